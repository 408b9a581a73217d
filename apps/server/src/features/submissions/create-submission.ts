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

export interface CreateSubmissionDeps {
  db: Database;
  queue: JudgeQueue;
  /** Submissions one learner may have Queued or Running at once. */
  maxPendingSubmissions: number;
  /** Moves the problem's status to submitted (unless solved). */
  recordSubmit(db: Database, userId: string, problemSlug: string, language: Language): Promise<void>;
}

const UNIQUE_VIOLATION = '23505';
const NUMBERING_ATTEMPTS = 5;

function isUniqueViolation(error: unknown): boolean {
  const codes = [(error as { code?: unknown }).code, (error as { cause?: { code?: unknown } }).cause?.code];
  return codes.includes(UNIQUE_VIOLATION);
}

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

/** Stores an admitted submission as Queued and hands its id to the queue; the verdict arrives by events. */
export async function createSubmission(
  deps: CreateSubmissionDeps,
  userId: string,
  body: SubmitBody,
  { problem }: AdmittedSubmission,
): Promise<SubmitAnswer> {
  const { db } = deps;
  const id = await insertNumbered(db, {
    userId,
    problemSlug: problem.slug,
    problemVersion: problem.version,
    language: body.language,
    code: body.code,
  });
  // Queued before the progress is written, so judging starts at once: the two progress writes
  // of a submission give the same row in either order (the status only moves forward, the
  // score does not depend on the time the submit adds).
  try {
    await deps.queue.enqueueSubmission(id, userId);
  } catch (error) {
    // The server is stopping: the row stays Queued and the next start-up judges it.
    if (!(error instanceof QueueClosedError)) throw error;
  }
  await deps.recordSubmit(db, userId, problem.slug, body.language);
  return { id, status: 'Queued', isSuccessful: false };
}

type NewSubmission = Pick<typeof submissions.$inferInsert, 'userId' | 'problemSlug' | 'problemVersion' | 'language' | 'code'>;

/** submissionNumber counts per user from 1; two servers numbering at once retry on the unique index. */
async function insertNumbered(db: Database, values: NewSubmission): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(submissions)
        .values({
          ...values,
          submissionNumber: sql`(select coalesce(max(${submissions.submissionNumber}), 0) + 1 from ${submissions} where ${submissions.userId} = ${values.userId})`,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NUMBERING_ATTEMPTS) throw error;
    }
  }
}
