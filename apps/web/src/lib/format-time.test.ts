import { describe, expect, it } from 'vitest';
import { formatMinutes } from '@/lib/format-time';

describe('formatMinutes', () => {
  it('shows minutes alone under an hour', () => {
    expect(formatMinutes(0)).toBe('0m');
    expect(formatMinutes(59)).toBe('59m');
  });

  it('shows hours and minutes from an hour on, and hours alone on the hour', () => {
    expect(formatMinutes(60)).toBe('1h');
    expect(formatMinutes(61)).toBe('1h 1m');
    expect(formatMinutes(150)).toBe('2h 30m');
    expect(formatMinutes(180)).toBe('3h');
  });

  it('rounds fractional minutes before choosing the format', () => {
    expect(formatMinutes(59.6)).toBe('1h');
  });
});
