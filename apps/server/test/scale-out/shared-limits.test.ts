import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Judge } from '@codepath/judge/judge';
import type { ProgramResult } from '@codepath/judge/run-program';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { testConfig } from '../support/test-app.ts';
import { submit } from '../judging/support/judge-client.ts';
import { SUM_ACCEPTED, writeSumProblem } from '../judging/support/tiny-problem.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const ACCEPTED_RUN: ProgramResult = {
  verdict: 'Accepted',
  stdout: '6\n',
  isStdoutTruncated: false,
  stderr: '',
  exitCode: 0,
  timeMs: 1,
  wallMs: 1,
  memoryKb: 1,
  executionMethod: 'sandbox',
  compileOutput: '',
};

/** A judge that runs nothing: runs answer once `gate` opens; submissions are answered Accepted at once. */
function fakeJudge(gate: { opened: Promise<void>; runsStarted: number }): Judge {
  return {
    executionMethod: 'sandbox',
    selfTest: async () => {},
    async runProgram() {
      gate.runsStarted += 1;
      await gate.opened;
      return ACCEPTED_RUN;
    },
    runCases: () => Promise.reject(new Error('no cases in these tests')),
    gradeSubmission: async () => ({
      verdict: 'Accepted',
      compileOutput: '',
      tests: [],
      timeMs: 1,
      memoryKb: 1,
      testCount: 2,
      executionMethod: 'sandbox',
    }),
  };
}

interface TwoServers {
  a: FastifyInstance;
  b: FastifyInstance;
  prefix: string;
  /** Lets every held run answer. */
  openGate(): void;
  gate: { opened: Promise<void>; runsStarted: number };
}

let redis: Redis;
let servers: TwoServers | undefined;
let database: DatabaseHandle | undefined;
let problemsDir: string | undefined;

/** Two API servers on one database and one Redis, as behind a load balancer. */
async function startTwoServers(overrides: Partial<Config>): Promise<TwoServers> {
  problemsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-shared-limits-'));
  writeSumProblem(problemsDir);
  database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const jwtSecret = randomJwtSecret();
  const prefix = `test-${randomUUID()}`;
  let openGate = () => {};
  const gate = { opened: new Promise<void>((resolve) => (openGate = resolve)), runsStarted: 0 };
  const config = testConfig({ problemsDir, redisUrl: REDIS_URL, redisPrefix: prefix, ...overrides });
  const a = await buildApp(config, { database, jwtSecret, judge: fakeJudge(gate) });
  const b = await buildApp(config, { database, jwtSecret, judge: fakeJudge(gate) });
  await Promise.all([a.ready(), b.ready()]);
  await a.judging.catalogue.importAll();
  servers = { a, b, prefix, openGate, gate };
  return servers;
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

beforeEach(() => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});

afterEach(async () => {
  if (servers) {
    servers.openGate();
    await Promise.all([servers.a.close(), servers.b.close()]);
    const keys = await keysUnder(servers.prefix);
    if (keys.length > 0) await redis.del(...keys);
    servers = undefined;
  }
  await database?.close();
  database = undefined;
  if (problemsDir) fs.rmSync(problemsDir, { recursive: true, force: true });
  problemsDir = undefined;
  redis.disconnect();
});

const run = (app: FastifyInstance, token: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/compiler/execute',
    headers: bearer(token),
    payload: { code: 'print(6)', language: 'python', input: '', ...payload },
  });

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('limits shared by API servers on one Redis', () => {
  it('counts one learner’s runs on both servers together, refused ones (404, 413) excepted', async () => {
    const { a, b, prefix, openGate } = await startTwoServers({ runRateLimit: 2 });
    openGate();
    const { token } = await registerAccount(a);

    expect((await run(a, token, { problemId: 'no-such-problem' })).statusCode).toBe(404);
    expect((await run(b, token, { code: 'x'.repeat(65 * 1024) })).statusCode).toBe(413);
    expect((await run(a, token)).statusCode).toBe(200);
    expect((await run(b, token)).statusCode).toBe(200);
    const third = await run(a, token);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many runs\. Please wait \d+ seconds and try again\.$/);
    expect(third.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(third.json().retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(third.json().error).toContain(`wait ${third.json().retryAfterSeconds} seconds`);
    expect((await run(b, token)).statusCode).toBe(429);

    // Another learner is counted apart, and the counts live under REDIS_PREFIX.
    expect((await run(b, (await registerAccount(b)).token)).statusCode).toBe(200);
    expect((await keysUnder(prefix)).some((key) => key.startsWith(`${prefix}:rate-limit:`))).toBe(true);
  });

  it('counts one learner’s submissions on both servers together', async () => {
    const { a, b } = await startTwoServers({ submitRateLimit: 2 });
    const { token } = await registerAccount(a);
    const body = { code: SUM_ACCEPTED, language: 'python', problemId: 'line-sum' };

    expect((await submit(a, token, { ...body, problemId: 'no-such-problem' })).statusCode).toBe(404);
    expect((await submit(a, token, body)).statusCode).toBe(201);
    expect((await submit(b, token, body)).statusCode).toBe(201);
    const third = await submit(a, token, body);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many submissions\. Please wait \d+ seconds and try again\.$/);
    expect((await submit(b, token, body)).statusCode).toBe(429);
  });

  it('counts sign-in attempts from one address on both servers together', async () => {
    const { a, b } = await startTwoServers({ authRateLimit: 2 });
    const attempt = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: 'nobody@example.com', password: 'whatever1' } });

    expect((await attempt(a, '10.9.0.1')).statusCode).toBe(401);
    expect((await attempt(b, '10.9.0.1')).statusCode).toBe(401);
    const third = await attempt(a, '10.9.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(third.json().error).toContain(`${third.json().retryAfterSeconds} seconds`);
    expect((await attempt(b, '10.9.0.2')).statusCode).toBe(401);
  });

  it('counts one learner’s hints on both servers together', async () => {
    const { a, b } = await startTwoServers({ hintRateLimit: 2 });
    const { token } = await registerAccount(a);
    const ask = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/ai/hint', headers: bearer(token), payload: { problemId: 'line-sum', code: '', language: 'python' } });

    expect((await ask(a)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(200);
    const third = await ask(a);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^You have asked for many hints in a short time\. Please try again in \d+ minutes\.$/);
  });

  it('caps the runs one learner has waiting across both servers, and frees the slot when a run ends', async () => {
    const { a, b, prefix, openGate, gate } = await startTwoServers({ maxPendingJobs: 1 });
    const { token, user } = await registerAccount(a);

    const held = run(a, token);
    await waitFor(() => gate.runsStarted === 1, 'the first run to start');
    const refused = await run(b, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('You already have 1 runs waiting to be judged. Please wait for them to finish and try again.');
    // The count cannot outlive a crashed server for ever.
    expect(await redis.pttl(`${prefix}:pending-runs:${user.id}`)).toBeGreaterThan(0);

    openGate();
    expect((await held).statusCode).toBe(200);
    expect((await run(b, token)).statusCode).toBe(200);
    expect(await redis.exists(`${prefix}:pending-runs:${user.id}`)).toBe(0);
  });
});
