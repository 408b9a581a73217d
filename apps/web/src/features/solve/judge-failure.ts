import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * Why a run or submission never reached the judge. A lost connection says so, and
 * that nothing was lost (the code stays in this browser); otherwise the server's
 * words, or the spec's fallback.
 */
export function judgeFailureMessage(error: unknown, fallback: 'Failed to execute code' | 'Failed to submit solution'): string {
  if (error instanceof ApiError && (error.code === 'network' || error.code === 'timeout')) {
    const reason = error.code === 'timeout' ? 'the server took too long to answer' : navigator.onLine ? 'the server could not be reached' : 'you are offline';
    return `${fallback}: ${reason}. Your code is kept in this browser; try again once the connection is back.`;
  }
  return errorMessage(error, fallback);
}

/** Said while the verdict's stream is down: the submission itself is safe on the server. */
export const STREAM_TEXTS = {
  reconnecting: 'Connection to the judge lost: reconnecting… Your submission was received and is still being judged.',
  lost: 'Connection to the judge lost. Your submission was received and is judged on the server: check again to see its verdict.',
  checkAgain: 'Check again',
} as const;
