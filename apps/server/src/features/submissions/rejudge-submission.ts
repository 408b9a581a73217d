import { eq } from 'drizzle-orm';
import type { Judge } from '@codepath/judge/judge';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { Database } from '../../db/client.ts';
import { submissionEvents, submissions } from '../../db/schema-judging.ts';
import { backgroundJobs, rejudges } from '../../db/schema-jobs.ts';
import { claimJob, finishJob, MAX_JOB_ATTEMPTS, releaseJob, renewJob, type JobClaim } from '../../lib/background-jobs.ts';
import { JudgeStoppedError } from '../../lib/judge-stopped.ts';
import { RetryLaterError } from '../../queue/judge-queue.ts';
import { storeEvents } from './event-store.ts';
import { finalEventOf } from './final-event.ts';
import type { JudgedOutcome } from './finish-submission.ts';
import { judgedOutcomeOf, testEventOf } from './judge-submission.ts';
import { isFinalStatus } from './statuses.ts';

export interface RejudgeDeps {
  db: Database;
  judge: Judge;
  loadProblem(slug: string, version: number): Promise<{ pkg: ProblemPackage; version: number } | undefined>;
  /** The learner's progress worked out again from their verdicts (scores feature), inside the transaction. */
  recomputeProgress(db: Database, userId: string, problemSlug: string): Promise<{ score: number; wrongAttempts: number }>;
  onProgressChanged?(userId: string): void;
  leaseMs: number;
  log: { error(details: object, message: string): void };
}

/** What a rejudge job keeps of a submission's verdict, before and after. */
export interface VerdictRecord {
  verdict: string;
  passedCount: number;
  testCount: number;
  runtimeMs: number;
  memoryKb: number;
  score: number | null;
  problemVersion: number;
}

/** A submission still being judged for the first time is rejudged once that ends. */
const PENDING_RETRY_MS = 5_000;

class JobHeldError extends RetryLaterError {}

/**
 * The queue's handler of `rejudge` jobs (low priority, never ahead of a learner's
 * job). It judges a stored submission's code again on the package version its
 * rejudge names, then in one transaction, fenced by its claim: the submission row
 * gets the new verdict, its stored events are replaced by the new ones (a replay shows
 * the new verdict), the learner's progress and score are worked out again, and the
 * job keeps the old and the new verdict (the submission's history). An Internal
 * Error (ours) changes nothing: the job fails and the old verdict stands.
 */
export function createSubmissionRejudger(deps: RejudgeDeps): (jobId: string) => Promise<void> {
  const { db } = deps;
  return async (jobId) => {
    const claim = await claimJob(db, jobId, deps.leaseMs);
    if (!claim) {
      const [row] = await db.select({ status: backgroundJobs.status, leaseUntil: backgroundJobs.leaseUntil }).from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
      if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
      throw new JobHeldError(`rejudge ${jobId} is held by another attempt`, (row.leaseUntil?.getTime() ?? Date.now()) + 500);
    }
    const fail = (error: string) => finishJob(db, jobId, claim.token, { status: 'failed', error });
    if (claim.job.attempts > MAX_JOB_ATTEMPTS) {
      await fail('The rejudge was interrupted too often. Start it again.');
      return;
    }
    const [submission] = await db.select().from(submissions).where(eq(submissions.id, claim.job.submissionId ?? ''));
    const [rejudge] = await db.select({ judgeVersion: rejudges.judgeVersion }).from(rejudges).where(eq(rejudges.id, claim.job.rejudgeId ?? ''));
    if (!submission || !rejudge) {
      await fail('The submission no longer exists.');
      return;
    }
    if (!isFinalStatus(submission.status)) {
      await releaseJob(db, claim);
      throw new JobHeldError(`submission ${submission.id} is still being judged`, Date.now() + PENDING_RETRY_MS);
    }
    const renewal = setInterval(() => {
      renewJob(db, claim, deps.leaseMs).catch(() => {});
    }, Math.max(250, deps.leaseMs / 3));
    renewal.unref();
    try {
      const problem = await deps.loadProblem(submission.problemSlug, rejudge.judgeVersion ?? submission.problemVersion);
      if (!problem) {
        await fail(`The package of ${submission.problemSlug} version ${rejudge.judgeVersion ?? submission.problemVersion} cannot be read.`);
        return;
      }
      const result = await deps.judge.gradeSubmission({ pkg: problem.pkg, language: submission.language, source: submission.code, mode: 'first-failure' });
      if (result.verdict === 'Internal Error') {
        deps.log.error({ jobId, submissionId: submission.id, detail: result.compileOutput }, 'the judge reported an Internal Error while rejudging');
        await fail('The judge failed (Internal Error); the verdict before stands. Rejudge it again.');
        return;
      }
      const outcome = judgedOutcomeOf(problem.pkg, result);
      const events = result.tests.map((test) => ({ seq: test.index, type: 'test' as const, data: testEventOf(test) }));
      const written = await writeNewVerdict(deps, claim, submission, problem.version, outcome, events);
      if (written) deps.onProgressChanged?.(submission.userId);
    } catch (error) {
      if (error instanceof JudgeStoppedError) {
        await releaseJob(db, claim).catch(() => {});
        throw error;
      }
      deps.log.error({ err: error, jobId }, 'rejudging failed');
      await fail('The judge failed while rejudging; the verdict before stands. Rejudge it again.');
    } finally {
      clearInterval(renewal);
    }
  };
}

const recordOf = (row: Pick<typeof submissions.$inferSelect, 'status' | 'passedCount' | 'testCount' | 'runtimeMs' | 'memoryKb' | 'score' | 'problemVersion'>): VerdictRecord => ({
  verdict: row.status,
  passedCount: row.passedCount,
  testCount: row.testCount,
  runtimeMs: row.runtimeMs,
  memoryKb: row.memoryKb,
  score: row.score,
  problemVersion: row.problemVersion,
});

/** The one write of a rejudge; false (and nothing written) when the job was taken over or ended meanwhile. */
async function writeNewVerdict(
  deps: RejudgeDeps,
  claim: JobClaim,
  before: typeof submissions.$inferSelect,
  version: number,
  outcome: JudgedOutcome,
  events: { seq: number; type: 'test'; data: ReturnType<typeof testEventOf> }[],
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [current] = await db.select().from(submissions).where(eq(submissions.id, before.id)).for('update');
    if (!current) return false;
    const { failedSample: _failedSample, ...columns } = outcome;
    await db
      .update(submissions)
      .set({ ...columns, points: outcome.points ?? null, status: outcome.verdict, problemVersion: version })
      .where(eq(submissions.id, before.id));
    const { score, wrongAttempts } = await deps.recomputeProgress(db, before.userId, before.problemSlug);
    const [after] = await db.update(submissions).set({ score, wrongAttempts }).where(eq(submissions.id, before.id)).returning();
    if (!after) return false;
    await db.delete(submissionEvents).where(eq(submissionEvents.submissionId, before.id));
    await storeEvents(db, before.id, [...events, { seq: outcome.testCount + 1, type: 'final', data: finalEventOf(outcome, { score, wrongAttempts }) }]);
    const isFinished = await finishJob(db, claim.job.id, claim.token, { status: 'done', result: { before: recordOf(current), after: recordOf(after) } });
    // Taken over by another attempt (our lease ran out): roll everything back; that attempt writes.
    if (!isFinished) throw new RollBack();
    return true;
  }).catch((error: unknown) => {
    if (error instanceof RollBack) return false;
    throw error;
  });
}

class RollBack extends Error {}
