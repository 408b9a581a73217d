import type { ProblemStatus } from '@codepath/contract/enums';
import type { ProblemListItem } from '@codepath/contract/problems';
import type { ProblemList } from './problem-list.ts';

/** A learner's status of each problem they have touched (the scores feature keeps them). */
export type StatusesOf = (userId: string) => Promise<ReadonlyMap<string, ProblemStatus>>;

/** The catalogue (from memory) with the learner's status of each problem. */
export async function listProblems(problemList: ProblemList, statusesOf: StatusesOf, userId: string): Promise<ProblemListItem[]> {
  const [listed, statuses] = await Promise.all([problemList.problems(), statusesOf(userId)]);
  return listed.map((row) => ({
    id: row.slug,
    _id: row.slug,
    title: row.title,
    category: row.category,
    difficulty: row.difficulty,
    status: statuses.get(row.slug) ?? 'not-attempted',
  }));
}
