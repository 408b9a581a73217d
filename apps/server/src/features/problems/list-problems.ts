import { and, asc, eq } from 'drizzle-orm';
import type { ProblemListItem } from '@codepath/contract/problems';
import type { Database } from '../../db/client.ts';
import { problemProgress, problems } from '../../db/schema-judging.ts';

export async function listProblems(db: Database, userId: string): Promise<ProblemListItem[]> {
  const rows = await db
    .select({
      slug: problems.slug,
      title: problems.title,
      category: problems.category,
      difficulty: problems.difficulty,
      status: problemProgress.status,
    })
    .from(problems)
    .leftJoin(problemProgress, and(eq(problemProgress.problemSlug, problems.slug), eq(problemProgress.userId, userId)))
    .orderBy(asc(problems.title));
  return rows.map((row) => ({
    id: row.slug,
    _id: row.slug,
    title: row.title,
    category: row.category,
    difficulty: row.difficulty,
    status: row.status ?? 'not-attempted',
  }));
}
