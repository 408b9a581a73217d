import { useEffect, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { focusEditorWhenReady } from '@/components/code-editor/editor-focus';

/** The id the editor registers its focus under, and of the element the link points at. */
export const SOLVE_EDITOR_ID = 'solve-editor';

/**
 * "Skip to editor": the first Tab stop of the solve page, shown when focused. The app's
 * navigation comes before the page in the document, so the link is placed at the very
 * start of <body> while the page is open. On a phone it first shows the code.
 */
export function SkipToEditorLink({ onBeforeSkip }: { onBeforeSkip?: () => void }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);

  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onBeforeSkip?.();
    void focusEditorWhenReady(SOLVE_EDITOR_ID);
  }

  if (!host) return null;
  return createPortal(
    <a
      href={`#${SOLVE_EDITOR_ID}`}
      onClick={skip}
      className="fixed top-2 left-2 z-50 -translate-y-[200%] rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:translate-y-0 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-400"
    >
      Skip to editor
    </a>,
    host,
  );
}
