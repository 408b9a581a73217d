import { and, desc, eq } from 'drizzle-orm';
import type { SimilarityAnswer, SimilarityPairDetail, SimilarityPairSummary } from '@codepath/contract/classes';
import type { Database } from '../../../db/client.ts';
import { similarityReports, type StoredSimilarityPair } from '../../../db/schema-classes.ts';
import { backgroundJobs } from '../../../db/schema-jobs.ts';
import { submissions } from '../../../db/schema-judging.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LoadedAssignment } from '../manage-assignments.ts';

export type EnqueueSimilarity = (jobId: string) => Promise<void>;

/** Starts a report of one problem of the assignment: a background job a worker runs after every learner's job. */
export async function startSimilarity(db: Database, enqueue: EnqueueSimilarity, assignment: LoadedAssignment, problemSlug: string, userId: string, log: { warn(details: object, message: string): void }): Promise<void> {
  if (!assignment.problems.some((problem) => problem.slug === problemSlug)) throw new AppError('NOT_FOUND', 'This problem is not in the assignment.');
  const jobId = await db.transaction(async (tx) => {
    const [job] = await tx.insert(backgroundJobs).values({ kind: 'similarity', problemSlug }).returning({ id: backgroundJobs.id });
    await tx.insert(similarityReports).values({ assignmentId: assignment.row.id, problemSlug, jobId: job!.id, createdBy: userId });
    return job!.id;
  });
  await enqueue(jobId).catch((error: unknown) => log.warn({ err: error, jobId }, 'a similarity report could not be queued; the sweep queues it'));
}

async function namesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const id of new Set(ids)) {
    const [user] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, id));
    map.set(id, user ? `${user.firstname} ${user.lastname}`.trim() : 'a former learner');
  }
  return map;
}

const summaryOf = (pair: StoredSimilarityPair, index: number, names: Map<string, string>): SimilarityPairSummary => ({
  index,
  leftName: names.get(pair.leftUserId) ?? '',
  rightName: names.get(pair.rightUserId) ?? '',
  language: pair.language,
  similarity: pair.similarity,
  longest: pair.longest,
  fragmentCount: pair.fragments.length,
});

async function latestReport(db: Database, assignmentId: string, problemSlug: string) {
  const [row] = await db
    .select({ report: similarityReports, job: backgroundJobs })
    .from(similarityReports)
    .innerJoin(backgroundJobs, eq(backgroundJobs.id, similarityReports.jobId))
    .where(and(eq(similarityReports.assignmentId, assignmentId), eq(similarityReports.problemSlug, problemSlug)))
    .orderBy(desc(similarityReports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function getSimilarity(db: Database, assignment: LoadedAssignment, problemSlug: string): Promise<SimilarityAnswer> {
  const found = await latestReport(db, assignment.row.id, problemSlug);
  if (!found) return { report: null };
  const { report, job } = found;
  const pairs = report.pairs ?? [];
  const names = await namesOf(db, pairs.flatMap((pair) => [pair.leftUserId, pair.rightUserId]));
  return {
    report: {
      id: report.id,
      problemSlug: report.problemSlug,
      status: job.status,
      error: job.error,
      createdAt: report.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      submissionCount: report.submissionCount,
      pairs: pairs.map((pair, index) => summaryOf(pair, index, names)),
    },
  };
}

const spanOf = ([startRow, startCol, endRow, endCol]: [number, number, number, number]) => ({ startRow, startCol, endRow, endCol });

/** One pair with both sources and the fragments they share. */
export async function getSimilarityPair(db: Database, assignment: LoadedAssignment, reportId: string, pairIndex: number): Promise<SimilarityPairDetail> {
  const [report] = await db.select().from(similarityReports).where(and(eq(similarityReports.id, reportId), eq(similarityReports.assignmentId, assignment.row.id)));
  const pair = report?.pairs?.[pairIndex];
  if (!pair) throw new AppError('NOT_FOUND', 'Pair not found');
  const names = await namesOf(db, [pair.leftUserId, pair.rightUserId]);
  const codeOf = async (id: string) => (await db.select({ code: submissions.code }).from(submissions).where(eq(submissions.id, id)))[0]?.code ?? '';
  return {
    ...summaryOf(pair, pairIndex, names),
    left: { name: names.get(pair.leftUserId) ?? '', submissionId: pair.leftSubmissionId, code: await codeOf(pair.leftSubmissionId) },
    right: { name: names.get(pair.rightUserId) ?? '', submissionId: pair.rightSubmissionId, code: await codeOf(pair.rightSubmissionId) },
    fragments: pair.fragments.map((fragment) => ({ left: spanOf(fragment.left), right: spanOf(fragment.right) })),
  };
}
