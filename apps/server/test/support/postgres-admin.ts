import pg from 'pg';

/** The test machine's PostgreSQL server; tests create their own databases in it and drop them. */
export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (CREATE or DROP DATABASE, say) on its own connection to the admin database. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the admin server. */
export const databaseUrlOf = (name: string) => Object.assign(new URL(ADMIN_POSTGRES_URL), { pathname: `/${name}` }).toString();
