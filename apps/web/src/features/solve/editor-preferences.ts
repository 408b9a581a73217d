/**
 * The learner's editor settings and the score tracker's state, kept in this browser
 * (local storage) for every problem. A stored value that no longer parses falls back
 * to the default.
 */
export type EditorSettings = { fontSize: number; tabSize: number; isVimMode: boolean };

/** The spec's font size 14; four-space indents suit all four languages. */
export const DEFAULT_EDITOR_SETTINGS: EditorSettings = { fontSize: 14, tabSize: 4, isVimMode: false };
export const FONT_SIZES = [12, 13, 14, 16, 18, 20, 24] as const;
export const TAB_SIZES = [2, 4, 8] as const;

const settingsKey = 'editor-settings';
const trackerKey = 'score-tracker-collapsed';

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function loadEditorSettings(): EditorSettings {
  const stored = readJson(settingsKey);
  const value = typeof stored === 'object' && stored !== null ? (stored as Partial<Record<keyof EditorSettings, unknown>>) : {};
  return {
    fontSize: FONT_SIZES.find((size) => size === value.fontSize) ?? DEFAULT_EDITOR_SETTINGS.fontSize,
    tabSize: TAB_SIZES.find((size) => size === value.tabSize) ?? DEFAULT_EDITOR_SETTINGS.tabSize,
    isVimMode: value.isVimMode === true,
  };
}

export function saveEditorSettings(settings: EditorSettings): void {
  localStorage.setItem(settingsKey, JSON.stringify(settings));
}

/** Null until the learner has folded or unfolded the tracker once. */
export function loadIsTrackerCollapsed(): boolean | null {
  const stored = readJson(trackerKey);
  return typeof stored === 'boolean' ? stored : null;
}

export function saveIsTrackerCollapsed(isCollapsed: boolean): void {
  localStorage.setItem(trackerKey, JSON.stringify(isCollapsed));
}
