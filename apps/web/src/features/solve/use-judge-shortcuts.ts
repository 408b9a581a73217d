import { useEffect } from 'react';

/**
 * Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits from anywhere on the page
 * (the Input box included). Inside the editor Monaco's own commands handle them.
 */
export function useJudgeShortcuts(onRun: () => void, onSubmit: () => void) {
  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      if (event.target instanceof Element && event.target.closest('.monaco-editor')) return;
      event.preventDefault();
      if (event.shiftKey) onSubmit();
      else onRun();
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onRun, onSubmit]);
}
