import type { Database } from '../../db/client.ts';
import { problemActions } from '../../db/schema-scores.ts';
import { findProblem } from '../../lib/find-problem.ts';

export interface ProblemActionDeps {
  /** Moves the problem's status to attempted (the score board's progress recorder). */
  recordRun(db: Database, userId: string, problemSlug: string): Promise<void>;
}

export type ProblemActionKind = 'run' | 'submit';

/**
 * Stores a run or submit the solve page reports. A run also marks the problem
 * attempted: this is the spec's one record of a run (the execute call, which need not
 * name the problem, and run-cases record nothing).
 */
export async function recordProblemAction(
  db: Database,
  deps: ProblemActionDeps,
  userId: string,
  action: { problemId: string; kind: ProblemActionKind },
  now = new Date(),
): Promise<void> {
  const problem = await findProblem(db, action.problemId, ['slug']);
  if (action.kind === 'run') await deps.recordRun(db, userId, problem.slug);
  await db.insert(problemActions).values({
    userId,
    problemSlug: problem.slug,
    kind: action.kind,
    createdAt: now,
  });
}
