import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { hiddenTestFailure, testLabel } from '@codepath/contract/submissions';
import type { SubmitProgress } from '../use-judge';

const sampleBlock = 'mt-1 whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800';

/** Live per-test results while judging, then the verdict, the score and a failing sample's details. */
export function SubmitProgressView({ progress }: { progress: SubmitProgress }) {
  const { final, tests, failedSample, compilerMessage, error } = progress;
  if (error) return <p className="text-rose-700 dark:text-rose-400">{error}</p>;
  const ordered = [...tests].sort((a, b) => a.index - b.index);
  // Samples run first, so once a hidden test reports every sample has.
  const sampleCount = ordered.filter((test) => test.isSample).length;
  const failedHidden = final && !final.isSuccessful ? ordered.find((test) => !test.isSample && test.verdict !== 'Accepted') : undefined;
  const hiddenFailure = failedHidden && final ? hiddenTestFailure(failedHidden.verdict, failedHidden.index - sampleCount, final.testCount - sampleCount) : null;
  return (
    <div className="space-y-3" data-testid="submit-progress">
      {final ? (
        <div aria-live="polite">
          <p className={`text-base font-semibold ${final.isSuccessful ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`} data-testid="verdict">
            {final.verdict}
          </p>
          <p className="text-sm">
            {final.passedCount}/{final.testCount} tests passed
            {final.isSuccessful && <> · Score: {final.score}</>}
          </p>
          {hiddenFailure && (
            <p className="text-sm" data-testid="failed-hidden-test">
              {hiddenFailure}
            </p>
          )}
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {tests.length === 0 ? 'Queued for judging...' : `Judging... ${tests.length} tests done`}
        </p>
      )}
      {ordered.length > 0 && (
        <ol className="flex flex-wrap gap-1.5" aria-label="Test results">
          {ordered.map((test) => {
            const isPassed = test.verdict === 'Accepted';
            const Icon = isPassed ? CheckCircle2 : XCircle;
            return (
              <li
                key={test.index}
                title={`${test.verdict}, ${test.time} ms`}
                className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs ${isPassed ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300'}`}
              >
                <Icon className="size-3" aria-hidden="true" />
                {testLabel(test, sampleCount)}: {test.verdict} ({test.time} ms)
              </li>
            );
          })}
        </ol>
      )}
      {/* The server's text for a hidden test starts with the line shown above; only what it adds is repeated here. */}
      {compilerMessage && !failedSample && compilerMessage !== hiddenFailure && <pre className={sampleBlock}>{compilerMessage}</pre>}
      {failedSample && (
        <div className="text-sm" data-testid="failed-sample">
          <p className="font-semibold">Failed on sample test {failedSample.index}</p>
          <p className="mt-2 text-xs font-semibold uppercase">Input</p>
          <pre className={sampleBlock}>{failedSample.input}</pre>
          <p className="mt-2 text-xs font-semibold uppercase">Expected output</p>
          <pre className={sampleBlock}>{failedSample.expectedOutput}</pre>
          <p className="mt-2 text-xs font-semibold uppercase">Your output</p>
          <pre className={sampleBlock}>{failedSample.actualOutput || 'No output'}</pre>
        </div>
      )}
    </div>
  );
}
