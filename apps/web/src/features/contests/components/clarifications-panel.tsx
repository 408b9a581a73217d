import { useState, type FormEvent } from 'react';
import type { Clarification, ContestDetail } from '@codepath/contract/contests';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useAnnounce, useAnswer, useAsk } from '../api/contest-actions';
import { fieldClasses, formatDateTime, labelClasses, Panel, Pill, textAreaClasses } from './contest-ui';

function ProblemSelect({ id, value, onChange, contest }: { id: string; value: string; onChange: (value: string) => void; contest: ContestDetail }) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClasses('w-full sm:w-64')}>
      <option value="">General</option>
      {contest.problems.map((problem) => <option key={problem.label} value={problem.label}>Problem {problem.label}: {problem.title}</option>)}
    </select>
  );
}

function AnswerForm({ contestId, clarification }: { contestId: string; clarification: Clarification }) {
  const [answer, setAnswer] = useState('');
  const send = useAnswer(contestId);
  const reply = (isPublic: boolean) => send.mutate({ clarificationId: clarification.id, answer, isPublic }, { onSuccess: () => setAnswer('') });
  return (
    <div className="mt-2 grid gap-2">
      <label htmlFor={`answer-${clarification.id}`} className="sr-only">Answer</label>
      <textarea id={`answer-${clarification.id}`} placeholder="Answer…" value={answer} onChange={(event) => setAnswer(event.target.value)} rows={2} className={textAreaClasses} />
      {send.isError && <Banner tone="error">{errorMessage(send.error, 'Failed to answer')}</Banner>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={!answer.trim() || send.isPending} onClick={() => reply(false)}>Answer privately</Button>
        <Button size="sm" disabled={!answer.trim() || send.isPending} onClick={() => reply(true)}>Answer to all</Button>
      </div>
    </div>
  );
}

/** Questions to the jury and its answers and announcements, arriving live. */
export function ClarificationsPanel({ contest, clarifications, canAsk }: { contest: ContestDetail; clarifications: Clarification[] | null; canAsk: boolean }) {
  const [problemLabel, setProblemLabel] = useState('');
  const [text, setText] = useState('');
  const ask = useAsk(contest.id);
  const announce = useAnnounce(contest.id);
  const mutation = contest.isJury ? announce : ask;
  const send = (event: FormEvent) => {
    event.preventDefault();
    const label = problemLabel === '' ? null : problemLabel;
    const done = { onSuccess: () => setText('') };
    if (contest.isJury) announce.mutate({ problemLabel: label, text }, done);
    else ask.mutate({ problemLabel: label, question: text }, done);
  };
  return (
    <div className="grid gap-4">
      {(canAsk || contest.isJury) && (
        <Panel title={contest.isJury ? 'Make an announcement' : 'Ask the jury'}>
          <form onSubmit={send} className="grid gap-3">
            <div>
              <label htmlFor="clarification-problem" className={labelClasses}>About</label>
              <ProblemSelect id="clarification-problem" value={problemLabel} onChange={setProblemLabel} contest={contest} />
            </div>
            <div>
              <label htmlFor="clarification-text" className={labelClasses}>{contest.isJury ? 'Announcement' : 'Question'}</label>
              <textarea id="clarification-text" value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={2000} className={textAreaClasses} required />
            </div>
            {mutation.isError && <Banner tone="error">{errorMessage(mutation.error, 'Failed to send')}</Banner>}
            <div><Button type="submit" disabled={mutation.isPending || !text.trim()}>{contest.isJury ? 'Announce' : 'Send question'}</Button></div>
          </form>
        </Panel>
      )}
      <Panel title="Clarifications">
        {clarifications === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Connecting…</p>
        ) : clarifications.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No clarifications yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Clarifications">
            {clarifications.map((item) => (
              <li key={item.id} data-testid="clarification" className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
                <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  <Pill className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{item.problemLabel ? `Problem ${item.problemLabel}` : 'General'}</Pill>
                  {item.question === null ? <Pill>Announcement</Pill> : item.isPublic ? <Pill>Answered to all</Pill> : item.answer !== null ? <Pill className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">Private</Pill> : null}
                  {item.askedBy && <span>asked by {item.askedBy}</span>}
                  <span>{formatDateTime(item.createdAt)}</span>
                </div>
                {item.question !== null && <p className="whitespace-pre-wrap text-slate-900 dark:text-white"><span className="font-semibold">Q: </span>{item.question}</p>}
                {item.answer !== null ? (
                  <p className="mt-1 whitespace-pre-wrap text-slate-700 dark:text-slate-300">{item.question !== null && <span className="font-semibold">A: </span>}{item.answer}</p>
                ) : contest.isJury ? (
                  <AnswerForm contestId={contest.id} clarification={item} />
                ) : (
                  <p className="mt-1 text-slate-500 italic dark:text-slate-400">Waiting for the jury…</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
