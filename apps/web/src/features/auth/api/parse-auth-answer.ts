import { AuthAnswer } from '@codepath/contract/auth';
import { ApiError } from '@/lib/api-client';

/** A sign-in answer without both user and token is unusable; say so in the spec's words. */
export function parseAuthAnswer(payload: unknown): AuthAnswer {
  const parsed = AuthAnswer.safeParse(payload);
  if (!parsed.success) throw new ApiError('invalid-response', 'Invalid response from server');
  return parsed.data;
}
