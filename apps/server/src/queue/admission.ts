import { AppError } from '../lib/app-error.ts';

export interface RateLimit {
  /** Jobs allowed per user per window. */
  limit: number;
  windowMs: number;
}

/**
 * Per-user sliding-window counter for runs and submissions, kept in memory:
 * behind several servers each enforces its own share, which is enough to stop
 * one learner from flooding the judge.
 */
export interface UserRateLimiter {
  /** Counts one job for the user, or throws a 429 naming the seconds to wait. */
  take(userId: string, now?: number): void;
}

export function createUserRateLimiter(rate: RateLimit, noun: 'runs' | 'submissions'): UserRateLimiter {
  const recent = new Map<string, number[]>();
  return {
    take(userId, now = Date.now()) {
      const kept = (recent.get(userId) ?? []).filter((at) => at > now - rate.windowMs);
      const oldest = kept[0];
      if (kept.length >= rate.limit && oldest !== undefined) {
        recent.set(userId, kept);
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + rate.windowMs - now) / 1000));
        throw new AppError('RATE_LIMITED', `Too many ${noun}. Please wait ${retryAfterSeconds} seconds and try again.`, {
          details: { retryAfterSeconds },
        });
      }
      kept.push(now);
      recent.set(userId, kept);
    },
  };
}

/** 429 when a learner already has `limit` jobs waiting or running. */
export function assertBelowPendingCap(pending: number, limit: number, noun: 'runs' | 'submissions'): void {
  if (pending >= limit) {
    throw new AppError(
      'RATE_LIMITED',
      `You already have ${pending} ${noun} waiting to be judged. Please wait for them to finish and try again.`,
    );
  }
}
