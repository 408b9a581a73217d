import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { problems } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';

/** The slug of a problem id (ids are slugs, case-insensitive); 404 'Problem not found' otherwise. */
export async function findProblemSlug(db: Database, id: string): Promise<string> {
  const [problem] = await db.select({ slug: problems.slug }).from(problems).where(eq(problems.slug, id.toLowerCase())).limit(1);
  if (!problem) throw new AppError('NOT_FOUND', 'Problem not found');
  return problem.slug;
}
