import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

/** The database the configuration names (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
