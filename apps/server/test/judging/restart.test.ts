import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../../scripts/support/server-process.mjs';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { parseEventStream } from './support/judge-client.ts';
import { writeSumProblem } from './support/tiny-problem.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-restart-'));
const problemsDir = path.join(scratch, 'problems');
const env = { DATA_DIR: path.join(scratch, 'data'), PROBLEMS_DIR: problemsDir, JUDGE_CONCURRENCY: '1', DATABASE_URL: '', JWT_SECRET: '' };
const started: ServerProcess[] = [];

afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Slow enough (about a second per submission) that a kill lands in the middle of judging. */
const SLOW_SUM = 'import time\ntime.sleep(0.5)\nprint(sum(int(x) for x in input().split()))';

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({ env });
  started.push(server);
  return server;
}

async function api(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, text: await response.text() };
}

async function statuses(server: ServerProcess, token: string): Promise<string[]> {
  return (JSON.parse((await api(server, 'GET', '/api/submissions', token)).text) as { status: string }[]).map((s) => s.status);
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('restart in the middle of judging', () => {
  it('leaves every submission with exactly one final verdict and one final event', async () => {
    writeSumProblem(problemsDir);
    const first = await start();
    const registered = await api(first, 'POST', '/api/auth/register', undefined, {
      email: uniqueEmail('restart'),
      password: STRONG_PASSWORD,
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    const { token } = JSON.parse(registered.text) as { token: string };
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await api(first, 'POST', '/api/submissions', token, { code: SLOW_SUM, language: 'python', problemId: 'line-sum' });
      expect(created.status).toBe(201);
      ids.push((JSON.parse(created.text) as { id: string }).id);
    }
    await waitUntil(async () => (await statuses(first, token)).includes('Running'), 30_000);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await start();
    await waitUntil(async () => (await statuses(second, token)).every((status) => status === 'Accepted'), 60_000);
    for (const id of ids) {
      const stream = await api(second, 'GET', `/api/submissions/${id}/events`, token);
      const events = parseEventStream(stream.text);
      expect(events.filter((event) => event.type === 'final')).toHaveLength(1);
      expect(events.map((event) => event.id)).toEqual([1, 2, 3]);
    }
    expect(await statuses(second, token)).toEqual(['Accepted', 'Accepted', 'Accepted']);
  }, 300_000);
});
