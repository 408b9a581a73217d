import { describe, expect, it } from 'vitest';
import { currentStreak } from './current-streak.ts';

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
