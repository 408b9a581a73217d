import { describe, expect, it } from 'vitest';
import { LEGACY_TIME_RULE, MODERN_TIME_RULE } from './package/problem-config.ts';
import { deriveTimeLimit, formatSeconds, timeLimitExceededBoundMs } from './time-limit.ts';

describe('deriveTimeLimit', () => {
  it('legacy: time_multiplier 5 × the slowest accepted, rounded half up to whole seconds, at least 1 s', () => {
    expect(deriveTimeLimit(LEGACY_TIME_RULE, 60)).toEqual({ exactMs: 300, derivedMs: 1000 });
    expect(deriveTimeLimit(LEGACY_TIME_RULE, 308)).toEqual({ exactMs: 1540, derivedMs: 2000 });
    expect(deriveTimeLimit(LEGACY_TIME_RULE, 300)).toEqual({ exactMs: 1500, derivedMs: 2000 });
    expect(deriveTimeLimit(LEGACY_TIME_RULE, 299)).toEqual({ exactMs: 1495, derivedMs: 1000 });
    expect(deriveTimeLimit({ acToTimeLimit: 3, timeLimitToTle: 2 }, 1000)).toEqual({ exactMs: 3000, derivedMs: 3000 });
  });

  it('2025-09: ac_to_time_limit 2 × the slowest accepted, rounded up to a multiple of time_resolution', () => {
    expect(deriveTimeLimit(MODERN_TIME_RULE, 60)).toEqual({ exactMs: 120, derivedMs: 1000 });
    expect(deriveTimeLimit(MODERN_TIME_RULE, 501)).toEqual({ exactMs: 1002, derivedMs: 2000 });
    expect(deriveTimeLimit(MODERN_TIME_RULE, 500)).toEqual({ exactMs: 1000, derivedMs: 1000 });
    expect(deriveTimeLimit({ ...MODERN_TIME_RULE, resolutionSeconds: 0.1 }, 60)).toEqual({ exactMs: 120, derivedMs: 200 });
    // 1.1 × 100 ms is 110.00000000000001 in floating point: still 0.11 s, not 0.12 s.
    expect(deriveTimeLimit({ acToTimeLimit: 1.1, timeLimitToTle: 1.5, resolutionSeconds: 0.01 }, 100).derivedMs).toBe(110);
  });

  it('uses the spec defaults: legacy 5 and 2, 2025-09 2.0, 1.5 and 1 s', () => {
    expect(LEGACY_TIME_RULE).toEqual({ acToTimeLimit: 5, timeLimitToTle: 2 });
    expect(MODERN_TIME_RULE).toEqual({ acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionSeconds: 1 });
  });
});

describe('timeLimitExceededBoundMs and formatSeconds', () => {
  it('multiplies the limit by time_limit_to_tle (legacy time_safety_margin)', () => {
    expect(timeLimitExceededBoundMs(MODERN_TIME_RULE, 2000)).toBe(3000);
    expect(timeLimitExceededBoundMs(LEGACY_TIME_RULE, 1000)).toBe(2000);
  });

  it('writes milliseconds as seconds without trailing zeros', () => {
    expect([formatSeconds(2000), formatSeconds(60), formatSeconds(300), formatSeconds(1540)]).toEqual(['2 s', '0.06 s', '0.3 s', '1.54 s']);
  });
});
