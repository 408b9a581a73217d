import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { problems, type ProblemRow } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';

/** `{id}` is the slug, which is also the problem's id. */
export async function findProblem(db: Database, id: string): Promise<ProblemRow> {
  const [problem] = await db.select().from(problems).where(eq(problems.slug, id.toLowerCase())).limit(1);
  if (!problem) throw new AppError('NOT_FOUND', 'Problem not found');
  return problem;
}
