import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { backgroundJobs, type BackgroundJobRow } from '../db/schema-jobs.ts';

/**
 * Claims, leases and the one final write of background jobs (verify, rejudge): the
 * same rules as a submission's row (features/submissions/claim-submission.ts). Times
 * come from the database's clock.
 */
export interface JobClaim {
  job: BackgroundJobRow;
  token: string;
}

/** Claims after which a job whose judging keeps dying is failed instead of tried again. */
export const MAX_JOB_ATTEMPTS = 3;

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

const isClaimable = or(
  eq(backgroundJobs.status, 'queued'),
  and(eq(backgroundJobs.status, 'running'), or(isNull(backgroundJobs.leaseUntil), lt(backgroundJobs.leaseUntil, sql`now()`))),
);

/** Takes the job for one attempt; null when it is final or held by a live claim. */
export async function claimJob(db: Database, jobId: string, leaseMs: number): Promise<JobClaim | null> {
  const token = randomUUID();
  const [job] = await db
    .update(backgroundJobs)
    .set({ status: 'running', claimToken: token, leaseUntil: leaseEnd(leaseMs), startedAt: sql`now()`, attempts: sql`${backgroundJobs.attempts} + 1` })
    .where(and(eq(backgroundJobs.id, jobId), isClaimable))
    .returning();
  return job ? { job, token } : null;
}

const heldBy = (claim: JobClaim) => and(eq(backgroundJobs.id, claim.job.id), eq(backgroundJobs.claimToken, claim.token), eq(backgroundJobs.status, 'running'));

export async function renewJob(db: Database, claim: JobClaim, leaseMs: number): Promise<void> {
  await db.update(backgroundJobs).set({ leaseUntil: leaseEnd(leaseMs) }).where(heldBy(claim));
}

/** Hands the job back (queued) so the next attempt starts at once. */
export async function releaseJob(db: Database, claim: JobClaim): Promise<void> {
  await db.update(backgroundJobs).set({ status: 'queued', claimToken: null, leaseUntil: null }).where(heldBy(claim));
}

/** Progress of a held job; ignored once the claim is lost. */
export async function writeJobProgress(db: Database, claim: JobClaim, progress: Record<string, unknown>): Promise<void> {
  await db.update(backgroundJobs).set({ progress }).where(heldBy(claim));
}

export interface JobEnd {
  status: 'done' | 'failed';
  result?: Record<string, unknown> | null;
  error?: string | null;
}

/**
 * The one final write, fenced by the claim (or, without one, only a job nobody
 * holds): answers false when the job was already final or taken over, and then
 * nothing is written. `tx` may be a transaction the caller writes more in.
 */
export async function finishJob(db: Database, jobId: string, claimToken: string | null, end: JobEnd): Promise<boolean> {
  const [finished] = await db
    .update(backgroundJobs)
    .set({ status: end.status, result: end.result ?? null, error: end.error ?? null, finishedAt: sql`now()`, leaseUntil: null })
    .where(and(eq(backgroundJobs.id, jobId), inArray(backgroundJobs.status, ['queued', 'running']), claimToken === null ? isClaimable : eq(backgroundJobs.claimToken, claimToken)))
    .returning({ id: backgroundJobs.id });
  return finished !== undefined;
}

/** Jobs whose queue entry may be gone: queued for at least `minAgeMs`, or running with a lease that ran out. Oldest first. */
export async function findUnclaimedJobs(db: Database, minAgeMs: number, limit = 500): Promise<Pick<BackgroundJobRow, 'id' | 'kind' | 'status' | 'attempts'>[]> {
  return db
    .select({ id: backgroundJobs.id, kind: backgroundJobs.kind, status: backgroundJobs.status, attempts: backgroundJobs.attempts })
    .from(backgroundJobs)
    .where(
      or(
        and(eq(backgroundJobs.status, 'queued'), lt(backgroundJobs.createdAt, sql`now() - make_interval(secs => ${minAgeMs / 1000})`)),
        and(eq(backgroundJobs.status, 'running'), or(isNull(backgroundJobs.leaseUntil), lt(backgroundJobs.leaseUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(backgroundJobs.createdAt))
    .limit(limit);
}

/** Embedded start-up only (the data folder is this process's): every running job's lease is void. */
export async function voidAllJobLeases(db: Database): Promise<void> {
  await db.update(backgroundJobs).set({ leaseUntil: null }).where(eq(backgroundJobs.status, 'running'));
}
