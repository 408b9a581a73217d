/**
 * Lets a page move focus into a lazily loaded editor without importing Monaco: the
 * editor registers how to focus itself under an id while it is mounted.
 */
const focusers = new Map<string, () => void>();

export function registerEditorFocus(id: string, focus: () => void): () => void {
  focusers.set(id, focus);
  return () => {
    if (focusers.get(id) === focus) focusers.delete(id);
  };
}

/** Focuses the editor now, or as soon as it mounts (within a few seconds); false if it never does. */
export function focusEditorWhenReady(id: string, timeoutMs = 5000): Promise<boolean> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const attempt = () => {
      const focus = focusers.get(id);
      if (focus) {
        focus();
        resolve(true);
      } else if (Date.now() - startedAt > timeoutMs) resolve(false);
      else setTimeout(attempt, 50);
    };
    attempt();
  });
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus to the first focusable element after (or before) `container`, outside it. */
export function focusOutside(container: HTMLElement, isBackwards: boolean): boolean {
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !container.contains(element) && element.getClientRects().length > 0,
  );
  const following = (element: HTMLElement) => Boolean(container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const target = isBackwards ? candidates.filter((element) => !following(element)).at(-1) : candidates.find(following);
  target?.focus();
  return Boolean(target);
}
