import type { CaseResult } from '@codepath/contract/compiler';

const heading = 'text-xs font-semibold text-slate-700 uppercase dark:text-slate-300';
const block = 'mt-1 max-h-32 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100';

/** Passed, or Failed with why, for a checked case; a case without expected output only names what stopped it, if anything. */
export function caseOutcomeLabel(result: CaseResult): { text: string; isPassed: boolean | null } {
  if (result.status === 'Passed') return { text: 'Passed', isPassed: true };
  if (result.status === 'Finished') return { text: 'Output', isPassed: null };
  return { text: `Failed · ${result.status}`, isPassed: false };
}

/** What became of the case, its CPU time, and the checker's or the runtime error's words. */
export function CaseOutcome({ result, isChecked }: { result: CaseResult; isChecked: boolean }) {
  const outcome = caseOutcomeLabel(result);
  const tone = outcome.isPassed === true ? 'text-emerald-700 dark:text-emerald-400' : outcome.isPassed === false ? 'text-rose-700 dark:text-rose-400' : 'text-slate-700 dark:text-slate-300';
  // Without an expected output a run that only stopped on an error is not "failed" against anything.
  const text = !isChecked && outcome.isPassed === false ? result.status : outcome.text;
  return (
    <div data-testid="case-result">
      <p className="text-sm">
        <span className={`font-semibold ${tone}`} data-testid="case-outcome">
          {text}
        </span>
        <span className="text-slate-600 dark:text-slate-400"> · {result.timeMs} ms CPU</span>
      </p>
      {result.message && result.message !== result.status && (
        <p className="text-sm text-rose-700 dark:text-rose-400" data-testid="case-message">
          {result.message}
        </p>
      )}
    </div>
  );
}

/** The program's output on the case, and its stderr when it wrote any. */
export function CaseOutput({ result }: { result: CaseResult }) {
  return (
    <>
      <div>
        <p className={heading}>Your output</p>
        {result.output ? (
          <pre className={block} data-testid="case-output">
            {result.output}
          </pre>
        ) : (
          <p className="mt-1 text-xs text-slate-500 italic dark:text-slate-400">No output</p>
        )}
      </div>
      {result.stderr && (
        <div>
          <p className={heading}>Stderr</p>
          <pre className={block}>{result.stderr}</pre>
        </div>
      )}
    </>
  );
}
