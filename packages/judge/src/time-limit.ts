import type { TimeLimitRule } from './package/problem-config.ts';

/**
 * The time limit Kattis tools would set from the slowest accepted submission. Legacy
 * (problemtools): `time_multiplier` × slowest, rounded half up to whole seconds, at least
 * 1 s. 2025-09: the smallest multiple of `time_resolution` that is at least
 * `ac_to_time_limit` × slowest. Reported beside the configured limit; it never changes
 * which verdict a submission gets.
 */
export interface DerivedTimeLimit {
  /** The multiplier times the slowest accepted time, before rounding. */
  exactMs: number;
  derivedMs: number;
}

export function deriveTimeLimit(rule: TimeLimitRule, slowestAcceptedMs: number): DerivedTimeLimit {
  const exactMs = slowestAcceptedMs * rule.acToTimeLimit;
  if (rule.resolutionSeconds === undefined) {
    return { exactMs, derivedMs: Math.max(1, Math.floor(0.5 + exactMs / 1000)) * 1000 };
  }
  const resolutionMs = rule.resolutionSeconds * 1000;
  // A hair above a multiple stays on it: 1.1 × 100 ms is 110.00000000000001 in floating point.
  const steps = Math.max(1, Math.ceil(exactMs / resolutionMs - 1e-9));
  return { exactMs, derivedMs: Math.round(steps * resolutionMs * 1000) / 1000 };
}

/** How long a time_limit_exceeded submission must run without finishing: the limit × `time_limit_to_tle` (legacy `time_safety_margin`). */
export function timeLimitExceededBoundMs(rule: TimeLimitRule, limitMs: number): number {
  return Math.round(limitMs * rule.timeLimitToTle);
}

/** "2 s", "0.06 s", "0.3 s": milliseconds as seconds without trailing zeros. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
