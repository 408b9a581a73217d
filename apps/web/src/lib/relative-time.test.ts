import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-25T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelativeTime(before(20), now)).toBe('just now');
    expect(formatRelativeTime(before(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(before(3 * 60 + 50), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(before(2 * 3600), now)).toBe('2 hours ago');
    expect(formatRelativeTime(before(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(before(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(formatRelativeTime(before(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(before(400 * 24 * 3600), now)).toBe('last year');
  });
});
