import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { isFullPoints } from '@codepath/contract/submissions';
import { SUBMISSION_TIME_SPENT } from '@codepath/contract/constants';
import type { Language } from '@codepath/contract/enums';
import type { Database } from '../../db/client.ts';
import { problemProgress, submissions } from '../../db/schema-judging.ts';
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
  /**
   * After a rejudge changed a verdict: the learner's progress on the problem worked
   * out again from the verdicts their submissions have now, in the order they were
   * made, by the same rules (README.md, "Rejudging"). Call inside the transaction that
   * writes the new verdict.
   */
  recomputeFromVerdicts(db: Database, userId: string, problemSlug: string): Promise<VerdictOutcome>;
}

/** Not judged against a test (ours, or code that does not compile): never a wrong attempt. */
const UNJUDGED_VERDICTS = new Set(['Internal Error', 'Compilation Error']);

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

  async recomputeFromVerdicts(db, userId, problemSlug) {
    const [row] = await db
      .insert(problemProgress)
      .values({ userId, problemSlug })
      .onConflictDoUpdate({ target: [problemProgress.userId, problemProgress.problemSlug], set: { userId } })
      .returning();
    if (!row) throw new Error(`problem_progress row vanished for ${userId}/${problemSlug}`);
    const verdicts = await db
      .select({ status: submissions.status, points: submissions.points, finishedAt: submissions.finishedAt })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), eq(submissions.problemSlug, problemSlug), notInArray(submissions.status, ['Queued', 'Running'])))
      .orderBy(asc(submissions.submissionNumber));
    const firstSolving = verdicts.findIndex((verdict) => verdict.status !== 'Queued' && verdict.status !== 'Running' && isFullPoints(verdict.status, verdict.points));
    const before = firstSolving === -1 ? verdicts : verdicts.slice(0, firstSolving);
    const wrongAttempts = before.filter((verdict) => !UNJUDGED_VERDICTS.has(verdict.status)).length;
    const updatedAt = new Date();
    if (firstSolving === -1) {
      // No submission solves it any more: back to submitted (it was submitted), the frozen score gone.
      const status = row.status === 'solved' ? 'submitted' : row.status;
      await db.update(problemProgress).set({ status, wrongAttempts, finalScore: null, firstSolvedAt: null, updatedAt }).where(rowOf(userId, problemSlug));
      return { score: 0, wrongAttempts };
    }
    // Still solved with the same attempts before it: the frozen score stays as it was.
    const isUnchanged = row.status === 'solved' && row.wrongAttempts === wrongAttempts && row.finalScore !== null;
    const score = isUnchanged ? (row.finalScore ?? 0) : computeScore({ ...row, wrongAttempts });
    const firstSolvedAt = (isUnchanged ? row.firstSolvedAt : null) ?? verdicts[firstSolving]?.finishedAt ?? updatedAt;
    await db.update(problemProgress).set({ status: 'solved', wrongAttempts, finalScore: score, firstSolvedAt, updatedAt }).where(rowOf(userId, problemSlug));
    return { score, wrongAttempts };
  },
};
