import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { bearer, registerAccount, STRONG_PASSWORD } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The same code against a real PostgreSQL server: a fresh, uniquely named database
 * per run, dropped afterwards. Override the server with TEST_POSTGRES_URL.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `codepath_test_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${url} (${(error as Error).message}). Start it or set TEST_POSTGRES_URL.`, {
      cause: error,
    });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let t: TestApp | undefined;

beforeAll(async () => {
  await withClient(ADMIN_URL, (admin) => admin.query(`CREATE DATABASE ${databaseName}`));
});

afterAll(async () => {
  await t?.close();
  await withClient(ADMIN_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
});

describe('on a PostgreSQL server', () => {
  it('keeps serving when the server ends an idle connection (a restart or an administrator)', async () => {
    const handle = openDatabase({ kind: 'postgres', url: databaseUrl });
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUnhandled);
    try {
      const query = async <Row>(statement: ReturnType<typeof sql>) => ((await handle.db.execute(statement)) as unknown as { rows: Row[] }).rows;
      const [backend] = await query<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await withClient(ADMIN_URL, (admin) => admin.query('SELECT pg_terminate_backend($1)', [backend?.pid]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await query<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUnhandled);
      await handle.close();
    }
  });

  it('migrates once even when several servers start together', async () => {
    const handles = [0, 1, 2].map(() => openDatabase({ kind: 'postgres', url: databaseUrl }));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const applied = await withClient(databaseUrl, (client) => client.query('SELECT hash FROM drizzle.__drizzle_migrations'));
    const hashes = applied.rows.map((row: { hash: string }) => row.hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('runs the account and time-tracking flow', async () => {
    t = await createTestApp({}, { kind: 'postgres', url: databaseUrl });
    const app = t.app;

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: 'postgres' });

    const { user } = await registerAccount(app, { email: 'Pat@Example.com' });
    expect(user.email).toBe('pat@example.com');
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'PAT@example.com', password: 'secret1', firstname: 'P', lastname: 'Q' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().conflictType).toBe('email_already_exists');

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'pat@example.com', password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const headers = bearer(login.json().token);

    const update = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { firstname: 'Patricia', lastname: 'Q', email: 'patricia@example.com' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ remainingUpdates: 3, token: expect.any(String) });
    const newHeaders = bearer(update.json().token);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: newHeaders,
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'An0ther!pass' },
    });
    expect(changed.statusCode).toBe(200);
    const relogin = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'patricia@example.com', password: 'An0ther!pass' } });
    expect(relogin.statusCode).toBe(200);
    const oldTokenAnswer = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: newHeaders });
    expect(oldTokenAnswer.statusCode).toBe(401);
    const signedIn = bearer(relogin.json().token);

    for (const step of ['start', 'activity', 'end']) {
      const response = await app.inject({ method: 'POST', url: `/api/time/session/${step}`, headers: signedIn });
      expect(response.json()).toMatchObject({ ok: true, sessionId: expect.any(String) });
    }
    const stats = await app.inject({ method: 'GET', url: '/api/time/dashboard/stats', headers: signedIn });
    expect(stats.json()).toMatchObject({ activeDays: 1, averageTimePerProblem: 0 });
  });
});
