import { useEffect, useRef } from 'react';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ProblemDetail } from '@codepath/contract/problems';
import { hiddenTestFailure, testLabel, type FailedSample, type TestEvent } from '@codepath/contract/submissions';
import { formatMemory } from '@/lib/format-memory';
import { parseCompilerMessages } from '../compiler-messages';
import type { SubmitProgress } from '../use-judge';
import { AcceptedSummary } from './accepted-summary';
import { HiddenTestGuidance } from './hidden-test-guidance-view';
import { StreamNotice } from './stream-notice';
import { OutputDiff } from './output-diff';
import { SubmissionPoints } from '@/components/submission-points/submission-points';

const block = 'mt-1 max-h-48 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800';
const label = 'mt-2 text-xs font-semibold uppercase';

const testsWord = (count: number) => `${count} ${count === 1 ? 'test' : 'tests'}`;

function TestChips({ tests, sampleCount }: { tests: TestEvent[]; sampleCount: number }) {
  return (
    <ol className="flex flex-wrap gap-1.5" aria-label="Test results">
      {tests.map((test) => {
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
  );
}

function CompileErrorView({ output }: { output: string }) {
  const messages = parseCompilerMessages(output);
  return (
    <div className="text-sm" data-testid="compile-error">
      {messages.length > 0 && (
        <ul className="space-y-1" aria-label="Compiler messages">
          {messages.map((message, index) => (
            <li key={index} className={message.severity === 'error' ? 'text-rose-800 dark:text-rose-300' : 'text-amber-800 dark:text-amber-300'}>
              <span className="font-semibold">
                Line {message.line}
                {message.column !== null && `, column ${message.column}`}:
              </span>{' '}
              {message.severity === 'warning' && 'warning: '}
              {message.message}
            </li>
          ))}
        </ul>
      )}
      <p className={label}>Compiler output</p>
      <pre className={block}>{output || 'Compilation Error'}</pre>
    </div>
  );
}

/** The diff comes right under the heading, so it is what a grown console shows first; the input follows. */
function FailedSampleView({ sample, verdict, message }: { sample: FailedSample; verdict: string; message: string }) {
  return (
    <div className="text-sm" data-testid="failed-sample">
      <p className="font-semibold">Failed on sample test {sample.index}</p>
      {sample.actualOutput === undefined ? (
        <>
          <p className={label}>Expected output</p>
          <pre className={block}>{sample.expectedOutput}</pre>
        </>
      ) : (
        <OutputDiff expected={sample.expectedOutput} actual={sample.actualOutput} />
      )}
      {message && message !== verdict && <pre className={`${block} text-rose-800 dark:text-rose-300`}>{message}</pre>}
      <p className={label}>Input</p>
      <pre className={block}>{sample.input}</pre>
    </div>
  );
}

/**
 * A hidden test shows its number, verdict, CPU time and memory against the problem's limits, a Runtime Error's
 * name and guidance from the verdict and the statement: nothing of its data.
 */
function FailedHiddenView({ test, heading, output, problem }: { test: TestEvent; heading: string; output: string; problem: ProblemDetail }) {
  // The server's text starts with the same heading; only what it adds (the error's name) is shown.
  const added = output.startsWith(heading) ? output.slice(heading.length).trim() : '';
  return (
    <div className="text-sm">
      <p className="font-semibold" data-testid="failed-hidden-test">
        {heading}
      </p>
      <p className="text-slate-700 dark:text-slate-300" data-testid="hidden-test-measures">
        CPU time {test.time} ms (limit {problem.timeLimitMs} ms) · Memory {formatMemory(test.memory)} (limit {problem.memoryLimitMb} MB)
      </p>
      {added && <p className="mt-1 text-rose-800 dark:text-rose-300">{added}</p>}
      <HiddenTestGuidance test={test} problem={problem} />
    </div>
  );
}

/**
 * A submission in the console: live per-test results while judging; then the
 * verdict with the first failing test first (a sample's input and a line diff, a
 * hidden test's number, time and memory, or the compiler's messages), the count of
 * passed tests, a scoring problem's points by test group, and for an accepted
 * submission its runtime summary. Scrolls itself into view when the verdict arrives.
 */
export function VerdictPanel({ progress, problem }: { progress: SubmitProgress; problem: ProblemDetail }) {
  const { final, tests, failedSample, compilerMessage, error, submissionId, connection } = progress;
  const panelRef = useRef<HTMLDivElement>(null);
  // Once per verdict: the final event may be delivered again (a new object), which must not scroll back
  // over what the accepted summary brought into view since.
  const verdictKey = final ? `${submissionId ?? ''}:${final.verdict}` : null;
  useEffect(() => {
    if (verdictKey === null) return;
    // After the console has grown in this frame.
    const frame = requestAnimationFrame(() => panelRef.current?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [verdictKey]);
  if (error) return <p className="text-rose-700 dark:text-rose-400">{error}</p>;
  const ordered = [...tests].sort((a, b) => a.index - b.index);
  // Samples run first, so once a hidden test reports every sample has.
  const sampleCount = ordered.filter((test) => test.isSample).length;
  if (!final) {
    return (
      <div className="space-y-3" data-testid="submit-progress">
        <p className="flex items-center gap-2 text-sm" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {tests.length === 0 ? 'Queued for judging...' : `Judging... ${testsWord(tests.length)} done`}
        </p>
        <StreamNotice connection={connection} />
        {ordered.length > 0 && <TestChips tests={ordered} sampleCount={sampleCount} />}
      </div>
    );
  }
  const failedHidden = final.isSuccessful ? undefined : ordered.find((test) => !test.isSample && test.verdict !== 'Accepted');
  const hiddenHeading = failedHidden ? hiddenTestFailure(failedHidden.verdict, failedHidden.index - sampleCount, final.testCount - sampleCount) : null;
  const isCompileError = final.verdict === 'Compilation Error';
  const passed = ordered.filter((test) => test.verdict === 'Accepted');
  return (
    <div ref={panelRef} className="space-y-2" data-testid="verdict-panel">
      <div aria-live="polite" className="flex flex-wrap items-baseline gap-x-3">
        <p className={`text-base font-semibold ${final.isSuccessful ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`} data-testid="verdict">
          {final.verdict}
        </p>
        {!isCompileError && (
          <p className="text-sm">
            {final.passedCount}/{final.testCount} tests passed
            {final.isSuccessful && <> · Score: {final.score}</>}
          </p>
        )}
      </div>
      {final.points && <SubmissionPoints points={final.points} />}
      {final.isSuccessful && submissionId && <AcceptedSummary submissionId={submissionId} tests={ordered} />}
      {isCompileError && <CompileErrorView output={compilerMessage} />}
      {failedSample && <FailedSampleView sample={failedSample} verdict={final.verdict} message={compilerMessage} />}
      {failedHidden && hiddenHeading && <FailedHiddenView test={failedHidden} heading={hiddenHeading} output={compilerMessage} problem={problem} />}
      {!final.isSuccessful && !isCompileError && !failedSample && !failedHidden && compilerMessage && <pre className={block}>{compilerMessage}</pre>}
      {ordered.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
            {testsWord(passed.length)} passed{passed.length < ordered.length && `, ${ordered.length - passed.length} failed`}
          </summary>
          <div className="mt-2">
            <TestChips tests={ordered} sampleCount={sampleCount} />
          </div>
        </details>
      )}
    </div>
  );
}
