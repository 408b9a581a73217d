import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, buildWorker } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { submissionEvents, submissions } from '../../src/db/schema-judging.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { testConfig } from '../support/test-app.ts';
import { streamToEnd, submit } from './support/judge-client.ts';
import { makeProblemsDir } from './support/judging-app.ts';
import { SUM_ACCEPTED, SUM_WRONG, writeSumProblem } from './support/tiny-problem.ts';
import { adminQuery, databaseUrlOf } from '../support/postgres-admin.ts';

/**
 * Scale-out mode in one process: two API servers (role api, no judge) and one
 * worker on one PostgreSQL database and one Redis. Whatever server a learner
 * talks to, the work is judged by the worker and the events reach the stream.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseName = `codepath_scale_${randomBytes(6).toString('hex')}`;
const databaseUrl = databaseUrlOf(databaseName);
const prefix = `test-${randomBytes(6).toString('hex')}`;


let database: DatabaseHandle;
let problemsDir: string;
let apiA: FastifyInstance;
let apiB: FastifyInstance;
let worker: FastifyInstance | undefined;

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  database = openDatabase({ kind: 'postgres', url: databaseUrl });
  await database.migrate();
  problemsDir = makeProblemsDir([]);
  writeSumProblem(problemsDir);
  const jwtSecret = randomJwtSecret();
  const shared: Partial<Config> = { problemsDir, redisUrl: REDIS_URL, redisPrefix: prefix, databaseUrl, judgeLeaseMs: 3000, judgeConcurrency: 1 };
  apiA = await buildApp(testConfig({ ...shared, role: 'api' }), { database, jwtSecret });
  apiB = await buildApp(testConfig({ ...shared, role: 'api' }), { database, jwtSecret });
  await apiA.judging.start();
  await apiB.judging.start();
}, 60_000);

afterAll(async () => {
  await Promise.allSettled([apiA?.close(), apiB?.close(), worker?.close()]);
  await database?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  fs.rmSync(problemsDir, { recursive: true, force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}, 60_000);

const startWorker = async () => {
  const config = testConfig({ problemsDir, redisUrl: REDIS_URL, redisPrefix: prefix, databaseUrl, judgeLeaseMs: 3000, judgeConcurrency: 1, role: 'worker' });
  worker = await buildWorker(config, { database, jwtSecret: randomJwtSecret() });
  await worker.judging.start();
};

describe('scale-out mode: API servers and a worker on PostgreSQL and Redis', () => {
  it('queues on one server while no worker runs, and a worker that starts later judges it; the stream on the other server ends with the verdict', async () => {
    const { token } = await registerAccount(apiA);
    const created = await submit(apiA, token, { problemId: 'line-sum', language: 'python', code: SUM_WRONG });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    // An API server judges nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [waiting] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(waiting?.status).toBe('Queued');

    const streamed = streamToEnd(apiB, token, id);
    await startWorker();
    const { events } = await streamed;
    const final = events.find((event) => event.type === 'final');
    expect(final?.data).toMatchObject({ verdict: 'Wrong Answer', isSuccessful: false });
    expect(events.filter((event) => event.type === 'test').length).toBeGreaterThan(0);
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ status: 'Wrong Answer', attempts: 1 });
    // The worker self-tests every language before it takes a job: 30 s alone where a page fault takes 15-20 us,
    // more than 60 s beside the other test files.
  }, 240_000);

  it('answers a run sent to either server with the program output', async () => {
    const { token } = await registerAccount(apiB);
    for (const app of [apiA, apiB]) {
      const answer = await app.inject({ method: 'POST', url: '/api/compiler/execute', headers: bearer(token), payload: { language: 'python', code: SUM_ACCEPTED, input: '2 40' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, output: '42\n' });
    }
  }, 60_000);

  it('judges submissions sent to both servers once each, with one final event each', async () => {
    const { token } = await registerAccount(apiA);
    const sent = [apiA, apiB, apiA, apiB].map((app, index) => ({ app, code: index % 2 === 0 ? SUM_ACCEPTED : SUM_WRONG }));
    const ids: string[] = [];
    for (const { app, code } of sent) ids.push((( await submit(app, token, { problemId: 'line-sum', language: 'python', code })).json() as { id: string }).id);
    for (const [index, id] of ids.entries()) {
      const { events } = await streamToEnd(index % 2 === 0 ? apiB : apiA, token, id);
      expect(events.filter((event) => event.type === 'final').map((event) => event.data.verdict)).toEqual([index % 2 === 0 ? 'Accepted' : 'Wrong Answer']);
    }
    for (const id of ids) {
      const finals = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id));
      expect(finals.filter((event) => event.type === 'final')).toHaveLength(1);
    }
  }, 90_000);
});
