import { eq, getTableColumns } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { problems, type ProblemRow } from '../db/schema-judging.ts';
import { AppError } from './app-error.ts';

type ProblemColumn = keyof ProblemRow;

/**
 * The problem a request names, or 404 'Problem not found'. Ids are slugs, matched
 * case-insensitively. Only the columns asked for are read, since a row carries the
 * whole statement, templates, hints and solution that most callers do not need.
 */
export async function findProblem<Column extends ProblemColumn>(
  db: Database,
  id: string,
  columns: readonly Column[],
): Promise<Pick<ProblemRow, Column>> {
  const all = getTableColumns(problems);
  const selected: SelectedFields = Object.fromEntries(columns.map((column) => [column, all[column]]));
  const [problem] = await db.select(selected).from(problems).where(eq(problems.slug, id.toLowerCase())).limit(1);
  if (!problem) throw new AppError('NOT_FOUND', 'Problem not found');
  // The select above was built from exactly these columns; drizzle cannot follow the mapping.
  return problem as Pick<ProblemRow, Column>;
}
