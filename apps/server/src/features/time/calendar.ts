import { AppError } from '../../lib/app-error.ts';

const DAY_MS = 86_400_000;

/** Throws a 400 for a name Intl does not know, so a typo is not silently treated as UTC. */
export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new AppError('VALIDATION_FAILED', `Unknown time zone: ${timeZone}`);
  }
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function localDate(instant: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayKey(instant: Date, timeZone: string): string {
  const { year, month, day } = localDate(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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
  const today = localDate(now, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const daysSinceMonday = (weekday + 6) % 7;
  const mondayAsUtc = Date.UTC(today.year, today.month - 1, today.day) - daysSinceMonday * DAY_MS;
  // Local midnight = UTC midnight minus the offset; re-read the offset there in case a DST change lies between.
  const guess = mondayAsUtc - zoneOffset(mondayAsUtc, timeZone);
  return new Date(mondayAsUtc - zoneOffset(guess, timeZone));
}

/** Every calendar day in the zone that an interval touches. */
export function daysTouched(start: Date, end: Date, timeZone: string): string[] {
  const days = new Set<string>([dayKey(start, timeZone), dayKey(end, timeZone)]);
  for (let t = start.getTime() + DAY_MS; t < end.getTime(); t += DAY_MS) days.add(dayKey(new Date(t), timeZone));
  return [...days];
}
