import { useId, useState } from 'react';
import clsx from 'clsx';
import { CheckCircle2, Loader2, Plus, Trash2, XCircle } from 'lucide-react';
import { MAX_CUSTOM_CASES, type CaseResult } from '@codepath/contract/compiler';
import { TabList } from '@/components/ui/tabs';
import { useJudgeContext } from '../judge-context';
import type { CaseRun } from '../use-judge';
import type { Testcase } from '../use-testcases';
import { caseOutcomeLabel, CaseOutcome, CaseOutput } from './testcase-result';

const heading = 'text-xs font-semibold text-slate-700 uppercase dark:text-slate-300';
const block = 'mt-1 max-h-32 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100';
const field = 'mt-1 h-16 w-full resize-y rounded border border-slate-300 bg-white p-2 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** The first case a run failed, to select when its results arrive (the learner looks for what went wrong). */
function firstFailedId(caseRun: CaseRun | null, cases: readonly Testcase[]): string | null {
  if (caseRun?.kind !== 'cases') return null;
  const index = caseRun.answer.cases.findIndex((result) => caseOutcomeLabel(result).isPassed === false);
  const sent = caseRun.sent[index];
  return sent && cases.some((testcase) => testcase.id === sent.id) ? sent.id : null;
}

/** A case's result from the last run, unless the case changed since it was sent. */
function resultOf(caseRun: CaseRun | null, testcase: Testcase): CaseResult | null {
  if (caseRun?.kind !== 'cases') return null;
  const index = caseRun.sent.findIndex((sent) => sent.id === testcase.id);
  const sent = caseRun.sent[index];
  if (!sent || sent.input !== testcase.input || sent.expectedOutput !== testcase.expectedOutput) return null;
  return caseRun.answer.cases[index] ?? null;
}

function RunSummary({ caseRun, results }: { caseRun: CaseRun | null; results: (CaseResult | null)[] }) {
  if (caseRun?.kind === 'cases-failed') return <p className="text-sm text-rose-700 dark:text-rose-400">{caseRun.message}</p>;
  if (caseRun?.kind !== 'cases') return null;
  const { answer } = caseRun;
  if (!answer.isCompiled) {
    return (
      <div data-testid="cases-compile-error">
        <p className="text-sm font-semibold text-rose-700 dark:text-rose-400">Compilation Error</p>
        <pre className={block}>{answer.compileOutput || 'Compilation Error'}</pre>
      </div>
    );
  }
  const checked = results.filter((result): result is CaseResult => result !== null && result.status !== 'Finished');
  if (checked.length === 0) return null;
  const passed = checked.filter((result) => result.status === 'Passed').length;
  return (
    <p className={`text-sm font-semibold ${passed === checked.length ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`} data-testid="cases-summary">
      {passed}/{checked.length} cases passed
    </p>
  );
}

function TabMark({ result }: { result: CaseResult | null }) {
  const isPassed = result ? caseOutcomeLabel(result).isPassed : null;
  if (isPassed === null) return null;
  return isPassed ? (
    <CheckCircle2 className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-label="passed" />
  ) : (
    <XCircle className="size-3.5 text-rose-600 dark:text-rose-400" aria-label="failed" />
  );
}

/**
 * The Testcase panel: one tab per sample of the problem and per case the learner
 * added (at most MAX_CUSTOM_CASES, kept per problem). "Run Code" judges the code on
 * all of them at once; each tab then shows passed or failed against its expected
 * output, the output, stderr and the time.
 */
