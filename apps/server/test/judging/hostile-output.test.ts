import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema-judging.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from './support/judge-client.ts';
import { createJudgingTestApp, type JudgingTestApp } from './support/judging-app.ts';
import { writeSumProblem } from './support/tiny-problem.ts';

/**
 * Checking this output on the event loop stalled the server for 16 s here. The
 * strict 200 ms bound on the check itself is tested in the judge
 * (packages/judge/test/hostile-output.test.ts); through the whole server, judging
 * even `print(6)` already delays a request by about 100 ms on a loaded machine.
 */
const MAX_HEALTH_MS = 1000;
const PAUSE_MS = 20;

let t: JudgingTestApp;
let token: string;
let slug: string;

beforeAll(async () => {
  const problemsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-problems-'));
  slug = writeSumProblem(problemsDir);
  t = await createJudgingTestApp(problemsDir);
  ({ token } = await registerAccount(t.app));
});
afterAll(() => t.close());

describe('program output that attacks the server', () => {
  it('stores a verdict, not Internal Error, when a failing sample printed NUL, and answers no NUL', async () => {
    const { id, final } = await submitAndWait(t.app, token, { code: 'print("6\\0")', language: 'python', problemId: slug });
    expect(final.verdict).toBe('Wrong Answer');
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row?.output).toBe('Token 1: expected "6", got "6\\x00".');
    expect(row?.failedSampleOutput).toBe('6\uFFFD\n');
    const detail = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) });
    expect(detail.body).not.toContain('\\u0000');
  }, 60_000);

  it('answers /api/health promptly while it checks 32 MiB of output', async () => {
    const judged = submitAndWait(t.app, token, { code: 'import sys\ninput()\nsys.stdout.write("1 " * (16 * 1024 * 1024))', language: 'python', problemId: slug });
    let isJudged = false;
    void judged.finally(() => {
      isJudged = true;
    });
    // In-process requests cannot start while the loop is blocked, so each round is timed whole, pause included.
    let slowestMs = 0;
    while (!isJudged) {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      slowestMs = Math.max(slowestMs, performance.now() - started - PAUSE_MS);
      expect(health.statusCode).toBe(200);
    }
    console.info(`/api/health slowest answer while judging: ${slowestMs.toFixed(0)} ms`);
    expect((await judged).final.verdict).toBe('Wrong Answer');
    expect(slowestMs).toBeLessThan(MAX_HEALTH_MS);
  }, 60_000);
});
