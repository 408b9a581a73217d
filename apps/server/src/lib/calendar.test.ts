import { describe, expect, it } from 'vitest';
import { assertTimeZone, dayNamer, daysTouched, resolveTimeZone, shiftDay, splitByDay, startOfWeek, weekdayOf } from './calendar.ts';

describe('assertTimeZone and resolveTimeZone', () => {
  it('accept IANA names and refuse others with a clear message', () => {
    expect(() => assertTimeZone('Asia/Tokyo')).not.toThrow();
    expect(() => assertTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });

  it('take the browser zone, default to UTC and refuse unknown names', () => {
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('  ')).toBe('UTC');
    expect(() => resolveTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});

describe('startOfWeek', () => {
  it('is Monday 00:00 UTC by default, also when today is Sunday or Monday', () => {
    expect(startOfWeek(new Date('2026-11-22T15:00:00Z'), 'UTC').toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(startOfWeek(new Date('2026-11-23T00:00:00Z'), 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Monday
    expect(startOfWeek(new Date('2026-11-25T23:59:59Z'), 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('is local midnight in the given zone', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Paris (UTC+1 in November).
    expect(startOfWeek(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(startOfWeek(new Date('2026-11-25T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('handles a week that crosses a daylight-saving change', () => {
    // Europe/Paris switches to summer time on Sunday 2026-03-29; that week's Monday midnight is still UTC+1.
    expect(startOfWeek(new Date('2026-03-29T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-22T23:00:00.000Z');
  });
});

describe('days', () => {
  it('are named in the zone, shifted across month ends and named by weekday', () => {
    expect(dayNamer('UTC')(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
    expect(dayNamer('Europe/Paris')(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(dayNamer('America/Los_Angeles')(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-22')).toBe('Sun');
    expect(weekdayOf('2026-11-23')).toBe('Mon');
  });

  it('list every day an interval touches', () => {
    const days = daysTouched(new Date('2026-11-20T22:00:00Z'), new Date('2026-11-23T01:00:00Z'), 'UTC');
    expect(days.sort()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
  });

  it('split an interval at local midnight, also in a half-hour zone', () => {
    const kolkata = splitByDay(new Date('2026-11-22T18:00:00Z'), new Date('2026-11-22T19:00:00Z'), dayNamer('Asia/Kolkata'));
    // 18:00Z = 23:30 in Kolkata: 30 minutes on the 22nd, 30 on the 23rd.
    expect(Object.fromEntries(kolkata)).toEqual({ '2026-11-22': 30 * 60_000, '2026-11-23': 30 * 60_000 });
  });
});
