import type { ExecuteAnswer } from '@codepath/contract/compiler';

export type ExampleRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; answer: ExecuteAnswer }
  | { status: 'failed'; message: string };

const normalise = (text: string) => text.trim().split(/\s+/).join(' ');

/** Output, errors and time of one run; says so when the output is the one the text shows. */
export function ExampleResult({ run, expectedOutput }: { run: ExampleRun; expectedOutput: string }) {
  if (run.status === 'idle') return <p className="text-slate-600 dark:text-slate-400">Run the code to see its output here</p>;
  if (run.status === 'running') return <p className="text-slate-600 dark:text-slate-400">Running…</p>;
  if (run.status === 'failed') return <p className="text-rose-700 dark:text-rose-400">{run.message}</p>;
  const { answer } = run;
  const isAsShown = answer.success && expectedOutput !== '' && normalise(answer.output) === normalise(expectedOutput);
  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {answer.verdict} · Execution time: {answer.executionTime} ms · Memory: {Math.round(answer.memoryUsed)} KB
        {isAsShown && <span className="ml-2 font-medium text-emerald-700 dark:text-emerald-400">Same output as the example</span>}
      </p>
      {answer.output ? (
        <pre className="font-mono text-sm whitespace-pre-wrap" data-testid="example-output">
          {answer.output}
        </pre>
      ) : (
        <p className="text-slate-600 italic dark:text-slate-400">No output</p>
      )}
      {!answer.success && (
        <pre className="font-mono text-sm whitespace-pre-wrap text-rose-700 dark:text-rose-400">{answer.error || 'Execution failed'}</pre>
      )}
    </div>
  );
}
