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

/** A split's sizes in percent by panel id, as the learner last dragged them; null when unset or no longer valid. */
export function loadPanelLayout(name: string, bounds: readonly { id: string; minSize: number }[]): Record<string, number> | null {
  const stored = readJson(`panel-layout:${name}`);
  if (typeof stored !== 'object' || stored === null) return null;
  const sizes = stored as Record<string, unknown>;
  const layout: Record<string, number> = {};
  for (const { id, minSize } of bounds) {
    const size = sizes[id];
    if (typeof size !== 'number' || !Number.isFinite(size) || size < minSize) return null;
    layout[id] = size;
  }
  const total = Object.values(layout).reduce((sum, size) => sum + size, 0);
  return Math.abs(total - 100) < 1 ? layout : null;
}

export function savePanelLayout(name: string, layout: Record<string, number>): void {
  localStorage.setItem(`panel-layout:${name}`, JSON.stringify(layout));
}