export function TestcasePanel() {
  const judge = useJudgeContext();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [seenRun, setSeenRun] = useState<CaseRun | null>(null);
  const baseId = useId();
  const caseRun = judge?.caseRun ?? null;
  // Adjusted while rendering: a new run's first failing case is selected.
  if (judge && caseRun !== seenRun) {
    setSeenRun(caseRun);
    const failed = firstFailedId(caseRun, judge.testcases.cases);
    if (failed) setSelectedId(failed);
  }
  if (!judge) return null;
  const { testcases, activity } = judge;
  const selected = testcases.cases.find((testcase) => testcase.id === selectedId) ?? testcases.cases[0];
  const results = testcases.cases.map((testcase) => resultOf(caseRun, testcase));
  const selectedIndex = selected ? testcases.cases.indexOf(selected) : -1;
  const selectedResult = results[selectedIndex] ?? null;

  const addCase = () => {
    const id = testcases.add(selected?.input ?? '');
    if (id) setSelectedId(id);
  };

  return (
    <section aria-label="Testcases" className="flex min-h-0 flex-col gap-2" data-testid="testcase-panel">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <RunSummary caseRun={caseRun} results={results} />
        {activity === 'running' && (
          <p role="status" className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
            Running...
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <TabList
          tabs={testcases.cases.map((testcase, index) => ({
            id: testcase.id,
            label: (
              <>
                {testcase.label}
                <TabMark result={results[index] ?? null} />
              </>
            ),
          }))}
          selected={selected?.id ?? ''}
          onSelect={setSelectedId}
          label="Test cases"
          idBase={baseId}
          sharedPanelId={`${baseId}-panel`}
          className="flex flex-wrap items-center gap-1"
          tabClassName={(isSelected) =>
            clsx(
              'flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium',
              isSelected ? 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )
          }
        />
        <button
          type="button"
          onClick={addCase}
          disabled={!testcases.canAdd}
          title={testcases.canAdd ? 'Add a test case' : `At most ${MAX_CUSTOM_CASES} cases of your own`}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50 disabled:cursor-not-allowed disabled:opacity-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <Plus className="size-3.5" aria-hidden="true" />
          Add case
        </button>
      </div>
      {selected && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${selected.id}-tab`} className="space-y-2" data-testid="case-details">
          {/* What happened first, then the case and the program's output side by side where the console is wide. */}
          {selectedResult && <CaseOutcome result={selectedResult} isChecked={selected.expectedOutput.trim() !== ''} />}
          <div className="grid gap-x-3 gap-y-2 @xl:grid-cols-2">
            <CaseFields testcase={selected} onChange={(fields) => testcases.update(selected.id, fields)} />
            {selectedResult && <CaseOutput result={selectedResult} />}
          </div>
          {!selected.isSample && (
            <button
              type="button"
              onClick={() => testcases.remove(selected.id)}
              className="flex items-center gap-1 text-xs font-medium text-rose-700 hover:underline dark:text-rose-400"
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              Remove case
            </button>
          )}
        </div>
      )}
    </section>
  );
}

type CaseFieldsProps = { testcase: Testcase; onChange: (fields: { input?: string; expectedOutput?: string }) => void };

/** A sample is shown as it is; a case of the learner's is edited in place. */
function CaseFields({ testcase, onChange }: CaseFieldsProps) {
  const inputId = useId();
  const expectedId = useId();
  if (testcase.isSample) {
    return (
      <>
        <div>
          <p className={heading}>Input</p>
          <pre className={block}>{testcase.input}</pre>
        </div>
        <div>
          <p className={heading}>Expected output</p>
          <pre className={block}>{testcase.expectedOutput}</pre>
        </div>
      </>
    );
  }
  return (
    <>
      <div>
        <label htmlFor={inputId} className={heading}>
          Case input
        </label>
        <textarea id={inputId} value={testcase.input} onChange={(event) => onChange({ input: event.target.value })} spellCheck={false} className={field} />
      </div>
      <div>
        <label htmlFor={expectedId} className={heading}>
          Expected output (optional)
        </label>
        <textarea
          id={expectedId}
          value={testcase.expectedOutput}
          onChange={(event) => onChange({ expectedOutput: event.target.value })}
          placeholder="Leave empty to see the output only"
          spellCheck={false}
          className={field}
        />
      </div>
    </>
  );
}
