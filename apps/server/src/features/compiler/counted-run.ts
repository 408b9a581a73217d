import { AppError } from '../../lib/app-error.ts';
import { assertBelowPendingCap } from '../../lib/admission.ts';
import { JudgeStoppedError } from '../../lib/judge-stopped.ts';
import { QueueClosedError, QueueTimeoutError } from '../../queue/judge-queue.ts';
import type { PendingRuns } from '../../queue/pending-runs.ts';

export interface CountedRunDeps {
  /** Runs one learner may have waiting or running at once, counted in `pendingRuns`. */
  maxPendingRuns: number;
  pendingRuns: PendingRuns;
}

/**
 * Runs `work` (one queued run of either kind) counted among the learner's pending
 * runs, and turns a closed or silent queue into the 503 a learner can act on.
 */
export async function countedRun<Result>(deps: CountedRunDeps, userId: string, work: () => Promise<Result>): Promise<Result> {
  const { pendingRuns, maxPendingRuns } = deps;
  // Taken atomically: another server may have started one of this learner's runs since the checks.
  const { taken, pending } = await pendingRuns.take(userId, maxPendingRuns);
  if (!taken) assertBelowPendingCap(pending, maxPendingRuns, 'runs');
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueueClosedError || error instanceof JudgeStoppedError) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The judge is restarting. Please run your code again in a moment.');
    }
    if (error instanceof QueueTimeoutError) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The judge is busy. Please run your code again in a moment.');
    }
    throw error;
  } finally {
    // Should Redis fail here, the count expires by itself (PENDING_RUNS_TTL_MS); the answer still goes out.
    await pendingRuns.release(userId).catch(() => undefined);
  }
}
