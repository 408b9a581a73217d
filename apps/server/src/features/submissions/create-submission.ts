import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CODE_BYTES } from '@codepath/contract/compiler';
import type { Language } from '@codepath/contract/enums';
import type { SubmitAnswer, SubmitBody } from '@codepath/contract/submissions';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema-judging.ts';
import { assertOwnCode, starterCodeOf } from '../../lib/empty-code.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { assertWithinSize } from '../../lib/size-limits.ts';
import { assertBelowPendingCap } from '../../lib/admission.ts';
import { QueueClosedError, type JudgeQueue } from '../../queue/judge-queue.ts';
import { PENDING_STATUSES } from './statuses.ts';
import type { FreshSubmissions } from './fresh-submissions.ts';

export interface CreateSubmissionDeps {
  db: Database;
  queue: JudgeQueue;
  /** Submissions one learner may have Queued or Running at once. */
  maxPendingSubmissions: number;
  /** Moves the problem's status to submitted (unless solved). */
  recordSubmit(db: Database, userId: string, problemSlug: string, language: Language): Promise<void>;
  /** Called once the submission and its progress write have committed. */
  onProgressChanged?(userId: string): void;
  /** A queue that could not take a stored submission: the sweep queues it again. */
  onEnqueueFailed?(submissionId: string, error: unknown): void;
  /** Where this process's own judge finds what it needs to start grading while it claims the row (judge-submission.ts). */
  freshSubmissions?: FreshSubmissions;
}

const NUMBERING_ATTEMPTS = 5;

/** A submission that passed its checks, with the problem (and version) it is for. */
export interface AdmittedSubmission {
  problem: { slug: string; version: number };
}

/**
 * The checks before a submission is counted against the rate limit: size (413),
 * the problem (404), code of the learner's own (400: not blank, not the untouched
 * template) and the learner's submissions already Queued or Running (429).
 */
export async function admitSubmission(deps: CreateSubmissionDeps, userId: string, body: SubmitBody): Promise<AdmittedSubmission> {
  const { db } = deps;
  assertWithinSize(body.code, MAX_CODE_BYTES, 'Code');
  // Both reads at once; the problem's checks still come first.
  const [found, [pending]] = await Promise.all([
    findProblem(db, body.problemId, ['slug', 'version', 'templates']),
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), inArray(submissions.status, [...PENDING_STATUSES]))),
  ]);
  assertOwnCode(body.code, starterCodeOf(found.templates, body.language), 'submit');
  assertBelowPendingCap(pending?.n ?? 0, deps.maxPendingSubmissions, 'submissions');
  return { problem: { slug: found.slug, version: found.version } };
}

/**
 * Stores an admitted submission as Queued together with the learner's progress (one
 * transaction: a failure stores nothing, so a client may safely send it again), then
 * hands its id to the queue. Once stored it is answered: should the queue fail, the row
 * stays Queued and the sweep queues it again. The verdict arrives by events.
 */
export async function createSubmission(
  deps: CreateSubmissionDeps,
  userId: string,
  body: SubmitBody,
  { problem }: AdmittedSubmission,
  /** Stores what else belongs to the submission (a contest's link to it) in the same transaction. */
  linkStored?: (db: Database, submissionId: string) => Promise<void>,
): Promise<SubmitAnswer> {
  const id = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const inserted = await insertNumbered(db, {
      userId,
      problemSlug: problem.slug,
      problemVersion: problem.version,
      language: body.language,
      code: body.code,
    });
    await deps.recordSubmit(db, userId, problem.slug, body.language);
    await linkStored?.(db, inserted);
    return inserted;
  });
  deps.onProgressChanged?.(userId);
  deps.freshSubmissions?.remember(id, { problemSlug: problem.slug, problemVersion: problem.version, language: body.language, code: body.code });
  try {
    await deps.queue.enqueueSubmission(id, userId);
  } catch (error) {
    // Closed (the server is stopping) or unreachable: the next start-up or sweep judges the row.
    if (!(error instanceof QueueClosedError)) deps.onEnqueueFailed?.(id, error);
  }
  return { id, status: 'Queued', isSuccessful: false };
}

type NewSubmission = Pick<typeof submissions.$inferInsert, 'userId' | 'problemSlug' | 'problemVersion' | 'language' | 'code'>;

/**
 * submissionNumber counts per user from 1; two servers numbering at once both take the
 * same number, and the one whose insert meets the other's row on the unique index
 * inserts nothing (no error, so the caller's transaction goes on) and numbers again.
 */
async function insertNumbered(db: Database, values: NewSubmission): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const id = await insertRow(db, values);
    if (id !== undefined) return id;
    if (attempt >= NUMBERING_ATTEMPTS) throw new Error(`no free submission number after ${NUMBERING_ATTEMPTS} attempts`);
  }
}

async function insertRow(db: Database, values: NewSubmission): Promise<string | undefined> {
  const [row] = await db
    .insert(submissions)
    .values({
      ...values,
      submissionNumber: sql`(select coalesce(max(${submissions.submissionNumber}), 0) + 1 from ${submissions} where ${submissions.userId} = ${values.userId})`,
    })
    .onConflictDoNothing({ target: [submissions.userId, submissions.submissionNumber] })
    .returning({ id: submissions.id });
  return row?.id;
}
