import { and, eq } from 'drizzle-orm';
import type { SolutionAnswer } from '@codepath/contract/problems';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProblem } from '../../lib/find-problem.ts';

/**
 * Viewing the solution costs the whole score, so the editorial is only answered
 * after the solution-view call (POST /api/scores/solution/{id}) has been recorded.
 */
export async function getSolution(db: Database, id: string, userId: string): Promise<SolutionAnswer> {
  const problem = await findProblem(db, id, ['slug', 'title', 'solution']);
  const [progress] = await db
    .select({ solutionViewed: problemProgress.solutionViewed })
    .from(problemProgress)
    .where(and(eq(problemProgress.userId, userId), eq(problemProgress.problemSlug, problem.slug)));
  if (!progress?.solutionViewed) {
    throw new AppError('FORBIDDEN', 'Record viewing the solution first: it sets the score for this problem to 0');
  }
  if (!problem.solution) throw new AppError('NOT_FOUND', 'This problem has no solution yet');
  return { solution: problem.solution, problemTitle: problem.title };
}
