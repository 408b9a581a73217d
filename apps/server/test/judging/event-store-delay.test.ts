import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionEvents, submissions } from '../../src/db/schema-judging.ts';
import { EVENT_STORE_DELAY_MS } from '../../src/features/submissions/judge-submission.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { parseEventStream, streamToEnd, submit } from './support/judge-client.ts';
import { createScriptedJudgeApp, testResult, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

const SLOW_TEST_MS = EVENT_STORE_DELAY_MS * 5;
let t: ScriptedJudgeApp;
beforeAll(async () => {
  t = await createScriptedJudgeApp({
    // A first test at once, a second one long after it.
    // Three tests at once: a grading of short tests.
    'three-quick-tests': async ({ onTestResult }) => {
      const tests = [testResult(1, 'Accepted'), testResult(2, 'Accepted'), testResult(3, 'Accepted')];
      for (const test of tests) {
        onTestResult?.(test);
        await delay(5);
      }
      return { verdict: 'Accepted', compileOutput: '', tests, timeMs: 1, memoryKb: 1, testCount: 3, executionMethod: 'sandbox' };
    },
    'slow-second-test': async ({ onTestResult }) => {
      const tests = [testResult(1, 'Accepted'), testResult(2, 'Accepted')];
      onTestResult?.(tests[0]!);
      await delay(SLOW_TEST_MS);
      onTestResult?.(tests[1]!);
      return { verdict: 'Accepted', compileOutput: '', tests, timeMs: 1, memoryKb: 1, testCount: 2, executionMethod: 'sandbox' };
    },
  });
});
afterAll(() => t.close());

describe('test events while grading goes on', () => {
  it('are stored a short while after the test, so a stream started later finds them before the verdict', async () => {
    const { token } = await registerAccount(t.app);
    const created = await submit(t.app, token, { code: 'slow-second-test', language: 'python', problemId: 'line-sum' });
    const { id } = created.json() as { id: string };
    const storedSeqs = async () => (await t.database.db.select({ seq: submissionEvents.seq }).from(submissionEvents).where(eq(submissionEvents.submissionId, id))).map((row) => row.seq);
    await expect.poll(storedSeqs, { timeout: SLOW_TEST_MS - 100, interval: 20 }).toEqual([1]);
    const [row] = await t.database.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    expect(row?.status).toBe('Running');
    // A stream opened now gets the stored test at once, then the rest live.
    const { events } = await streamToEnd(t.app, token, id);
    expect(events.map((event) => [event.id, event.type])).toEqual([
      [1, 'test'],
      [2, 'test'],
      [3, 'final'],
    ]);
    const replayed = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}/events`, headers: bearer(token) });
    expect(parseEventStream(replayed.body).map((event) => [event.id, event.type])).toEqual([
      [1, 'test'],
      [2, 'test'],
      [3, 'final'],
    ]);
  });

  it('of a short grading are written once, with the verdict (one transaction: one time for all)', async () => {
    const { token } = await registerAccount(t.app);
    const created = await submit(t.app, token, { code: 'three-quick-tests', language: 'python', problemId: 'line-sum' });
    const { id } = created.json() as { id: string };
    const { events } = await streamToEnd(t.app, token, id);
    expect(events.map((event) => [event.id, event.type])).toEqual([
      [1, 'test'],
      [2, 'test'],
      [3, 'test'],
      [4, 'final'],
    ]);
    const stored = await t.database.db.select({ seq: submissionEvents.seq, createdAt: submissionEvents.createdAt }).from(submissionEvents).where(eq(submissionEvents.submissionId, id));
    expect(stored).toHaveLength(4);
    // now() is the transaction's start: every event written in the verdict's transaction has its time.
    expect(new Set(stored.map((event) => event.createdAt.getTime())).size).toBe(1);
  });
});
