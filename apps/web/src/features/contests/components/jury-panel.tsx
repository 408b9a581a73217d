import { useState, type FormEvent } from 'react';
import type { ContestDetail } from '@codepath/contract/contests';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useClock, useExtraTime, useInvite } from '../api/contest-actions';
import { formatDateTime, Panel } from './contest-ui';

/** The jury's controls: the clock and the freeze, invitations, extra time. */
export function JuryPanel({ contest }: { contest: ContestDetail }) {
  const clock = useClock(contest.id);
  const invite = useInvite(contest.id);
  const extra = useExtraTime(contest.id);
  const [emails, setEmails] = useState('');
  const [extraEmail, setExtraEmail] = useState('');
  const [extraMinutes, setExtraMinutes] = useState(15);
  const hasFreeze = contest.freezesAt !== null;
  const isFrozenNow = hasFreeze && contest.unfrozenAt === null && Date.now() >= Date.parse(contest.freezesAt ?? '');
  const sendInvites = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(emails.split(/[\s,;]+/).filter(Boolean), { onSuccess: () => setEmails('') });
  };
  const sendExtra = (event: FormEvent) => {
    event.preventDefault();
    extra.mutate({ email: extraEmail, extraMinutes });
  };
  return (
    <div className="grid gap-4">
      <Panel title="Clock and scoreboard">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {contest.unfrozenAt
            ? `The scoreboard was unfrozen ${formatDateTime(contest.unfrozenAt)}.`
            : hasFreeze
              ? `The public scoreboard ${isFrozenNow ? 'has been frozen since' : 'freezes at'} ${formatDateTime(contest.freezesAt ?? '')}. You always see the whole truth.`
              : 'The scoreboard does not freeze.'}
          {contest.revealedCount > 0 && !contest.unfrozenAt && ` ${contest.revealedCount} ${contest.revealedCount === 1 ? 'row' : 'rows'} revealed from the bottom.`}
          {contest.joinCode && ` Join code: ${contest.joinCode}.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {contest.phase === 'running' && !isFrozenNow && <Button variant="secondary" disabled={clock.isPending} onClick={() => clock.mutate({ action: 'freeze-now' })}>Freeze now</Button>}
          {contest.phase === 'running' && <Button variant="danger" disabled={clock.isPending} onClick={() => clock.mutate({ action: 'end-now' })}>End contest now</Button>}
          {contest.phase === 'ended' && hasFreeze && !contest.unfrozenAt && (
            <>
              <Button variant="secondary" disabled={clock.isPending} onClick={() => clock.mutate({ action: 'reveal-next' })}>Reveal next row</Button>
              <Button disabled={clock.isPending} onClick={() => clock.mutate({ action: 'unfreeze' })}>Unfreeze scoreboard</Button>
            </>
          )}
        </div>
        {clock.isError && <Banner tone="error" className="mt-3">{errorMessage(clock.error, 'Failed to change the clock')}</Banner>}
      </Panel>
      {contest.access === 'invite' && (
        <Panel title="Invitations">
          <form onSubmit={sendInvites} className="grid gap-3">
            <TextField label="E-mails to invite" value={emails} onChange={(event) => setEmails(event.target.value)} hint="Separate them with commas or spaces." />
            {invite.isError && <Banner tone="error">{errorMessage(invite.error, 'Failed to invite')}</Banner>}
            {invite.isSuccess && <Banner tone="success">Invited.</Banner>}
            <div><Button type="submit" disabled={!emails.trim() || invite.isPending}>Invite</Button></div>
          </form>
        </Panel>
      )}
      <Panel title="Extra time">
        <form onSubmit={sendExtra} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
          <TextField label="Participant's e-mail" type="email" value={extraEmail} onChange={(event) => setExtraEmail(event.target.value)} required />
          <TextField label="Extra minutes" type="number" min={0} value={extraMinutes} onChange={(event) => setExtraMinutes(Number(event.target.value))} />
          <Button type="submit" disabled={extra.isPending}>Give time</Button>
        </form>
        {extra.isError && <Banner tone="error" className="mt-3">{errorMessage(extra.error, 'Failed to give extra time')}</Banner>}
        {extra.isSuccess && <Banner tone="success" className="mt-3">Extra time given.</Banner>}
      </Panel>
    </div>
  );
}
