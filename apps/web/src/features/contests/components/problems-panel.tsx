import { useState, type FormEvent } from 'react';
import type { ContestDetail } from '@codepath/contract/contests';
import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { MarkdownText } from '@/components/ui/markdown-text';
import { errorMessage } from '@/lib/error-message';
import { useSubmitToContest } from '../api/contest-actions';
import { useProblemStatement } from '../api/get-problem-statement';
import { codeAreaClasses, fieldClasses, LabelBalloon, labelClasses, Panel } from './contest-ui';

/** The contest's problems: pick one, read it, send a solution (when the learner's clock runs). */
export function ProblemsPanel({ contest, canSubmit }: { contest: ContestDetail; canSubmit: boolean }) {
  const [selected, setSelected] = useState(contest.problems[0]?.label ?? 'A');
  const problem = contest.problems.find((item) => item.label === selected) ?? contest.problems[0];
  const statement = useProblemStatement(problem?.problemId ?? null);
  const [language, setLanguage] = useState<Language>(contest.languages[0] ?? 'python');
  const [code, setCode] = useState('');
  const submit = useSubmitToContest(contest.id);
  const [sentLabel, setSentLabel] = useState<string | null>(null);

  if (!problem) return <Panel title="Problems"><p className="text-sm text-slate-600 dark:text-slate-400">The problems appear when your contest time starts.</p></Panel>;

  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ problemLabel: problem.label, language, code }, { onSuccess: () => { setSentLabel(problem.label); setCode(''); } });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <Panel title="Problems">
        <ul className="grid gap-1" aria-label="Contest problems">
          {contest.problems.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                onClick={() => { setSelected(item.label); setSentLabel(null); }}
                aria-current={item.label === problem.label ? 'true' : undefined}
                className={`flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm ${item.label === problem.label ? 'bg-indigo-50 font-semibold text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
              >
                <LabelBalloon label={item.label} color={item.color} />
                <span className="min-w-0 truncate">{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={`${problem.label}. ${problem.title}`}>
        {statement.isPending ? (
          <LoadingText />
        ) : statement.isError ? (
          <Banner tone="error">{errorMessage(statement.error, 'Failed to load problem')}</Banner>
        ) : (
          <div className="grid gap-3 text-sm text-slate-700 dark:text-slate-300">
            <MarkdownText text={statement.data.description} />
            {statement.data.examples.map((example, index) => (
              <div key={index} className="grid gap-2 sm:grid-cols-2">
                <pre className="overflow-x-auto rounded-lg bg-slate-100 p-2 text-xs dark:bg-slate-950"><span className="font-sans font-semibold">Input</span>{'\n'}{example.input}</pre>
                <pre className="overflow-x-auto rounded-lg bg-slate-100 p-2 text-xs dark:bg-slate-950"><span className="font-sans font-semibold">Output</span>{'\n'}{example.output}</pre>
              </div>
            ))}
            <p className="text-xs text-slate-500 dark:text-slate-400">Time limit {statement.data.timeLimitMs / 1000} s · memory {statement.data.memoryLimitMb} MiB</p>
          </div>
        )}
        {canSubmit && (
          <form onSubmit={send} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <div>
              <label htmlFor="contest-language" className={labelClasses}>Language</label>
              <select id="contest-language" value={language} onChange={(event) => setLanguage(event.target.value as Language)} className={fieldClasses('w-48')}>
                {contest.languages.map((item) => <option key={item} value={item}>{LANGUAGE_LABELS[item]}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor="contest-code" className={labelClasses}>Your solution</label>
              <textarea id="contest-code" value={code} onChange={(event) => setCode(event.target.value)} rows={10} spellCheck={false} className={codeAreaClasses} required />
            </div>
            {submit.isError && <Banner tone="error">{errorMessage(submit.error, 'Failed to submit solution')}</Banner>}
            {sentLabel === problem.label && !submit.isError && <Banner tone="success">Submitted: follow its verdict under My submissions.</Banner>}
            <div><Button type="submit" disabled={submit.isPending || code.trim() === ''}>Submit {problem.label}</Button></div>
          </form>
        )}
      </Panel>
    </div>
  );
}
