import { and, eq } from 'drizzle-orm';
import type { ProblemDetail } from '@codepath/contract/problems';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import { findProblem } from '../../lib/find-problem.ts';

/** The statement and its examples; hidden tests never leave the judge. */
export async function getProblem(db: Database, id: string, userId: string): Promise<ProblemDetail> {
  const problem = await findProblem(db, id, [
    'slug',
    'title',
    'difficulty',
    'category',
    'statement',
    'examples',
    'timeLimitMs',
    'memoryLimitMb',
    'tags',
    'hints',
  ]);
  const [progress] = await db
    .select({ status: problemProgress.status })
    .from(problemProgress)
    .where(and(eq(problemProgress.userId, userId), eq(problemProgress.problemSlug, problem.slug)));
  const { statement } = problem;
  const description = [
    statement.description,
    statement.input && `## Input\n\n${statement.input}`,
    statement.output && `## Output\n\n${statement.output}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    _id: problem.slug,
    id: problem.slug,
    title: problem.title,
    difficulty: problem.difficulty,
    category: problem.category,
    description,
    examples: problem.examples,
    constraints: statement.constraints,
    followUp: statement.followUp,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    tags: problem.tags,
    hintsCount: problem.hints.length,
    status: progress?.status ?? 'not-attempted',
  };
}
