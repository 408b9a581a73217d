import type { ProblemDetail } from '@codepath/contract/problems';
import type { TestEvent } from '@codepath/contract/submissions';
import { hiddenTestGuidance } from '../hidden-test-guidance';
import { MarkdownText } from '@/components/ui/markdown-text';

/** What the verdict means, what to look at, and the statement's constraints the hidden tests stay within. */
export function HiddenTestGuidance({ test, problem }: { test: TestEvent; problem: ProblemDetail }) {
  const guidance = hiddenTestGuidance({ verdict: test.verdict, timeMs: test.time, memoryKb: test.memory }, problem);
  if (!guidance) return null;
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="hidden-test-guidance">
      <p className="text-slate-800 dark:text-slate-200">{guidance.meaning}</p>
      {guidance.lookAt.length > 0 && (
        <div>
          <p className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">What to look at</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
            {guidance.lookAt.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {problem.constraints.trim() && (
        <div>
          <p className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">The hidden tests stay within the constraints</p>
          <div className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            <MarkdownText text={problem.constraints.trim()} />
          </div>
        </div>
      )}
    </div>
  );
}
