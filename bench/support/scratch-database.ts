import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL and Redis, which the benchmarks share with everything else on it. */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/** A new, empty database of its own on the machine's PostgreSQL, for one benchmark run. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `codepath_bench_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}),
  };
}
