import { AppError } from './app-error.ts';

const DAY_MS = 86_400_000;
/** Every zone offset in use is a multiple of 15 minutes, so local midnights fall on UTC quarter hours. */
const QUARTER_HOUR_MS = 15 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Throws a 400 for a name Intl does not know, so a typo is not silently treated as UTC. */
export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new AppError('VALIDATION_FAILED', `Unknown time zone: ${timeZone}`);
  }
}

/** The IANA zone the browser sent (UTC when absent or blank); a name Intl does not know answers 400. */
export function resolveTimeZone(sent: string | undefined): string {
  const timeZone = sent?.trim() || 'UTC';
  assertTimeZone(timeZone);
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

/** Offset of the zone from UTC at an instant, in milliseconds (east positive). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of local midnight starting this week's Monday in the zone. */
export function startOfWeek(now: Date, timeZone: string): Date {
  const today = dayNamer(timeZone)(now);
  const daysSinceMonday = (asUtcDate(today).getUTCDay() + 6) % 7;
  const mondayAsUtc = asUtcDate(shiftDay(today, -daysSinceMonday)).getTime();
  // Local midnight = UTC midnight minus the offset; re-read the offset there in case a DST change lies between.
  const guess = mondayAsUtc - zoneOffset(mondayAsUtc, timeZone);
  return new Date(mondayAsUtc - zoneOffset(guess, timeZone));
}

/** Every calendar day in the zone that an interval touches. */
export function daysTouched(start: Date, end: Date, timeZone: string): string[] {
  const nameDay = dayNamer(timeZone);
  const days = new Set<string>([nameDay(start), nameDay(end)]);
  for (let t = start.getTime() + DAY_MS; t < end.getTime(); t += DAY_MS) days.add(nameDay(new Date(t)));
  return [...days];
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
