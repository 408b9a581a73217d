import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemProgress, submissions } from '../../src/db/schema-judging.ts';
import { JudgeStoppedError } from '../../src/lib/judge-stopped.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { parseEventStream, streamToEnd, submit, submitAndWait } from './support/judge-client.ts';
import { createScriptedJudgeApp, testResult, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

let t: ScriptedJudgeApp;
let judgeProcessDeaths = 0;
beforeAll(async () => {
  t = await createScriptedJudgeApp({
    // The judge reports the first test, then fails: our failure, not the learner's.
    'fail-after-one-test': async ({ onTestResult }) => {
      onTestResult?.(testResult(1, 'Accepted'));
      throw new Error('the sandbox vanished');
    },
    // Both tests reported in one go, then the failure: their events are still being stored when the judge throws.
    'fail-after-two-tests': async ({ onTestResult }) => {
      onTestResult?.(testResult(1, 'Accepted'));
      onTestResult?.(testResult(2, 'Accepted'));
      throw new Error('the sandbox vanished');
    },
    // The judge's own process dies under the first attempt (judge-host/): nobody's verdict; the second attempt judges.
    'judge-process-dies-once': async ({ onTestResult }) => {
      onTestResult?.(testResult(1, 'Accepted'));
      if (judgeProcessDeaths++ === 0) throw new JudgeStoppedError('the judge process stopped (SIGKILL)');
      const tests = [testResult(1, 'Accepted'), testResult(2, 'Accepted')];
      onTestResult?.(tests[1]!);
      return { verdict: 'Accepted', compileOutput: '', tests, timeMs: 1, memoryKb: 1, testCount: 2, executionMethod: 'sandbox' };
    },
    'validator-broken': async () => ({
      verdict: 'Internal Error',
      compileOutput: '/srv/codepath/problems/line-sum/output_validators/check/check.cpp:3: error: expected ;',
      tests: [],
      timeMs: 0,
      memoryKb: 0,
      testCount: 2,
      executionMethod: 'sandbox',
    }),
    'validator-failed-on-hidden': async ({ onTestResult }) => {
      const tests = [testResult(1, 'Accepted'), { ...testResult(2, 'Internal Error'), message: 'validator crashed reading 10 (the answer)' }];
      for (const test of tests) onTestResult?.(test);
      return { verdict: 'Internal Error', compileOutput: '', tests, timeMs: 1, memoryKb: 1, testCount: 2, executionMethod: 'sandbox' };
    },
  });
});
afterAll(() => t.close());

describe('an Internal Error (the judge failed)', () => {
  it('still ends the events stream with a final event after the tests that ran', async () => {
    const { token } = await registerAccount(t.app);
    // submitAndWait throws when the stream ends without a final event.
    const { events, final } = await submitAndWait(t.app, token, { code: 'fail-after-one-test', language: 'python', problemId: 'line-sum' });
    expect(final).toMatchObject({ verdict: 'Internal Error', isSuccessful: false });
    expect(events.map((event) => [event.id, event.type])).toEqual([
      [1, 'test'],
      [2, 'final'],
    ]);
  });

  it('stores every test the judge reported before the final event, which comes after them', async () => {
    const { token } = await registerAccount(t.app);
    const { id, final } = await submitAndWait(t.app, token, { code: 'fail-after-two-tests', language: 'python', problemId: 'line-sum' });
    expect(final).toMatchObject({ verdict: 'Internal Error' });
    const replayed = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}/events`, headers: bearer(token) });
    expect(parseEventStream(replayed.body).map((event) => [event.id, event.type])).toEqual([
      [1, 'test'],
      [2, 'test'],
      [3, 'final'],
    ]);
  });

  it('costs the learner no wrong attempt', async () => {
    const { token, user } = await registerAccount(t.app);
    const { final } = await submitAndWait(t.app, token, { code: 'fail-after-one-test', language: 'python', problemId: 'line-sum' });
    expect(final).toMatchObject({ verdict: 'Internal Error', wrongAttempts: 0 });
    const [progress] = await t.database.db.select().from(problemProgress).where(eq(problemProgress.userId, user.id));
    expect(progress?.wrongAttempts).toBe(0);
  });

  it('tells the learner only that the judge failed: its details are ours, for the log', async () => {
    const { token } = await registerAccount(t.app);
    const outputOf = async (code: string) => {
      const { id } = await submitAndWait(t.app, token, { code, language: 'python', problemId: 'line-sum' });
      return (await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json().output;
    };
    expect(await outputOf('validator-broken')).toBe('Internal Error: the judge failed. Please submit again.');
    expect(await outputOf('validator-failed-on-hidden')).toBe('Internal Error on hidden test 1 of 1');
  });

  it('is not what a learner gets when the judge\'s own process dies: the submission is judged again', async () => {
    const { token } = await registerAccount(t.app);
    const created = await submit(t.app, token, { code: 'judge-process-dies-once', language: 'python', problemId: 'line-sum' });
    const { id } = created.json() as { id: string };
    const rowOf = async () => (await t.database.db.select({ status: submissions.status, attempts: submissions.attempts }).from(submissions).where(eq(submissions.id, id)))[0];
    // The first attempt hands its claim back (Queued again, no verdict); the sweep queues the row again.
    await expect.poll(async () => judgeProcessDeaths === 1 && (await rowOf())?.status, { timeout: 10_000 }).toBe('Queued');
    await t.app.judging.sweep(0);
    const { events } = await streamToEnd(t.app, token, id);
    const finals = events.filter((event) => event.type === 'final');
    expect(finals).toHaveLength(1);
    expect(finals[0]?.data).toMatchObject({ verdict: 'Accepted' });
    expect(await rowOf()).toEqual({ status: 'Accepted', attempts: 2 });
  });
});
