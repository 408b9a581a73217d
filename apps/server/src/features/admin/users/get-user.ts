import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminSubmissionDetail, AdminUserDetail, AdminUserSubmission } from '@codepath/contract/admin-users';
import type { SubmissionHistory } from '@codepath/contract/admin-rejudges';
import type { Database } from '../../../db/client.ts';
import { problemProgress, problems, submissions } from '../../../db/schema-judging.ts';
import { backgroundJobs } from '../../../db/schema-jobs.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { countsOf, userSummaryOf } from './list-users.ts';

const SUBMISSIONS_SHOWN = 100;

const submissionColumns = {
  id: submissions.id,
  submissionNumber: submissions.submissionNumber,
  problemId: submissions.problemSlug,
  problem: problems.title,
  language: submissions.language,
  status: submissions.status,
  score: submissions.score,
  runtimeMs: submissions.runtimeMs,
  problemVersion: submissions.problemVersion,
  createdAt: submissions.createdAt,
};

async function rejudgeCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ submissionId: backgroundJobs.submissionId, count: sql<number>`count(*)::int` })
    .from(backgroundJobs)
    .where(and(inArray(backgroundJobs.submissionId, ids), eq(backgroundJobs.status, 'done')))
    .groupBy(backgroundJobs.submissionId);
  return new Map(rows.map((row) => [row.submissionId ?? '', row.count]));
}

const submissionView = (row: { createdAt: Date } & Omit<AdminUserSubmission, 'submittedAt' | 'rejudged'>, rejudged: number): AdminUserSubmission => {
  const { createdAt, ...rest } = row;
  return { ...rest, submittedAt: createdAt.toISOString(), rejudged };
};

/** An account with its progress on every problem it touched and its latest submissions. */
export async function getUser(db: Database, id: string, adminEmails: readonly string[]): Promise<AdminUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const [counts, progress, latest] = await Promise.all([
    countsOf(db, [id]),
    db
      .select({
        problemId: problemProgress.problemSlug,
        title: problems.title,
        difficulty: problems.difficulty,
        status: problemProgress.status,
        score: problemProgress.finalScore,
        wrongAttempts: problemProgress.wrongAttempts,
        hintUsed: problemProgress.hintUsed,
        solutionViewed: problemProgress.solutionViewed,
        updatedAt: problemProgress.updatedAt,
      })
      .from(problemProgress)
      .innerJoin(problems, eq(problems.slug, problemProgress.problemSlug))
      .where(eq(problemProgress.userId, id))
      .orderBy(desc(problemProgress.updatedAt)),
    db.select(submissionColumns).from(submissions).innerJoin(problems, eq(problems.slug, submissions.problemSlug)).where(eq(submissions.userId, id)).orderBy(desc(submissions.createdAt)).limit(SUBMISSIONS_SHOWN),
  ]);
  const rejudged = await rejudgeCounts(db, latest.map((submission) => submission.id));
  return {
    user: userSummaryOf(row, counts.get(id) ?? { solved: 0, submissions: 0 }, adminEmails),
    progress: progress.map((entry) => ({ ...entry, updatedAt: entry.updatedAt.toISOString() })),
    submissions: latest.map((submission) => submissionView(submission, rejudged.get(submission.id) ?? 0)),
  };
}

/** One submission with its code, output and rejudges (each with the verdict before and after). */
export async function getSubmissionForStaff(db: Database, id: string): Promise<AdminSubmissionDetail> {
  const [row] = await db
    .select({ ...submissionColumns, code: submissions.code, output: submissions.output, userId: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(submissions)
    .innerJoin(problems, eq(problems.slug, submissions.problemSlug))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Submission not found');
  const jobs = await db.select().from(backgroundJobs).where(eq(backgroundJobs.submissionId, id)).orderBy(desc(backgroundJobs.createdAt));
  const history: SubmissionHistory = jobs.map((job) => {
    const result = job.result as { before?: SubmissionHistory[number]['before']; after?: SubmissionHistory[number]['after'] } | null;
    return { rejudgeId: job.rejudgeId, at: (job.finishedAt ?? job.createdAt).toISOString(), status: job.status, before: result?.before ?? null, after: result?.after ?? null, error: job.error };
  });
  const { userId, email, firstname, lastname, code, output, ...submission } = row;
  return {
    ...submissionView(submission, history.filter((entry) => entry.status === 'done').length),
    code,
    output,
    learner: { id: userId, email, name: `${firstname} ${lastname}` },
    history,
  };
}
