import { eq } from 'drizzle-orm';
import type { TimeStatsAnswer } from '@codepath/contract/time';
import type { Database } from '../../db/client.ts';
import { timeSessions } from '../../db/schema.ts';
import { averageMinutesPerSolvedProblem } from './average-problem-time.ts';
import { dayNamer, daysTouched, startOfWeek } from '../../lib/calendar.ts';
import { loadProblemActions } from './load-problem-actions.ts';

const MINUTE_MS = 60_000;

/** Minutes with one decimal, so short sessions do not vanish into 0. */
const toMinutes = (ms: number) => Math.round((ms / MINUTE_MS) * 10) / 10;

/**
 * Time spent signed in. A session lasts from its start to its end, or to its last
 * activity while still open. The week starts Monday 00:00 in `timeZone` (UTC by default).
 * Time per problem runs from the first run or submission on it to its first acceptance.
 * A day is active when it has signed-in time, a run or a submission, as on the dashboard
 * (`summarizeActivity`), so the Active Days tile never counts fewer days than the streak.
 */
export async function getTimeStats(db: Database, userId: string, timeZone = 'UTC', now = new Date()): Promise<TimeStatsAnswer> {
  const sessions = await db
    .select({ startedAt: timeSessions.startedAt, lastActivityAt: timeSessions.lastActivityAt, endedAt: timeSessions.endedAt })
    .from(timeSessions)
    .where(eq(timeSessions.userId, userId));

  const weekStart = startOfWeek(now, timeZone).getTime();
  const activeDays = new Set<string>();
  let totalMs = 0;
  let thisWeekMs = 0;
  for (const session of sessions) {
    const start = session.startedAt.getTime();
    const end = Math.max(start, (session.endedAt ?? session.lastActivityAt).getTime());
    totalMs += end - start;
    thisWeekMs += Math.max(0, end - Math.max(start, weekStart));
    for (const day of daysTouched(new Date(start), new Date(end), timeZone)) activeDays.add(day);
  }

  const { actions, firstSolvedAt } = await loadProblemActions(db, userId);
  const nameDay = dayNamer(timeZone);
  for (const action of actions) activeDays.add(nameDay(action.at));
  return {
    thisWeekTime: toMinutes(thisWeekMs),
    activeDays: activeDays.size,
    averageTimePerProblem: averageMinutesPerSolvedProblem(actions, firstSolvedAt),
    averageSessionTime: sessions.length === 0 ? 0 : toMinutes(totalMs / sessions.length),
  };
}
