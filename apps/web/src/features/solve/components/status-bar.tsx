import { LANGUAGE_LABELS, type ExecutionMethod, type Language } from '@codepath/contract/enums';

const methodLabels: Record<ExecutionMethod, string> = { sandbox: 'Sandbox Isolated', native: 'Native Execution' };

/** The editor's last line: the language, how to leave the editor by keyboard (desktops) and the isolation of the last run. */
export function StatusBar({ language, method, keyboardHelp }: { language: Language; method: ExecutionMethod | null; keyboardHelp: string }) {
  return (
    <div
      data-testid="status-bar"
      className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-100 px-3 py-1 text-xs text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <span>{LANGUAGE_LABELS[language]}</span>
      <span data-testid="editor-keyboard-help" aria-live="polite" className="hidden truncate text-slate-600 sm:inline dark:text-slate-400">
        {keyboardHelp}
      </span>
      <span className="shrink-0">{method ? methodLabels[method] : 'Not run yet'}</span>
    </div>
  );
}
