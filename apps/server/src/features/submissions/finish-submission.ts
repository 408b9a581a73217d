import { and, eq, inArray } from 'drizzle-orm';
import type { ExecutionMethod, Verdict } from '@codepath/contract/enums';
import { isFullPoints, type FinalEvent, type SubmissionPoints } from '@codepath/contract/submissions';
import type { Database } from '../../db/client.ts';
import { submissions, type SubmissionRow } from '../../db/schema-judging.ts';
import type { SubmissionEvent, SubmissionEventBus } from './event-bus.ts';
import { isClaimable } from './claim-submission.ts';
import { lastEventSeq, storeEvents } from './event-store.ts';
import { finalEventOf } from './final-event.ts';
import { PENDING_STATUSES } from './statuses.ts';

export interface JudgedOutcome {
  verdict: Verdict;
  passedCount: number;
  testCount: number;
  runtimeMs: number;
  memoryKb: number;
  output: string;
  failedSampleOutput: string | null;
  executionMethod: ExecutionMethod | null;
  /**
   * The first failing test when it is a sample, with the package's texts of it, for
   * the final event; null when it is not a sample or nothing failed. Left out, the
   * final event does not carry the sample and clients read the details instead.
   */
  failedSample?: { index: number; input: string; expectedOutput: string } | null;
  /** Scoring problems: points by test group; null (or left out) for pass-fail problems. */
  points?: SubmissionPoints | null;
}

export interface FinishDeps {
  db: Database;
  bus: SubmissionEventBus;
  /** Updates the learner's progress on the problem; returns the score and wrong attempts after it. */
  recordVerdict(db: Database, userId: string, problemSlug: string, isAccepted: boolean | null): Promise<{ score: number; wrongAttempts: number }>;
  /** Called once the verdict and the learner's progress have committed, before the final event goes out. */
  onProgressChanged?(userId: string): void;
}

/** Rolls the finishing transaction back: the row is final already, or held by another attempt. */
class NotPendingError extends Error {}

/**
 * Writes the verdict once: the update only matches a pending row held by this
 * judging attempt (`claimToken`; without one, only a row nobody holds), so a
 * second finish (a job run twice, a restart, a worker that lost its claim)
 * changes nothing and sends no second final event. Progress, score and the final
 * event commit together with the verdict. `lastTestSeq`: the seq after which the
 * final event goes, when the caller knows no stored event is past it. `unstoredEvents`:
 * test events not stored yet, stored with the final event.
 */
export async function finishSubmission(
  deps: FinishDeps,
  submission: SubmissionRow,
  outcome: JudgedOutcome,
  claimToken?: string,
  lastTestSeq?: number,
  unstoredEvents: readonly SubmissionEvent[] = [],
): Promise<FinalEvent | null> {
  // A scoring problem is solved by full points only; a partial result counts like a wrong answer (problems/README.md, "Scoring").
  const isAccepted = isFullPoints(outcome.verdict, outcome.points);
  let finalEvent: { seq: number; event: FinalEvent };
  try {
    finalEvent = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      // Neither counts as a wrong attempt: an Internal Error is our failure, and code
      // that does not compile was never judged against a test.
      const isJudged = outcome.verdict !== 'Internal Error' && outcome.verdict !== 'Compilation Error';
      // Progress first (it locks the learner's row), so the verdict with its score is one write;
      // when that write finds the row final or held by another attempt, everything rolls back.
      const { score, wrongAttempts } = await deps.recordVerdict(db, submission.userId, submission.problemSlug, isJudged ? isAccepted : null);
      const [updated] = await db
        .update(submissions)
        .set({ ...outcome, status: outcome.verdict, finishedAt: new Date(), leaseUntil: null, score, wrongAttempts })
        .where(
          and(
            eq(submissions.id, submission.id),
            inArray(submissions.status, [...PENDING_STATUSES]),
            claimToken === undefined ? isClaimable : eq(submissions.claimToken, claimToken),
          ),
        )
        .returning({ id: submissions.id });
      if (!updated) throw new NotPendingError();
      const event: FinalEvent = finalEventOf(outcome, { score, wrongAttempts });
      // The final event sorts after every stored test event: an Internal Error may come
      // after some tests ran and knows no test count, so the stored ones count too, unless
      // the caller knows the last one.
      const lastSeq = Math.max(0, ...unstoredEvents.map((test) => test.seq));
      const seq = (lastTestSeq ?? Math.max(outcome.testCount, lastSeq, await lastEventSeq(db, submission.id))) + 1;
      await storeEvents(db, submission.id, [...unstoredEvents, { seq, type: 'final', data: event }]);
      return { seq, event };
    });
  } catch (error) {
    if (error instanceof NotPendingError) return null;
    throw error;
  }
  deps.onProgressChanged?.(submission.userId);
  deps.bus.publish(submission.id, { seq: finalEvent.seq, type: 'final', data: finalEvent.event });
  return finalEvent.event;
}
