import { useId } from 'react';
import type { ConsoleResult } from '../use-judge';
import { SubmitProgressView } from './submit-progress';
import { TestcasePanel } from './testcase-panel';

type ConsolePanelProps = { input: string; onInputChange: (input: string) => void; result: ConsoleResult | null };

function RunOutput({ result }: { result: Exclude<ConsoleResult, { kind: 'submit' }> }) {
  if (result.kind === 'run-failed') return <p className="text-rose-700 dark:text-rose-400">{result.message}</p>;
  const { answer } = result;
  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {/* A run has no expected output to be accepted against: it finished, or says what stopped it. */}
        {answer.verdict === 'Accepted' ? 'Finished' : answer.verdict} · Execution time: {answer.executionTime} ms
      </p>
      {answer.output ? (
        <pre className="whitespace-pre-wrap font-mono text-sm" data-testid="run-output">
          {answer.output}
        </pre>
      ) : (
        <p className="text-slate-500 italic dark:text-slate-400">No output</p>
      )}
      {!answer.success && (
        <pre className="whitespace-pre-wrap font-mono text-sm text-rose-700 dark:text-rose-400">{answer.error || 'Execution failed'}</pre>
      )}
    </div>
  );
}

/**
 * The Testcase panel beside the spec's console: its Input over its Output, where
 * the Output shows a run on that input or a submission. Stacked on narrow screens.
 */
export function ConsolePanel({ input, onInputChange, result }: ConsolePanelProps) {
  const inputId = useId();
  return (
    <div className="grid h-full min-h-0 grid-cols-1 gap-3 overflow-y-auto bg-white p-3 sm:grid-cols-2 sm:overflow-hidden dark:bg-slate-950">
      <div className="sm:min-h-0 sm:overflow-y-auto">
        <TestcasePanel />
      </div>
      <div className="flex flex-col gap-3 sm:min-h-0">
        <div className="flex flex-col sm:min-h-0 sm:flex-1">
          <label htmlFor={inputId} className="mb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
            Input
          </label>
          <textarea
            id={inputId}
            value={input}
            onChange={(event) => onInputChange(event.target.value)}
            placeholder="Enter input here..."
            spellCheck={false}
            className="h-24 resize-none rounded-lg sm:h-auto sm:min-h-12 sm:flex-1 border border-slate-300 bg-white p-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <div className="flex flex-col sm:min-h-0 sm:flex-1">
          <p className="mb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">Output</p>
          <section
            aria-label="Output"
            aria-live="polite"
            tabIndex={0}
            className="min-h-24 overflow-auto rounded-lg sm:min-h-12 sm:flex-1 border border-slate-300 bg-slate-50 p-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {result === null ? (
              <p className="text-slate-500 dark:text-slate-400">Run your code to see the output here</p>
            ) : result.kind === 'submit' ? (
              <SubmitProgressView progress={result} />
            ) : (
              <RunOutput result={result} />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
