import { eq } from 'drizzle-orm';
import type { ClockBody } from '@codepath/contract/contests';
import type { Database } from '../../db/client.ts';
import { contests, type ContestRow } from '../../db/schema-contests.ts';
import { AppError } from '../../lib/app-error.ts';
import { boardViewOf, loadBoardInput } from './board-source.ts';
import { computeScoreboard } from './compute-scoreboard.ts';
import { freezeStartSeconds, phaseOf } from './contest-clock.ts';

/**
 * The jury's clock: freeze the public board from now, end the contest now (the freeze
 * keeps its start), or once the contest is over reveal the frozen board row by row (the
 * lowest-ranked row that still has frozen tries, as a resolver does) or all at once.
 */
export async function changeClock(db: Database, contest: ContestRow, action: ClockBody['action'], now: Date): Promise<void> {
  const phase = phaseOf(contest, now);
  if (action === 'reveal-next') {
    if (phase !== 'ended') throw new AppError('CONFLICT', 'Rows can be revealed once the contest has ended.');
    if (contest.unfrozenAt) throw new AppError('CONFLICT', 'The scoreboard is not frozen.');
    const board = computeScoreboard(await loadBoardInput(db, contest), boardViewOf(contest, { kind: 'public', viewerId: null }, now));
    const next = [...board.rows].reverse().find((row) => row.cells.some((cell) => cell.state === 'frozen'));
    // Nothing frozen is left: the board is the final one.
    if (!next) await db.update(contests).set({ unfrozenAt: now }).where(eq(contests.id, contest.id));
    else await db.update(contests).set({ revealedUserIds: [...contest.revealedUserIds, next.userId] }).where(eq(contests.id, contest.id));
    return;
  }
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
