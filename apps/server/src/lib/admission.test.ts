import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { assertBelowPendingCap } from './admission.ts';

function errorOf(action: () => void): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('pending jobs cap', () => {
  it('refuses a job once the user has the cap waiting', () => {
    expect(() => assertBelowPendingCap(2, 3, 'submissions')).not.toThrow();
    expect(errorOf(() => assertBelowPendingCap(3, 3, 'submissions')).userMessage).toBe(
      'You already have 3 submissions waiting to be judged. Please wait for them to finish and try again.',
    );
  });
});
