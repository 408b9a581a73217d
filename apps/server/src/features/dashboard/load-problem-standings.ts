import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isListed } from '../../lib/find-problem.ts';
import { problemProgress, problems } from '../../db/schema-judging.ts';
import type { ProblemStanding } from './recommend-problems.ts';

/** Every problem of the catalogue with the learner's status on it. */
export async function loadProblemStandings(db: Database, userId: string): Promise<ProblemStanding[]> {
  const rows = await db
    .select({
      id: problems.slug,
      title: problems.title,
      difficulty: problems.difficulty,
      category: problems.category,
      status: problemProgress.status,
      touchedAt: problemProgress.updatedAt,
    })
    .from(problems)
    .leftJoin(problemProgress, and(eq(problemProgress.problemSlug, problems.slug), eq(problemProgress.userId, userId)))
    .where(isListed)
    .orderBy(asc(problems.title));
  return rows.map((row) => ({ ...row, status: row.status ?? 'not-attempted' }));
}
