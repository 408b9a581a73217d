import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import * as baseSchema from '../../../src/db/schema.ts';
import * as judgingSchema from '../../../src/db/schema-judging.ts';

/** Creates the judging tables from their drizzle definitions on a migrated database. */
export async function applyJudgingSchema(database: DatabaseHandle): Promise<void> {
  const before = generateDrizzleJson(baseSchema);
  const after = generateDrizzleJson({ ...baseSchema, ...judgingSchema }, before.id);
  for (const statement of await generateMigration(before, after)) await database.db.execute(sql.raw(statement));
}
