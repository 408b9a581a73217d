import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, uniqueEmail } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * `npm run admin` against a PostgreSQL server named by DATABASE_URL, as an operator runs
 * it when the server runs elsewhere: a fresh database per run, dropped afterwards.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `codepath_cli_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function admin(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', 'admin', '--', ...args], { cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: databaseUrl } });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

let t: TestApp | undefined;

beforeAll(async () => {
  await onServer(`CREATE DATABASE ${databaseName}`);
});
afterAll(async () => {
  await t?.close();
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe('npm run admin on DATABASE_URL', () => {
  it('grants the first admin before the server has ever run, and the account that signs up with the e-mail is an admin', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('operator');
    expect(await admin('grant', email)).toEqual({ code: 0, output: expect.stringContaining(`No account uses ${email} yet: the account that signs up with it gets these staff roles: admin.`) });

    t = await createTestApp({}, { kind: 'postgres', url: databaseUrl });
    const operator = await registerAccount(t.app, { email });
    expect((await t.app.inject({ method: 'GET', url: '/api/access', headers: bearer(operator.token) })).json()).toEqual({ roles: ['learner', 'admin'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(operator.token) })).statusCode).toBe(200);

    // While the server runs, the command line changes an existing account's roles, at once.
    expect(await admin('grant', email, 'author')).toEqual({ code: 0, output: expect.stringContaining(`${email}: staff roles now author, admin.`) });
    expect(await admin('revoke', email)).toEqual({ code: 0, output: expect.stringContaining(`${email}: staff roles now author.`) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(operator.token) })).statusCode).toBe(403);

    const wrong = await admin('grant', email, 'root');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('"root" is not a role: use admin, author or teacher.');
  });
});
