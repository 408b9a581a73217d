import type { SubmissionRow } from '../../db/schema-judging.ts';
import { eq } from 'drizzle-orm';
import { submissions } from '../../db/schema-judging.ts';
import type { JudgeQueue } from '../../queue/judge-queue.ts';
import { findUnclaimed, MAX_JUDGING_ATTEMPTS } from './claim-submission.ts';
import { finishSubmission, type FinishDeps } from './finish-submission.ts';

export interface SweepDeps extends FinishDeps {
  queue: JudgeQueue;
}

/**
 * Finds submissions whose job may be gone (Queued for a while, or Running with a
 * lease that ran out: a killed worker, a lost job) and queues them again.
 * Queueing an id that is still queued or running changes nothing, so every
 * server may sweep. A submission whose judging died too often is ended with an
 * Internal Error instead of being tried forever. Answers how many were queued.
 */
export async function sweepUnfinished(deps: SweepDeps, minAgeMs: number): Promise<number> {
  const rows = await findUnclaimed(deps.db, minAgeMs);
  let queued = 0;
  for (const row of rows) {
    if (row.status === 'Running' && row.attempts >= MAX_JUDGING_ATTEMPTS) {
      const [submission] = await deps.db.select().from(submissions).where(eq(submissions.id, row.id));
      if (submission) await finishSubmission(deps, submission, givenUp(submission));
      continue;
    }
    await deps.queue.enqueueSubmission(row.id, row.userId);
    queued += 1;
  }
  return queued;
}

function givenUp(submission: SubmissionRow) {
  return {
    verdict: 'Internal Error' as const,
    passedCount: 0,
    testCount: submission.testCount,
    runtimeMs: 0,
    memoryKb: 0,
    output: 'Internal Error: judging was interrupted too often. Please submit again.',
    failedSampleOutput: null,
    failedSample: null,
    executionMethod: null,
  };
}
