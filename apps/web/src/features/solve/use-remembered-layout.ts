import { useCallback, useState } from 'react';
import type { Layout, LayoutChangedMeta } from 'react-resizable-panels';
import { loadPanelLayout, savePanelLayout } from './editor-preferences';

type PanelBound = { id: string; minSize: number };

/**
 * A split the learner resized stays that way on the next visit (local storage). Only
 * the learner's own resizing is kept: the console growing for a result is not.
 */
export function useRememberedLayout(name: string, bounds: readonly PanelBound[]) {
  const [defaultLayout] = useState(() => loadPanelLayout(name, bounds) ?? undefined);
  const remember = useCallback((layout: Layout) => savePanelLayout(name, layout), [name]);
  const onLayoutChanged = useCallback(
    (layout: Layout, meta: LayoutChangedMeta) => {
      if (meta.isUserInteraction) remember(layout);
    },
    [remember],
  );
  return { defaultLayout, onLayoutChanged, remember };
}
