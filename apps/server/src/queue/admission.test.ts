import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { assertBelowPendingCap, createUserRateLimiter } from './admission.ts';

function errorOf(action: () => void): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('per-user rate limit', () => {
  it('allows the limit per window, then answers 429 with the seconds to wait', () => {
    const limiter = createUserRateLimiter({ limit: 2, windowMs: 60_000 }, 'submissions');
    limiter.take('ada', 0);
    limiter.take('ada', 1_000);
    const error = errorOf(() => limiter.take('ada', 15_000));
    expect(error.statusCode).toBe(429);
    expect(error.userMessage).toBe('Too many submissions. Please wait 45 seconds and try again.');
    expect(error.toBody().retryAfterSeconds).toBe(45);
  });

  it('counts each user apart and forgets jobs older than the window', () => {
    const limiter = createUserRateLimiter({ limit: 1, windowMs: 60_000 }, 'runs');
    limiter.take('ada', 0);
    limiter.take('grace', 0);
    expect(errorOf(() => limiter.take('ada', 59_999)).userMessage).toBe('Too many runs. Please wait 1 seconds and try again.');
    expect(() => limiter.take('ada', 60_001)).not.toThrow();
  });
});

describe('pending jobs cap', () => {
  it('refuses a job once the user has the cap waiting', () => {
    expect(() => assertBelowPendingCap(2, 3, 'submissions')).not.toThrow();
    expect(errorOf(() => assertBelowPendingCap(3, 3, 'submissions')).userMessage).toBe(
      'You already have 3 submissions waiting to be judged. Please wait for them to finish and try again.',
    );
  });
});
