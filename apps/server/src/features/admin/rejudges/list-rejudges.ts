import { desc, eq, inArray, sql } from 'drizzle-orm';
import { REJUDGE_ITEMS_SHOWN, type RejudgeDetail, type RejudgeJobStatus, type RejudgeSummary, type VerdictRecordView } from '@codepath/contract/admin-rejudges';
import type { Database } from '../../../db/client.ts';
import { submissions } from '../../../db/schema-judging.ts';
import { backgroundJobs, rejudges, type RejudgeRow } from '../../../db/schema-jobs.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';

const STATUSES: readonly RejudgeJobStatus[] = ['queued', 'running', 'done', 'failed', 'cancelled'];
/** A done job whose verdict changed. */
const isChanged = sql<boolean>`(${backgroundJobs.result}->'before'->>'verdict') is distinct from (${backgroundJobs.result}->'after'->>'verdict')`;

function describe(row: RejudgeRow, submissionNumber?: number | null): string {
  const slug = row.problemSlug ?? 'a problem';
  switch (row.scope) {
    case 'submission':
      return submissionNumber ? `Submission #${submissionNumber} on ${slug}` : `One submission on ${slug}`;
    case 'problem':
      return `All submissions of ${slug}`;
    case 'version':
      return `Submissions of ${slug} judged on version ${row.problemVersion ?? '?'}`;
    case 'verdict':
      return `${row.verdict ?? 'Some'} submissions of ${slug}`;
  }
}

async function summaries(db: Database, rows: (RejudgeRow & { createdByEmail: string | null })[]): Promise<RejudgeSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counted = await db
    .select({ rejudgeId: backgroundJobs.rejudgeId, status: backgroundJobs.status, count: sql<number>`count(*)::int`, changed: sql<number>`count(*) filter (where ${backgroundJobs.status} = 'done' and ${isChanged})::int` })
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.rejudgeId, ids))
    .groupBy(backgroundJobs.rejudgeId, backgroundJobs.status);
  const numbers = await db
    .select({ id: submissions.id, number: submissions.submissionNumber })
    .from(submissions)
    .where(inArray(submissions.id, rows.map((row) => row.submissionId).filter((id): id is string => id !== null).concat(['00000000-0000-0000-0000-000000000000'])));
  return rows.map((row) => {
    const mine = counted.filter((entry) => entry.rejudgeId === row.id);
    return {
      id: row.id,
      scope: row.scope,
      description: describe(row, numbers.find((entry) => entry.id === row.submissionId)?.number),
      problemSlug: row.problemSlug,
      judgeVersion: row.judgeVersion,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdByEmail,
      total: row.total,
      counts: Object.fromEntries(STATUSES.map((status) => [status, mine.find((entry) => entry.status === status)?.count ?? 0])) as Record<RejudgeJobStatus, number>,
      changed: mine.reduce((sum, entry) => sum + entry.changed, 0),
    };
  });
}

const withCreator = (db: Database) =>
  db
    .select({ rejudge: rejudges, createdByEmail: users.email })
    .from(rejudges)
    .leftJoin(users, eq(users.id, rejudges.createdBy));

/** The latest rejudges, newest first, with their progress. */
export async function listRejudges(db: Database, limit = 50): Promise<RejudgeSummary[]> {
  const rows = await withCreator(db).orderBy(desc(rejudges.createdAt)).limit(limit);
  return summaries(db, rows.map((row) => ({ ...row.rejudge, createdByEmail: row.createdByEmail })));
}

/** One rejudge with its submissions, changed verdicts first. */
export async function getRejudge(db: Database, id: string): Promise<RejudgeDetail> {
  const [row] = await withCreator(db).where(eq(rejudges.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Rejudge not found');
  const [summary] = await summaries(db, [{ ...row.rejudge, createdByEmail: row.createdByEmail }]);
  const items = await db
    .select({
      jobId: backgroundJobs.id,
      status: backgroundJobs.status,
      result: backgroundJobs.result,
      error: backgroundJobs.error,
      submissionId: submissions.id,
      submissionNumber: submissions.submissionNumber,
      language: submissions.language,
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(backgroundJobs)
    .innerJoin(submissions, eq(submissions.id, backgroundJobs.submissionId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(backgroundJobs.rejudgeId, id))
    .orderBy(desc(sql`(${backgroundJobs.status} = 'done' and ${isChanged})`), desc(sql`${backgroundJobs.status} = 'failed'`), backgroundJobs.createdAt)
    .limit(REJUDGE_ITEMS_SHOWN);
  if (!summary) throw new AppError('NOT_FOUND', 'Rejudge not found');
  return {
    ...summary,
    items: items.map((item) => {
      const result = item.result as { before?: VerdictRecordView; after?: VerdictRecordView } | null;
      return {
        jobId: item.jobId,
        submissionId: item.submissionId,
        submissionNumber: item.submissionNumber,
        learner: { id: item.userId, email: item.email, name: `${item.firstname} ${item.lastname}` },
        language: item.language,
        status: item.status,
        before: result?.before ?? null,
        after: result?.after ?? null,
        error: item.error,
      };
    }),
  };
}
