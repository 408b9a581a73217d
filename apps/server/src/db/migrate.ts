import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../paths.ts';

/** Any constant works; it only has to be the same for every server sharing the database. */
const MIGRATION_LOCK_KEY = 7_301_942;

/** PGlite lives inside one process, so no lock is needed. */
export async function migrateWithPglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePglite(db, { migrationsFolder });
}

/**
 * Several servers may start together against one PostgreSQL: an advisory lock
 * makes them apply migrations one after the other (the later ones find nothing to do).
 */
export async function migrateWithPostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzlePostgres(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
