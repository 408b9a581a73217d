import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import * as baseSchema from '../../../src/db/schema.ts';
import * as judgingSchema from '../../../src/db/schema-judging.ts';

/** Creates the judging tables from their drizzle definitions when the migrations have not. */
export async function applyJudgingSchema(database: DatabaseHandle): Promise<void> {
  // PGlite and node-postgres both answer { rows }.
  const existing = (await database.db.execute(sql`select to_regclass('public.submissions')::text as name`)) as unknown as {
    rows: { name: string | null }[];
  };
  if (existing.rows[0]?.name) return;
  const before = generateDrizzleJson(baseSchema);
  const after = generateDrizzleJson({ ...baseSchema, ...judgingSchema }, before.id);
  for (const statement of await generateMigration(before, after)) await database.db.execute(sql.raw(statement));
}
