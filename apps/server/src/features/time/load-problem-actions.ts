import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { problemProgress, submissions } from '../../db/schema-judging.ts';
import { problemActions } from '../../db/schema-scores.ts';
import type { ProblemAction } from './average-problem-time.ts';

/** The learner's runs and submissions per problem, and when each solved problem was first accepted. */
export async function loadProblemActions(db: Database, userId: string) {
  const reported = await db
    .select({ problemSlug: problemActions.problemSlug, at: problemActions.createdAt })
    .from(problemActions)
    .where(eq(problemActions.userId, userId));
  const submitted = await db
    .select({ problemSlug: submissions.problemSlug, at: submissions.createdAt })
    .from(submissions)
    .where(eq(submissions.userId, userId));
  const solved = await db
    .select({ problemSlug: problemProgress.problemSlug, firstSolvedAt: problemProgress.firstSolvedAt })
    .from(problemProgress)
    .where(and(eq(problemProgress.userId, userId), isNotNull(problemProgress.firstSolvedAt)));
  const actions: ProblemAction[] = [...reported, ...submitted];
  const firstSolvedAt = new Map(solved.flatMap((row) => (row.firstSolvedAt ? [[row.problemSlug, row.firstSolvedAt] as const] : [])));
  return { actions, firstSolvedAt };
}
