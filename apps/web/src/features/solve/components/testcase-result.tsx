import type { CaseResult } from '@codepath/contract/compiler';

const block = 'mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800';

/** Passed, or Failed with why, for a checked case; a case without expected output only names what stopped it, if anything. */
export function caseOutcomeLabel(result: CaseResult): { text: string; isPassed: boolean | null } {
  if (result.status === 'Passed') return { text: 'Passed', isPassed: true };
  if (result.status === 'Finished') return { text: 'Output', isPassed: null };
  return { text: `Failed · ${result.status}`, isPassed: false };
}

/** One case's result: the outcome and time, the program's output, what the checker said and stderr. */
export function TestcaseResult({ result, isChecked }: { result: CaseResult; isChecked: boolean }) {
  const outcome = caseOutcomeLabel(result);
  const tone = outcome.isPassed === true ? 'text-emerald-700 dark:text-emerald-400' : outcome.isPassed === false ? 'text-rose-700 dark:text-rose-400' : 'text-slate-700 dark:text-slate-300';
  // Without an expected output a run that only stopped on an error is not "failed" against anything.
  const text = !isChecked && outcome.isPassed === false ? result.status : outcome.text;
  return (
    <div className="space-y-2" data-testid="case-result">
      <p className="text-sm">
        <span className={`font-semibold ${tone}`} data-testid="case-outcome">
          {text}
        </span>
        <span className="text-slate-600 dark:text-slate-400"> · {result.timeMs} ms</span>
      </p>
      <div>
        <p className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">Your output</p>
        {result.output ? (
          <pre className={block} data-testid="case-output">
            {result.output}
          </pre>
        ) : (
          <p className="text-xs text-slate-500 italic dark:text-slate-400">No output</p>
        )}
      </div>
      {result.message && result.message !== result.status && <p className="text-xs text-rose-700 dark:text-rose-400">{result.message}</p>}
      {result.stderr && (
        <div>
          <p className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">Stderr</p>
          <pre className={block}>{result.stderr}</pre>
        </div>
      )}
    </div>
  );
}
