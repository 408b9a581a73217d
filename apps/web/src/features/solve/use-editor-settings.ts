import { useCallback, useState } from 'react';
import { loadEditorSettings, saveEditorSettings, type EditorSettings } from './editor-preferences';

/** Font size, tab size and Vim key bindings, kept in this browser for every problem. */
export function useEditorSettings() {
  const [settings, setSettings] = useState(loadEditorSettings);
  const changeSettings = useCallback((change: Partial<EditorSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveEditorSettings(next);
      return next;
    });
  }, []);
  return { settings, changeSettings };
}
