import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { submissions, type SubmissionRow } from '../../db/schema-judging.ts';

/** A judging attempt's hold on a submission row: only its holder writes the verdict. */
export interface Claim {
  submission: SubmissionRow;
  token: string;
}

/** Claims after which a submission whose judging keeps dying (its worker killed each time) gets an Internal Error. */
export const MAX_JUDGING_ATTEMPTS = 3;

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** A row nobody holds: Queued, or Running with no lease or a lease that ran out (its worker stopped renewing). */
export const isClaimable = or(
  eq(submissions.status, 'Queued'),
  and(eq(submissions.status, 'Running'), or(isNull(submissions.leaseUntil), lt(submissions.leaseUntil, sql`now()`))),
);

/**
 * Takes the row for one judging attempt, atomically: of two workers claiming at
 * once, one gets it. Answers null when the row is final or held by a live claim.
 * Times come from the database's clock, so machines with skewed clocks agree.
 */
export async function claimSubmission(db: Database, submissionId: string, leaseMs: number): Promise<Claim | null> {
  const token = randomUUID();
  const [submission] = await db
    .update(submissions)
    .set({
      status: 'Running',
      claimToken: token,
      leaseUntil: leaseEnd(leaseMs),
      startedAt: sql`now()`,
      attempts: sql`${submissions.attempts} + 1`,
    })
    .where(and(eq(submissions.id, submissionId), isClaimable))
    .returning();
  return submission ? { submission, token } : null;
}

/** Extends the claim; false when it was lost (taken over after it ran out). */
export async function renewClaim(db: Database, claim: Claim, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(submissions)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(and(eq(submissions.id, claim.submission.id), eq(submissions.claimToken, claim.token), eq(submissions.status, 'Running')))
    .returning({ id: submissions.id });
  return renewed.length > 0;
}

/** Hands the row back (Queued, no claim) so the next attempt starts at once instead of after the lease. */
export async function releaseClaim(db: Database, claim: Claim): Promise<void> {
  await db
    .update(submissions)
    .set({ status: 'Queued', claimToken: null, leaseUntil: null })
    .where(and(eq(submissions.id, claim.submission.id), eq(submissions.claimToken, claim.token), eq(submissions.status, 'Running')));
}

/**
 * Rows whose job may be gone: Queued for at least `minAgeMs`, or Running with a
 * lease that ran out. Oldest first.
 */
export async function findUnclaimed(db: Database, minAgeMs: number, limit = 500): Promise<Pick<SubmissionRow, 'id' | 'userId' | 'status' | 'attempts'>[]> {
  return db
    .select({ id: submissions.id, userId: submissions.userId, status: submissions.status, attempts: submissions.attempts })
    .from(submissions)
    .where(
      or(
        and(eq(submissions.status, 'Queued'), lt(submissions.createdAt, sql`now() - make_interval(secs => ${minAgeMs / 1000})`)),
        and(eq(submissions.status, 'Running'), or(isNull(submissions.leaseUntil), lt(submissions.leaseUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(submissions.createdAt))
    .limit(limit);
}

/**
 * Embedded start-up only: the data folder is locked to this process, so every
 * Running row belongs to a process that is gone; its lease is void at once.
 */
export async function voidAllLeases(db: Database): Promise<void> {
  await db.update(submissions).set({ leaseUntil: null }).where(eq(submissions.status, 'Running'));
}
