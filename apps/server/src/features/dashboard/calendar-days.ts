import { AppError } from '../../lib/app-error.ts';

const DAY_MS = 86_400_000;
/** Every zone offset in use is a multiple of 15 minutes, so local midnights fall on UTC quarter hours. */
const QUARTER_HOUR_MS = 15 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The IANA zone the browser sent (UTC when absent); a name Intl does not know answers 400. */
export function resolveTimeZone(header: string | undefined): string {
  const timeZone = header?.trim() || 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new AppError('VALIDATION_FAILED', `Unknown time zone: ${timeZone}`);
  }
  return timeZone;
}

/** Names instants by their calendar day (YYYY-MM-DD) in one zone. */
export function dayNamer(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => {
    const parts = format.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
}

const asUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `offset` days after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, offset: number): string {
  return new Date(asUtcDate(day).getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): string {
  return WEEKDAYS[asUtcDate(day).getUTCDay()] ?? '';
}

/** Milliseconds of an interval falling on each local calendar day it touches. */
export function splitByDay(start: Date, end: Date, nameDay: (instant: Date) => string): Map<string, number> {
  const perDay = new Map<string, number>();
  for (let t = start.getTime(); t < end.getTime(); ) {
    const next = Math.min(end.getTime(), (Math.floor(t / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS);
    const day = nameDay(new Date(t));
    perDay.set(day, (perDay.get(day) ?? 0) + (next - t));
    t = next;
  }
  return perDay;
}

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
