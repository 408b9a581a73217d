import { LANGUAGE_LABELS, type ExecutionMethod, type Language } from '@codepath/contract/enums';

const methodLabels: Record<ExecutionMethod, string> = { sandbox: 'Sandbox Isolated', native: 'Native Execution' };

export function StatusBar({ language, method }: { language: Language; method: ExecutionMethod | null }) {
  return (
    <div
      data-testid="status-bar"
      className="flex items-center justify-between border-t border-slate-200 bg-slate-100 px-3 py-1 text-xs text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <span>{LANGUAGE_LABELS[language]}</span>
      <span>{method ? methodLabels[method] : 'Not run yet'}</span>
    </div>
  );
}
