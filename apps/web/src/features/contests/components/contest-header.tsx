import { useEffect, useState } from 'react';
import { CONTEST_ACCESS_LABELS, CONTEST_RULE_LABELS, type ContestDetail } from '@codepath/contract/contests';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useRegister, useStartVirtual, useStartWindow } from '../api/contest-actions';
import { formatDateTime, formatDuration, PhaseBadge, Pill } from './contest-ui';

/** The current time, renewed every `everyMs`. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const clockText = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
};

/** Title, rules, times, the viewer's own clock, and what they can do next (register, start, take part virtually). */
export function ContestHeader({ contest }: { contest: ContestDetail }) {
  const now = useNow();
  const register = useRegister(contest.id);
  const start = useStartWindow(contest.id);
  const virtual = useStartVirtual(contest.id);
  const [code, setCode] = useState('');
  const [teamName, setTeamName] = useState('');
  const [teammates, setTeammates] = useState('');
  const registerBody = () => ({
    ...(contest.access === 'code' ? { code } : {}),
    ...(contest.maxTeamSize > 1 && teamName.trim() !== ''
      ? { teamName: teamName.trim(), teammates: teammates.split(/[\s,;]+/).filter((email) => email !== '') }
      : {}),
  });
  const own = contest.participation;
  const ownEnds = own?.endsAt ? Date.parse(own.endsAt) : null;
  const ownStarts = own?.startedAt ? Date.parse(own.startedAt) : null;
  const isOwnRunning = ownStarts !== null && ownEnds !== null && now >= ownStarts && now < ownEnds;
  const failure = register.error ?? start.error ?? virtual.error;

  return (
    <header className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{contest.title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {formatDateTime(contest.startsAt)} · {formatDuration(contest.durationSeconds)}
            {contest.windowEndsAt && ` · start your own clock until ${formatDateTime(contest.windowEndsAt)}`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <PhaseBadge phase={contest.phase} />
            <Pill>{CONTEST_RULE_LABELS[contest.rules]}{contest.isSubtaskBest ? ', best per subtask' : ''}</Pill>
            <Pill className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{CONTEST_ACCESS_LABELS[contest.access]}</Pill>
            {contest.isJury && <Pill className="bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">Jury</Pill>}
            {own?.teamName && <Pill className="bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200">Team {own.teamName}</Pill>}
            {own?.kind === 'virtual' && <Pill className="bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-200">Virtual participation</Pill>}
          </div>
        </div>
        {contest.phase === 'upcoming' && (
          <div className="rounded-xl border border-slate-200 px-4 py-2 text-right dark:border-slate-800">
            <p className="text-xs text-slate-500 dark:text-slate-400">Starts in</p>
            <p className="font-mono text-2xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="starts-in">{clockText(Date.parse(contest.startsAt) - now)}</p>
          </div>
        )}
        {isOwnRunning && ownEnds !== null && (
          <div className="rounded-xl border border-slate-200 px-4 py-2 text-right dark:border-slate-800" aria-live="off">
            <p className="text-xs text-slate-500 dark:text-slate-400">Time left</p>
            <p className="font-mono text-2xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="time-left">{clockText(ownEnds - now)}</p>
            {own && own.extraMinutes > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">includes {own.extraMinutes} extra minutes</p>}
          </div>
        )}
      </div>
      {contest.canRegister && (
        <div className="flex flex-wrap items-end gap-3">
          {contest.access === 'code' && <TextField label="Join code" value={code} onChange={(event) => setCode(event.target.value)} className="w-56" />}
          {contest.maxTeamSize > 1 && (
            <>
              <TextField label="Team name (optional)" value={teamName} onChange={(event) => setTeamName(event.target.value)} maxLength={60} className="w-56" />
              <TextField
                label={`Teammates' e-mails (up to ${contest.maxTeamSize - 1})`}
                value={teammates}
                onChange={(event) => setTeammates(event.target.value)}
                disabled={teamName.trim() === ''}
                className="w-72"
              />
            </>
          )}
          <Button onClick={() => register.mutate(registerBody())} disabled={register.isPending}>{contest.maxTeamSize > 1 && teamName.trim() !== '' ? 'Register team' : 'Register'}</Button>
        </div>
      )}
      {own?.kind === 'official' && own.startedAt === null && contest.phase === 'running' && (
        <div><Button onClick={() => start.mutate(undefined)} disabled={start.isPending}>Start my contest</Button></div>
      )}
      {contest.canStartVirtual && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => virtual.mutate(undefined)} disabled={virtual.isPending}>Take part virtually</Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">Your own {formatDuration(contest.durationSeconds)}, with the scoreboard as it stood at each minute.</p>
        </div>
      )}
      {own && ownEnds !== null && now >= ownEnds && <Banner tone="info">Your contest time is over.</Banner>}
      {failure && <Banner tone="error">{errorMessage(failure, 'Something went wrong')}</Banner>}
    </header>
  );
}
