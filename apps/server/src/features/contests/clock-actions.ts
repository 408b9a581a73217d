import { eq } from 'drizzle-orm';
import type { ClockBody } from '@codepath/contract/contests';
import type { Database } from '../../db/client.ts';
import { contests, type ContestRow } from '../../db/schema-contests.ts';
import { AppError } from '../../lib/app-error.ts';
import { freezeStartSeconds, phaseOf } from './contest-clock.ts';

/**
 * The jury's clock: freeze the public board from now, end the contest now (the freeze
 * keeps its start), or unfreeze the board once the contest is over.
 */
export async function changeClock(db: Database, contest: ContestRow, action: ClockBody['action'], now: Date): Promise<void> {
  const phase = phaseOf(contest, now);
  if (action === 'unfreeze') {
    if (phase !== 'ended') throw new AppError('CONFLICT', 'The scoreboard can be unfrozen once the contest has ended.');
    if (contest.unfrozenAt) throw new AppError('CONFLICT', 'The scoreboard is not frozen.');
    await db.update(contests).set({ unfrozenAt: now }).where(eq(contests.id, contest.id));
    return;
  }
  if (phase !== 'running') throw new AppError('CONFLICT', 'Only a running contest can be frozen or ended.');
  if (contest.windowEndsAt) throw new AppError('CONFLICT', 'A contest with a start window keeps its set times.');
  const elapsed = Math.max(1, Math.floor((now.getTime() - contest.startsAt.getTime()) / 1000));
  if (action === 'freeze-now') {
    await db.update(contests).set({ freezeSeconds: contest.durationSeconds - elapsed }).where(eq(contests.id, contest.id));
    return;
  }
  const freezeStart = freezeStartSeconds(contest);
  const freezeSeconds = freezeStart === null ? 0 : Math.max(0, elapsed - freezeStart);
  await db.update(contests).set({ durationSeconds: elapsed, freezeSeconds }).where(eq(contests.id, contest.id));
}
