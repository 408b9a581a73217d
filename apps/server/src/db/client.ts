import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { migrateWithPglite, migrateWithPostgres } from './migrate.ts';
import { lockPgliteDirectory } from './pglite-lock.ts';

/** The query API every feature uses; the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call from several servers at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, empty, or started from `image` (a data folder PGlite dumped, e.g. `migratedDatabaseImage()`). */
  | { kind: 'pglite'; inMemory: true; image?: Blob };

export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator) is re-emitted here; without a
    // listener it would be an unhandled error that stops the process. The pool has already dropped that
    // connection and opens a new one for the next query; a query in flight gets its own error.
    pool.on('error', () => {});
    return {
      db: drizzlePostgres(pool, { schema }),
      kind: 'postgres',
      migrate: () => migrateWithPostgres(pool),
      close: once(() => pool.end()),
    };
  }
  if ('inMemory' in location) {
    const client = new PGlite('memory://', location.image ? { loadDataDir: location.image } : {});
    return pgliteHandle(client, () => client.close());
  }
  fs.mkdirSync(location.dataDir, { recursive: true });
  const release = lockPgliteDirectory(location.dataDir);
  const client = new PGlite(preparePgliteDirectory(location.dataDir));
  return pgliteHandle(client, async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  });
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', migrate: () => migrateWithPglite(db), close: once(close) };
}

/** Closing twice (app shutdown and a failing health check, say) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

function preparePgliteDirectory(dataDir: string): string {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
