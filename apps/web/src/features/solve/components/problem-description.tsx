import type { ProblemDetail } from '@codepath/contract/problems';
import { splitStatement } from '../statement-blocks';
import { MarkdownText } from '@/components/ui/markdown-text';

const preClasses = 'overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200';

/** An interactive problem's example is the judge's data: the program sees only what the judge sends (its exchange is in the statement). */
function Example({ index, example }: { index: number; example: ProblemDetail['examples'][number] }) {
  const isInteractive = example.interaction !== undefined;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900 dark:text-white">Example {index + 1}</h3>
      <div className={preClasses}>
        <p className="font-sans text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">{isInteractive ? "Judge's input" : 'Input'}</p>
        <pre>{example.input}</pre>
        <p className="mt-2 font-sans text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">{isInteractive ? "Judge's answer" : 'Output'}</p>
        <pre>{example.output}</pre>
        {example.explanation && (
          <div className="mt-2 font-sans">
            <p className="font-semibold">Explanation:</p>
            <MarkdownText text={example.explanation} />
          </div>
        )}
      </div>
    </div>
  );
}

/** "Time limit: 2 s · Memory limit: 256 MB": the limits each test of a submission runs under. */
function formatLimits(timeLimitMs: number, memoryLimitMb: number): string {
  const seconds = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(timeLimitMs / 1000);
  return `Time limit: ${seconds} s · Memory limit: ${memoryLimitMb} MB`;
}

/** The Description tab: statement paragraphs, examples, constraints and the optional follow-up. */
export function ProblemDescription({ problem }: { problem: ProblemDetail }) {
  return (
    <article className="space-y-6 p-5 text-slate-700 dark:text-slate-300">
      <p className="text-sm text-slate-600 dark:text-slate-400">{formatLimits(problem.timeLimitMs, problem.memoryLimitMb)}</p>
      <div className="space-y-4">
        {splitStatement(problem.description).map((block, index) =>
          block.kind === 'example' ? (
            <pre key={index} className={preClasses}>
              {block.text}
            </pre>
          ) : block.kind === 'constraints' ? (
            <div key={index} className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-3 dark:bg-amber-500/10">
              <MarkdownText text={block.text} />
            </div>
          ) : (
            <MarkdownText key={index} text={block.text} />
          ),
        )}
      </div>
      {problem.examples.map((example, index) => (
        <Example key={index} index={index} example={example} />
      ))}
      {problem.constraints && (
        <section className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-4 dark:bg-amber-500/10" aria-labelledby="constraints-heading">
          <h3 id="constraints-heading" className="mb-2 font-semibold text-slate-900 dark:text-white">
            Constraints
          </h3>
          <MarkdownText text={problem.constraints} />
        </section>
      )}
      {problem.followUp && (
        <section aria-labelledby="follow-up-heading">
          <h3 id="follow-up-heading" className="mb-2 font-semibold text-slate-900 dark:text-white">
            Follow-up
          </h3>
          <MarkdownText text={problem.followUp} />
        </section>
      )}
    </article>
  );
}
