/** The solve page's shortcuts as a learner types them on this computer (Monaco's own bindings). */
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export const JUDGE_SHORTCUTS = {
  run: { label: () => (isMac() ? '⌘+Enter' : 'Ctrl+Enter'), aria: 'Control+Enter Meta+Enter' },
  submit: { label: () => (isMac() ? '⌘+Shift+Enter' : 'Ctrl+Shift+Enter'), aria: 'Control+Shift+Enter Meta+Shift+Enter' },
} as const;

/** Monaco's toggle of tab-focus mode: Ctrl+M, Ctrl+Shift+M on a Mac. */
export const tabFocusShortcut = () => (isMac() ? 'Ctrl+Shift+M' : 'Ctrl+M');
