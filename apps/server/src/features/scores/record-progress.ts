import { and, eq, sql } from 'drizzle-orm';
import { SUBMISSION_TIME_SPENT } from '@codepath/contract/constants';
import type { Language } from '@codepath/contract/enums';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import { computeScore } from './compute-score.ts';

export interface VerdictOutcome {
  /** The problem's frozen score once solved, else 0. */
  score: number;
  wrongAttempts: number;
}

/**
 * Status moves one way: not-attempted → attempted (first run) → submitted
 * (submitted, not yet accepted) → solved (accepted; never goes back).
 */
export interface ProgressRecorder {
  recordRun(db: Database, userId: string, problemSlug: string): Promise<void>;
  /** A stored submission: status submitted (unless solved), its language, and SUBMISSION_TIME_SPENT more time spent. */
  recordSubmit(db: Database, userId: string, problemSlug: string, language: Language): Promise<void>;
  /**
   * Call inside the transaction that writes the submission's final verdict, once per
   * submission. `isAccepted` null means the code was not judged (an Internal Error,
   * our failure, or a Compilation Error): no wrong attempt is counted; the
   * submission scores 0 like any submission that was not accepted, with the
   * attempts as they stand.
   */
  recordVerdict(db: Database, userId: string, problemSlug: string, isAccepted: boolean | null): Promise<VerdictOutcome>;
}

const ensureRow = (db: Database, userId: string, problemSlug: string) =>
  db.insert(problemProgress).values({ userId, problemSlug }).onConflictDoNothing();

const rowOf = (userId: string, problemSlug: string) =>
  and(eq(problemProgress.userId, userId), eq(problemProgress.problemSlug, problemSlug));

export const progressRecorder: ProgressRecorder = {
  async recordRun(db, userId, problemSlug) {
    await ensureRow(db, userId, problemSlug);
    await db
      .update(problemProgress)
      .set({ status: 'attempted', updatedAt: new Date() })
      .where(and(rowOf(userId, problemSlug), eq(problemProgress.status, 'not-attempted')));
  },

  async recordSubmit(db, userId, problemSlug, language) {
    const updatedAt = new Date();
    // The spec's submit call reports timeSpent as its constant 10; the server adds the
    // constant itself rather than trust the browser's number. One statement: a new row
    // starts at 0, so it gets the constant as it is.
    await db
      .insert(problemProgress)
      .values({ userId, problemSlug, status: 'submitted', language, timeSpent: SUBMISSION_TIME_SPENT, updatedAt })
      .onConflictDoUpdate({
        target: [problemProgress.userId, problemProgress.problemSlug],
        set: {
          status: sql`case when ${problemProgress.status} = 'solved' then 'solved' else 'submitted' end`,
          language,
          timeSpent: sql`${problemProgress.timeSpent} + ${SUBMISSION_TIME_SPENT}`,
          updatedAt,
        },
      });
  },

  async recordVerdict(db, userId, problemSlug, isAccepted) {
    // One statement creates the row when missing and locks it (a no-op update): two submissions
    // of one learner finishing together must not lose a wrong attempt.
    const [row] = await db
      .insert(problemProgress)
      .values({ userId, problemSlug })
      .onConflictDoUpdate({ target: [problemProgress.userId, problemProgress.problemSlug], set: { userId } })
      .returning();
    if (!row) throw new Error(`problem_progress row vanished for ${userId}/${problemSlug}`);
    if (row.status === 'solved') return { score: row.finalScore ?? 0, wrongAttempts: row.wrongAttempts };
    if (isAccepted === null) return { score: 0, wrongAttempts: row.wrongAttempts };
    if (!isAccepted) {
      const wrongAttempts = row.wrongAttempts + 1;
      await db.update(problemProgress).set({ wrongAttempts, updatedAt: new Date() }).where(rowOf(userId, problemSlug));
      return { score: 0, wrongAttempts };
    }
    const score = computeScore(row);
    const now = new Date();
    await db
      .update(problemProgress)
      .set({ status: 'solved', finalScore: score, firstSolvedAt: now, updatedAt: now })
      .where(rowOf(userId, problemSlug));
    return { score, wrongAttempts: row.wrongAttempts };
  },
};
