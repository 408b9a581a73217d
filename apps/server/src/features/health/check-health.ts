import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { HealthAnswer } from '@codepath/contract/health';
import type { Database, DatabaseKind } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverPackageJson } from '../../paths.ts';

const version = (JSON.parse(fs.readFileSync(serverPackageJson, 'utf8')) as { version: string }).version;

/** Healthy means the database answers a query. */
export async function checkHealth(db: Database, databaseKind: DatabaseKind): Promise<HealthAnswer> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Database is not reachable', { cause: error });
  }
  return { status: 'ok', database: databaseKind, version };
}
