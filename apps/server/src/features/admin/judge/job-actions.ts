import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ProblemJobKind } from '@codepath/contract/admin-judge';
import type { Database } from '../../../db/client.ts';
import { submissionEvents, submissions } from '../../../db/schema-judging.ts';
import { backgroundJobs } from '../../../db/schema-jobs.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { finishJob } from '../../../lib/background-jobs.ts';

/** What the judge screen's buttons need of judging (wired in app.ts). */
export interface JobControls {
  enqueueSubmission(submissionId: string, owner: string): Promise<void>;
  enqueueBackground(jobId: string, kind: 'verify' | 'rejudge' | 'similarity'): Promise<void>;
  /** Gives a submission nobody holds its one final verdict: an Internal Error (never charged to the learner). False when it is held or final. */
  failSubmission(submissionId: string, reason: string): Promise<boolean>;
}

type Actor = { id: string; email: string };

const BUSY = 'It is being judged right now (its worker renews its claim). Wait for it, or try again once its lease has run out.';
const STOPPED_BY_ADMIN = 'Stopped by an administrator.';

const submissionIsFree = or(eq(submissions.status, 'Queued'), and(eq(submissions.status, 'Running'), or(isNull(submissions.leaseUntil), lt(submissions.leaseUntil, sql`now()`))));
const jobIsFree = or(
  inArray(backgroundJobs.status, ['queued', 'failed', 'cancelled']),
  and(eq(backgroundJobs.status, 'running'), or(isNull(backgroundJobs.leaseUntil), lt(backgroundJobs.leaseUntil, sql`now()`))),
);

/**
 * Queues a job again from the start, its attempts counted anew: a submission nobody
 * holds (its partial events dropped) or a background job that failed, was cancelled,
 * waits, or whose worker stopped. A job a live worker holds is left alone.
 */
export async function requeueJob(db: Database, controls: JobControls, kind: ProblemJobKind, id: string, actor: Actor): Promise<void> {
  if (kind === 'submission') {
    const owner = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(submissions)
        .set({ status: 'Queued', attempts: 0, claimToken: null, leaseUntil: null })
        .where(and(eq(submissions.id, id), submissionIsFree))
        .returning({ userId: submissions.userId });
      if (!row) throw await notFree(tx, kind, id);
      await tx.delete(submissionEvents).where(eq(submissionEvents.submissionId, id));
      await recordAudit(tx, actor, { action: 'job.requeue', targetType: 'submission', targetId: id, after: { status: 'Queued' } });
      return row.userId;
    });
    await controls.enqueueSubmission(id, owner);
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(backgroundJobs)
      .set({ status: 'queued', attempts: 0, claimToken: null, leaseUntil: null, error: null, result: null, progress: null, finishedAt: null })
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.kind, kind), jobIsFree))
      .returning({ id: backgroundJobs.id });
    if (!row) throw await notFree(tx, kind, id);
    await recordAudit(tx, actor, { action: 'job.requeue', targetType: kind, targetId: id, after: { status: 'queued' } });
  });
  await controls.enqueueBackground(id, kind);
}

/** Ends a job nobody holds: a submission with an Internal Error (ours: no wrong attempt), a background job as failed. */
export async function failJob(db: Database, controls: JobControls, kind: ProblemJobKind, id: string, actor: Actor): Promise<void> {
  const isEnded = kind === 'submission' ? await controls.failSubmission(id, STOPPED_BY_ADMIN) : await finishJob(db, id, null, { status: 'failed', error: STOPPED_BY_ADMIN });
  if (!isEnded) throw await notFree(db, kind, id);
  await recordAudit(db, actor, { action: 'job.fail', targetType: kind, targetId: id, after: { status: kind === 'submission' ? 'Internal Error' : 'failed' } });
}

async function notFree(db: Database, kind: ProblemJobKind, id: string): Promise<AppError> {
  const [row] =
    kind === 'submission'
      ? await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id))
      : await db.select({ status: backgroundJobs.status }).from(backgroundJobs).where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.kind, kind)));
  if (!row) return new AppError('NOT_FOUND', 'Job not found');
  if (row.status === 'Running' || row.status === 'running') return new AppError('CONFLICT', BUSY);
  return new AppError('CONFLICT', `It has ended already (${row.status}).`);
}
