import type { ContestPhase } from '@codepath/contract/contests';
import type { ContestParticipantRow, ContestRow } from '../../db/schema-contests.ts';

type ClockFields = Pick<ContestRow, 'startsAt' | 'durationSeconds' | 'freezeSeconds' | 'windowEndsAt' | 'unfrozenAt'>;

/** When the contest as a whole is over: its end, or in a window contest the window's end plus one contest length. */
export function contestEndsAt(contest: ClockFields): Date {
  const lastStart = contest.windowEndsAt ?? contest.startsAt;
  return new Date(lastStart.getTime() + contest.durationSeconds * 1000);
}

export function phaseOf(contest: ClockFields, now: Date): ContestPhase {
  if (now < contest.startsAt) return 'upcoming';
  return now < contestEndsAt(contest) ? 'running' : 'ended';
}

/** The contest second from which tries are hidden on the frozen board (null: no freeze). */
export function freezeStartSeconds(contest: ClockFields): number | null {
  return contest.freezeSeconds > 0 ? contest.durationSeconds - contest.freezeSeconds : null;
}

/** When the public board freezes (absolute, from the first possible start). */
export function freezesAt(contest: ClockFields): Date | null {
  const start = freezeStartSeconds(contest);
  return start === null ? null : new Date(contest.startsAt.getTime() + start * 1000);
}

/** Whoever is not the jury sees the frozen board from the freeze until the jury unfreezes it. */
export function isPublicFrozen(contest: ClockFields, now: Date): boolean {
  const at = freezesAt(contest);
  return at !== null && contest.unfrozenAt === null && now >= at;
}

/** A participant's own clock: when it started and when their time is up (extra time included). */
export function participantClock(contest: ClockFields, participant: Pick<ContestParticipantRow, 'kind' | 'startedAt' | 'extraSeconds'>): { startedAt: Date | null; endsAt: Date | null } {
  const startedAt = participant.kind === 'official' && contest.windowEndsAt === null ? contest.startsAt : participant.startedAt;
  if (!startedAt) return { startedAt: null, endsAt: null };
  return { startedAt, endsAt: new Date(startedAt.getTime() + (contest.durationSeconds + participant.extraSeconds) * 1000) };
}
