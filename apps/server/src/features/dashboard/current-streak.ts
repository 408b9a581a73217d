import { shiftDay } from '../../lib/calendar.ts';

/** Consecutive active days ending today, or ending yesterday when today has no activity yet. */
export function currentStreak(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (activeDays.has(day)) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return streak;
}
