import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignmentExtensions } from '../../db/schema-classes.ts';
import { submissions } from '../../db/schema-judging.ts';
import { scoreAssignment, scoreProblem, windowOf, type Cell, type CountedSubmission } from './assignment-score.ts';
import type { LoadedAssignment } from './manage-assignments.ts';

export interface Standing {
  userId: string;
  dueAt: Date;
  hasExtension: boolean;
  score: number;
  cells: (Cell & { problemSlug: string })[];
}

/** Where each of these learners stands on each problem of the assignment, from their submissions since it opened. */
export async function standingsOf(db: Database, assignment: LoadedAssignment, userIds: readonly string[]): Promise<Standing[]> {
  if (userIds.length === 0) return [];
  const { row } = assignment;
  const slugs = assignment.problems.map((problem) => problem.slug);
  const extensions = await db
    .select()
    .from(assignmentExtensions)
    .where(and(eq(assignmentExtensions.assignmentId, row.id), inArray(assignmentExtensions.userId, [...userIds])));
  const rows =
    slugs.length === 0
      ? []
      : await db
          .select({ userId: submissions.userId, problemSlug: submissions.problemSlug, status: submissions.status, score: submissions.score, createdAt: submissions.createdAt })
          .from(submissions)
          .where(and(inArray(submissions.userId, [...userIds]), inArray(submissions.problemSlug, slugs), gte(submissions.createdAt, row.opensAt)))
          .orderBy(asc(submissions.createdAt));
  const byKey = new Map<string, CountedSubmission[]>();
  for (const submission of rows) {
    const key = `${submission.userId}\u0000${submission.problemSlug}`;
    byKey.set(key, [...(byKey.get(key) ?? []), submission]);
  }
  return userIds.map((userId) => {
    const extension = extensions.find((entry) => entry.userId === userId)?.dueAt ?? null;
    const window = windowOf(row, extension);
    const cells = slugs.map((problemSlug) => ({ problemSlug, ...scoreProblem(byKey.get(`${userId}\u0000${problemSlug}`) ?? [], window) }));
    return { userId, dueAt: window.dueAt, hasExtension: extension !== null, score: scoreAssignment(cells), cells };
  });
}
