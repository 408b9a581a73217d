import { describe, expect, it } from 'vitest';
import { assertTimeZone, dayKey, daysTouched, startOfWeek } from './calendar.ts';

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

describe('dayKey and daysTouched', () => {
  it('name the calendar day in the zone', () => {
    expect(dayKey(new Date('2026-11-22T23:30:00Z'), 'UTC')).toBe('2026-11-22');
    expect(dayKey(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-23');
  });

  it('list every day an interval touches', () => {
    const days = daysTouched(new Date('2026-11-20T22:00:00Z'), new Date('2026-11-23T01:00:00Z'), 'UTC');
    expect(days.sort()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
  });
});

describe('assertTimeZone', () => {
  it('accepts IANA names and refuses others with a clear message', () => {
    expect(() => assertTimeZone('Asia/Tokyo')).not.toThrow();
    expect(() => assertTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});
