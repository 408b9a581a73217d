import type { ActivityDay } from '@codepath/contract/dashboard';
import { dayNamer, shiftDay, splitByDay, weekdayOf } from '../../lib/calendar.ts';
import { currentStreak } from './current-streak.ts';

const MINUTE_MS = 60_000;
const WEEK_DAYS = 7;

export interface ActivityInstants {
  /** When each run and submission happened. */
  actions: Date[];
  /** Signed-in intervals. */
  sessions: { start: Date; end: Date }[];
}

export interface ActivitySummary {
  currentStreak: number;
  totalActiveDays: number;
  weeklyActivity: ActivityDay[];
}

/**
 * Days are the learner's calendar days. A day is active when it has a run, a
 * submission or signed-in time; the heat grid counts runs and submissions and
 * shows the minutes signed in. The streak counts only days with a run or a
 * submission: signing in alone (as every new account does) practises nothing.
 */
export function summarizeActivity(activity: ActivityInstants, timeZone: string, now: Date): ActivitySummary {
  const nameDay = dayNamer(timeZone);
  const today = nameDay(now);
  const countPerDay = new Map<string, number>();
  for (const instant of activity.actions) {
    const day = nameDay(instant);
    countPerDay.set(day, (countPerDay.get(day) ?? 0) + 1);
  }
  const msPerDay = new Map<string, number>();
  for (const session of activity.sessions) {
    for (const [day, ms] of splitByDay(session.start, session.end, nameDay)) msPerDay.set(day, (msPerDay.get(day) ?? 0) + ms);
  }
  // A session shorter than a quarter hour still marks its day.
  const activeDays = new Set([...countPerDay.keys(), ...msPerDay.keys(), ...activity.sessions.map((s) => nameDay(s.start))]);

  const weeklyActivity = Array.from({ length: WEEK_DAYS }, (_, i) => {
    const date = shiftDay(today, i - (WEEK_DAYS - 1));
    return {
      day: weekdayOf(date),
      date,
      count: countPerDay.get(date) ?? 0,
      timeSpent: Math.round((msPerDay.get(date) ?? 0) / MINUTE_MS),
    };
  });
  const practiceDays = new Set(countPerDay.keys());
  return { currentStreak: currentStreak(practiceDays, today), totalActiveDays: activeDays.size, weeklyActivity };
}
