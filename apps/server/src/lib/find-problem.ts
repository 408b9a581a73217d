import { and, eq, getTableColumns } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { problems, type ProblemRow } from '../db/schema-judging.ts';
import { AppError } from './app-error.ts';

type ProblemColumn = keyof ProblemRow;

/** The problems learners see: published ones (drafts and hidden problems live only in the admin area). */
export const isListed = eq(problems.visibility, 'published');

/**
 * The problem a request names, or 404 'Problem not found'. Ids are slugs, matched
 * case-insensitively; a draft or hidden problem is not found. Only the columns asked for are read, since a row carries the
 * whole statement, templates, hints and solution that most callers do not need.
 */
export async function findProblem<Column extends ProblemColumn>(
  db: Database,
  id: string,
  columns: readonly Column[],
): Promise<Pick<ProblemRow, Column>> {
  const all = getTableColumns(problems);
  const selected: SelectedFields = Object.fromEntries(columns.map((column) => [column, all[column]]));
  const [problem] = await db.select(selected).from(problems).where(and(eq(problems.slug, id.toLowerCase()), isListed)).limit(1);
  if (!problem) throw new AppError('NOT_FOUND', 'Problem not found');
  // The select above was built from exactly these columns; drizzle cannot follow the mapping.
  return problem as Pick<ProblemRow, Column>;
}
