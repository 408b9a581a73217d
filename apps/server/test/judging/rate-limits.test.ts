import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema-judging.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submit } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';
import { SUM_ACCEPTED, writeSumProblem } from './support/tiny-problem.ts';

let t: JudgingTestApp;

beforeAll(async () => {
  const problemsDir = makeProblemsDir([]);
  writeSumProblem(problemsDir);
  t = await createJudgingTestApp(problemsDir, { runRateLimit: 2, submitRateLimit: 2, maxPendingJobs: 1, judgeConcurrency: 1 });
});
afterAll(() => t.close());

describe('per-user limits', () => {
  it('answers 429 with a clear message past the run rate', async () => {
    const { token } = await registerAccount(t.app);
    const run = () =>
      t.app.inject({ method: 'POST', url: '/api/compiler/execute', headers: bearer(token), payload: { code: 'print(1)', language: 'python', input: '' } });
    expect((await run()).statusCode).toBe(200);
    expect((await run()).statusCode).toBe(200);
    const third = await run();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many runs\. Please wait \d+ seconds and try again\.$/);
  });

  it('refuses a submission while the user already has the cap waiting', async () => {
    const { token, user } = await registerAccount(t.app);
    await t.database.db
      .insert(submissions)
      .values({ userId: user.id, problemSlug: 'line-sum', problemVersion: 1, submissionNumber: 1, language: 'python', code: SUM_ACCEPTED });
    const refused = await submit(t.app, token, { code: SUM_ACCEPTED, language: 'python', problemId: 'line-sum' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('You already have 1 submissions waiting to be judged. Please wait for them to finish and try again.');
  });
});
