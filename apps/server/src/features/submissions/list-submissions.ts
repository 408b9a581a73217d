import { desc, eq } from 'drizzle-orm';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import type { Database } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema-judging.ts';
import { toListItem } from './submission-view.ts';

/** The learner's own submissions, newest first. */
export async function listSubmissions(db: Database, userId: string): Promise<SubmissionListItem[]> {
  const rows = await db
    .select({ submission: submissions, problem: { title: problems.title, difficulty: problems.difficulty } })
    .from(submissions)
    .innerJoin(problems, eq(problems.slug, submissions.problemSlug))
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.createdAt), desc(submissions.submissionNumber));
  return rows.map(toListItem);
}
