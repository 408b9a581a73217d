import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUsersAnswer } from '@codepath/contract/admin-users';
import type { Judge } from '@codepath/judge/judge';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { bearer, registerAccount, STRONG_PASSWORD } from '../support/accounts.ts';
import { deleteRedisKeys } from '../support/redis-keys.ts';
import { testConfig } from '../support/test-app.ts';
import { registerAdmin } from './admin-app.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A judge nobody calls here: these tests judge nothing. */
const idleJudge: Judge = {
  executionMethod: 'sandbox',
  selfTest: async () => {},
  runProgram: () => Promise.reject(new Error('not used')),
  runCases: () => Promise.reject(new Error('not used')),
  gradeSubmission: () => Promise.reject(new Error('not used')),
};

/** Two API servers on one database and one Redis, as behind a load balancer in scale-out mode. */
let database: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;
const prefix = `test-users-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const jwtSecret = randomJwtSecret();
  const config = testConfig({ redisUrl: REDIS_URL, redisPrefix: prefix });
  a = await buildApp(config, { database, jwtSecret, judge: idleJudge });
  b = await buildApp(config, { database, jwtSecret, judge: idleJudge });
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  await deleteRedisKeys(REDIS_URL, prefix);
});

const call = (app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function statusWithin(check: () => Promise<number>, wanted: number, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  let status = await check();
  while (status !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await check();
  }
  return status;
}

describe('users in the admin area', () => {
  it('finds accounts by e-mail or name and shows nothing of their passwords or tokens', async () => {
    const admin = await registerAdmin(a);
    const learner = await registerAccount(a, { firstname: 'Grace', lastname: `Hopper${randomUUID().slice(0, 4)}` });
    const found = (await call(a, admin.token, 'GET', `/api/admin/users?search=${encodeURIComponent(learner.user.lastname)}`)).json() as AdminUsersAnswer;
    expect(found.users.map((user) => user.email)).toEqual([learner.user.email]);
    expect(found.users[0]).toMatchObject({ name: `Grace ${learner.user.lastname}`, roles: ['learner'], isDisabled: false, solved: 0, submissions: 0 });
    const admins = (await call(a, admin.token, 'GET', '/api/admin/users?role=admin')).json() as AdminUsersAnswer;
    expect(admins.users.map((user) => user.email)).toContain(admin.user.email);
    expect(admins.users.map((user) => user.email)).not.toContain(learner.user.email);

    const detail = await call(a, admin.token, 'GET', `/api/admin/users/${learner.user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toMatch(/scrypt|password|sessionVersion|googleId|githubId/i);
    expect(detail.body).not.toContain(learner.token);
    expect(detail.body).not.toContain(learner.token.split('.')[2]);
  });

  it("disables an account: its token stops working at once on every server, and so does its sign-in", async () => {
    const admin = await registerAdmin(a);
    const learner = await registerAccount(a);
    // Server b has just checked the account, so it keeps it in memory for a few seconds.
    expect((await call(b, learner.token, 'GET', '/api/problems')).statusCode).toBe(200);

    const disabled = await call(a, admin.token, 'POST', `/api/admin/users/${learner.user.id}/disable`);
    expect((disabled.json() as AdminUserDetail).user.isDisabled).toBe(true);
    expect(await statusWithin(async () => (await call(b, learner.token, 'GET', '/api/problems')).statusCode, 401, 500)).toBe(401);
    expect((await call(a, learner.token, 'GET', '/api/dashboard')).statusCode).toBe(401);
    const signIn = await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email: learner.user.email, password: STRONG_PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ code: 'ACCOUNT_DISABLED', error: "This account has been disabled. Contact the site's administrators." });

    await call(a, admin.token, 'POST', `/api/admin/users/${learner.user.id}/enable`);
    const again = await b.inject({ method: 'POST', url: '/api/auth/login', payload: { email: learner.user.email, password: STRONG_PASSWORD } });
    expect(again.statusCode).toBe(200);
    // The token from before stays signed out; the new one works.
    expect((await call(b, learner.token, 'GET', '/api/problems')).statusCode).toBe(401);
    expect((await call(b, again.json().token, 'GET', '/api/problems')).statusCode).toBe(200);
    const audit = (await call(a, admin.token, 'GET', `/api/admin/audit?search=${learner.user.id}`)).json() as { entries: { action: string; actor: { label: string }; before: unknown; after: unknown }[] };
    expect(audit.entries.map((entry) => [entry.action, entry.actor.label, entry.before, entry.after])).toEqual([
      ['user.enable', admin.user.email, { email: learner.user.email, disabled: true }, { email: learner.user.email, disabled: false }],
      ['user.disable', admin.user.email, { email: learner.user.email, disabled: false }, { email: learner.user.email, disabled: true }],
    ]);
  });

  it('changes roles, takes them back at once, and keeps an admin from locking themselves out', async () => {
    const admin = await registerAdmin(a);
    const author = await registerAccount(a);
    const granted = await call(a, admin.token, 'PUT', `/api/admin/users/${author.user.id}/roles`, { roles: ['author', 'teacher'] });
    expect((granted.json() as AdminUserDetail).user.roles).toEqual(['learner', 'author', 'teacher']);
    expect((await call(b, author.token, 'GET', '/api/admin/problems')).statusCode).toBe(200);
    await call(a, admin.token, 'PUT', `/api/admin/users/${author.user.id}/roles`, { roles: [] });
    expect((await call(b, author.token, 'GET', '/api/admin/problems')).statusCode).toBe(403);

    const selfDemotion = await call(a, admin.token, 'PUT', `/api/admin/users/${admin.user.id}/roles`, { roles: ['author'] });
    expect(selfDemotion.json()).toEqual({ code: 'BAD_REQUEST', error: 'You cannot take the admin role from yourself. Ask another admin.' });
    expect((await call(a, admin.token, 'POST', `/api/admin/users/${admin.user.id}/disable`)).json()).toEqual({ code: 'BAD_REQUEST', error: 'You cannot disable your own account.' });
    const audit = (await call(a, admin.token, 'GET', `/api/admin/audit?search=${author.user.id}`)).json() as { entries: { action: string; actor: { label: string }; before: unknown; after: unknown }[] };
    expect(audit.entries.map((entry) => [entry.action, entry.actor.label, entry.before, entry.after])).toEqual([
      ['user.roles', admin.user.email, { email: author.user.email, roles: ['author', 'teacher'] }, { email: author.user.email, roles: [] }],
      ['user.roles', admin.user.email, { email: author.user.email, roles: [] }, { email: author.user.email, roles: ['author', 'teacher'] }],
    ]);
  });
});
