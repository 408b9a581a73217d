import { describe, expect, it } from 'vitest';
import { currentStreak, dayNamer, resolveTimeZone, shiftDay, splitByDay, weekdayOf } from './calendar-days.ts';

describe('resolveTimeZone', () => {
  it('takes the browser zone, defaults to UTC and refuses unknown names', () => {
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(() => resolveTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
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

  it('split an interval at local midnight, also in a half-hour zone', () => {
    const kolkata = splitByDay(new Date('2026-11-22T18:00:00Z'), new Date('2026-11-22T19:00:00Z'), dayNamer('Asia/Kolkata'));
    // 18:00Z = 23:30 in Kolkata: 30 minutes on the 22nd, 30 on the 23rd.
    expect(Object.fromEntries(kolkata)).toEqual({ '2026-11-22': 30 * 60_000, '2026-11-23': 30 * 60_000 });
  });
});

describe('currentStreak', () => {
  const days = new Set(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);

  it('counts consecutive days up to today', () => {
    expect(currentStreak(new Set([...days, '2026-11-22']), '2026-11-22')).toBe(5);
  });

  it('still counts up to yesterday when nothing happened yet today', () => {
    expect(currentStreak(days, '2026-11-22')).toBe(4);
  });

  it('is broken by a day without activity', () => {
    expect(currentStreak(days, '2026-11-23')).toBe(0);
    expect(currentStreak(new Set(['2026-11-20', '2026-11-22']), '2026-11-22')).toBe(1);
  });
});
