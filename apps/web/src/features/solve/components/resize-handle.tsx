import type { KeyboardEvent, RefObject } from 'react';
import { Separator, type GroupImperativeHandle } from 'react-resizable-panels';

/** The spec's hit area: 15 px for a coarse pointer (touch), 5 px for a fine one (mouse). */
export const RESIZE_TARGET = { coarse: 15, fine: 5 };

/** The spec's keyboard step: 10 percent per arrow press, 100 with Shift (as far as the minimums allow). */
export const KEYBOARD_STEP = 10;
export const KEYBOARD_STEP_WITH_SHIFT = 100;

type PanelBound = { id: string; minSize: number };

type ResizeHandleProps = {
  /** The group's direction: 'horizontal' puts the panels side by side. */
  orientation: 'horizontal' | 'vertical';
  label: string;
  groupRef: RefObject<GroupImperativeHandle | null>;
  before: PanelBound;
  after: PanelBound;
  /** Told the sizes a keyboard resize set (the library reports only pointer drags as the user's). */
  onResized?: (layout: Record<string, number>) => void;
};

/** Sizes after one arrow press, in percent, kept within both panels' minimums. */
export function resizeByKeyboard(beforeSize: number, delta: number, before: PanelBound, after: PanelBound): Record<string, number> {
  const next = Math.min(100 - after.minSize, Math.max(before.minSize, beforeSize + delta));
  return { [before.id]: next, [after.id]: 100 - next };
}

export function ResizeHandle({ orientation, label, groupRef, before, after, onResized }: ResizeHandleProps) {
  const [shrinkKey, growKey] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];

  // The library's own arrow step is 5 %; this handles the arrows first with the spec's steps.
  function resizeWithKeyboard(event: KeyboardEvent) {
    if (event.key !== shrinkKey && event.key !== growKey) return;
    const group = groupRef.current;
    const beforeSize = group?.getLayout()[before.id];
    if (!group || beforeSize === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? KEYBOARD_STEP_WITH_SHIFT : KEYBOARD_STEP;
    const layout = resizeByKeyboard(beforeSize, event.key === growKey ? step : -step, before, after);
    group.setLayout(layout);
    onResized?.(layout);
  }

  return (
    <Separator
      aria-label={label}
      onKeyDownCapture={resizeWithKeyboard}
      className={
        orientation === 'vertical'
          ? 'h-1 bg-slate-200 transition-colors hover:bg-indigo-400 focus-visible:bg-indigo-500 dark:bg-slate-800'
          : 'w-1 bg-slate-200 transition-colors hover:bg-indigo-400 focus-visible:bg-indigo-500 dark:bg-slate-800'
      }
    />
  );
}
