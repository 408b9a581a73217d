import { useId, useState } from 'react';
import type { ProblemDetail } from '@codepath/contract/problems';
import { TabList, tabId, tabPanelId } from '@/components/ui/tabs';
import type { ConsoleResult, RunResult, SubmitProgress } from '../use-judge';
import { TestcasePanel } from './testcase-panel';
import { VerdictPanel } from './verdict-panel';

type ConsolePanelProps = { input: string; onInputChange: (input: string) => void; result: ConsoleResult | null; problem: ProblemDetail };

type ConsoleTab = 'testcase' | 'input' | 'submission';

const tabs: { id: ConsoleTab; label: string }[] = [
  { id: 'testcase', label: 'Testcase' },
  { id: 'input', label: 'Custom Input' },
  { id: 'submission', label: 'Submission' },
];

function RunOutput({ result }: { result: RunResult }) {
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

/** The last run and the last submission apart, and the tab each one opens when it arrives. */
function useConsoleTabs(result: ConsoleResult | null) {
  const [seen, setSeen] = useState(result);
  const [lastRun, setLastRun] = useState<RunResult | null>(null);
  const [submission, setSubmission] = useState<SubmitProgress | null>(null);
  const [tab, setTab] = useState<ConsoleTab>('testcase');
  // Adjusted while rendering (React's pattern for state derived from a changed prop).
  if (result !== seen) {
    setSeen(result);
    if (result?.kind === 'submit') {
      // A new submission and its verdict bring the tab forward; live test results leave the learner where they are.
      const isNew = submission === null || result.submissionId === null || result.submissionId !== submission.submissionId;
      if (isNew || (result.final !== null && submission?.final === null)) setTab('submission');
      setSubmission(result);
    } else if (result) {
      setLastRun(result);
      // A learner running their own input stays with its output; otherwise the cases' results come forward.
      if (tab !== 'input') setTab('testcase');
    }
  }
  return { tab, setTab, lastRun, submission };
}

const tabClasses = (isSelected: boolean) =>
  `-mb-px border-b-2 px-3 py-1.5 text-sm font-medium ${isSelected ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'}`;

/**
 * The console: the Testcase tab (the problem's samples and the learner's cases, the
 * selected one's input, expected output, output and error stacked in full width),
 * Custom Input (the spec's Input over its Output, where a run on the learner's own
 * input shows) and Submission with the verdict panel, which comes forward when a
 * submission starts and when its verdict arrives.
 */
export function ConsolePanel({ input, onInputChange, result, problem }: ConsolePanelProps) {
  const inputId = useId();
  const tabsId = useId();
  const { tab, setTab, lastRun, submission } = useConsoleTabs(result);
  const panelProps = (id: ConsoleTab) => ({ role: 'tabpanel', id: tabPanelId(tabsId, id), 'aria-labelledby': tabId(tabsId, id) }) as const;
  return (
    <div className="flex h-full min-h-0 flex-col bg-white dark:bg-slate-950">
      <TabList tabs={tabs} selected={tab} onSelect={setTab} label="Console" idBase={tabsId} className="flex shrink-0 gap-1 border-b border-slate-200 px-2 dark:border-slate-800" tabClassName={tabClasses} />
      {tab === 'submission' && (
        <section {...panelProps('submission')} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-3 text-sm text-slate-900 dark:text-slate-100">
          {submission ? <VerdictPanel progress={submission} problem={problem} /> : <p className="text-slate-500 dark:text-slate-400">Submit your code to see its verdict here</p>}
        </section>
      )}
      {tab === 'testcase' && (
        <div {...panelProps('testcase')} className="@container min-h-0 flex-1 overflow-y-auto px-3 py-2">
          <TestcasePanel />
        </div>
      )}
      {tab === 'input' && (
        <div {...panelProps('input')} className="grid min-h-0 flex-1 grid-cols-1 gap-3 overflow-y-auto p-3 sm:grid-cols-2 sm:overflow-hidden">
          <div className="flex flex-col sm:min-h-0">
            <label htmlFor={inputId} className="mb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
              Input
            </label>
            <textarea
              id={inputId}
              value={input}
              onChange={(event) => onInputChange(event.target.value)}
              placeholder="Enter input here..."
              spellCheck={false}
              className="h-24 resize-none rounded-lg border border-slate-300 bg-white p-2 font-mono text-sm text-slate-900 sm:h-auto sm:min-h-12 sm:flex-1 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
          </div>
          <div className="flex flex-col sm:min-h-0">
            <p className="mb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">Output</p>
            <section
              aria-label="Output"
              aria-live="polite"
              tabIndex={0}
              className="min-h-24 overflow-auto rounded-lg border border-slate-300 bg-slate-50 p-2 text-sm text-slate-900 sm:min-h-12 sm:flex-1 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              {lastRun === null ? <p className="text-slate-500 dark:text-slate-400">Run your code to see the output here</p> : <RunOutput result={lastRun} />}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
