import { eq } from 'drizzle-orm';
import type { ProblemListItem } from '@codepath/contract/problems';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import type { ProblemList } from './problem-list.ts';

/** The catalogue (from memory) with the learner's status of each problem (one query, by the progress table's key). */
export async function listProblems(db: Database, problemList: ProblemList, userId: string): Promise<ProblemListItem[]> {
  const [listed, progress] = await Promise.all([
    problemList.problems(),
    db.select({ slug: problemProgress.problemSlug, status: problemProgress.status }).from(problemProgress).where(eq(problemProgress.userId, userId)),
  ]);
  const statuses = new Map(progress.map((row) => [row.slug, row.status]));
  return listed.map((row) => ({
    id: row.slug,
    _id: row.slug,
    title: row.title,
    category: row.category,
    difficulty: row.difficulty,
    status: statuses.get(row.slug) ?? 'not-attempted',
  }));
}
