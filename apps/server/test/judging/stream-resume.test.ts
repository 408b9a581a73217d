import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/accounts.ts';
import { streamToEnd, submitAndWait } from './support/judge-client.ts';
import { createScriptedJudgeApp, testResult, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

let t: ScriptedJudgeApp;
beforeAll(async () => {
  t = await createScriptedJudgeApp({
    'wrong-on-hidden': async ({ onTestResult }) => {
      const tests = [testResult(1, 'Accepted'), testResult(2, 'Wrong Answer')];
      for (const test of tests) onTestResult?.(test);
      return { verdict: 'Wrong Answer', compileOutput: '', tests, timeMs: 1, memoryKb: 1, testCount: 2, executionMethod: 'sandbox' };
    },
  });
});
afterAll(() => t.close());

describe('resuming the events stream of a finished submission', () => {
  it('sends the final event and ends, even when Last-Event-ID is at or past the end', { timeout: 10_000 }, async () => {
    const { token } = await registerAccount(t.app);
    const { id, events } = await submitAndWait(t.app, token, { code: 'wrong-on-hidden', language: 'python', problemId: 'line-sum' });
    const final = events.at(-1);
    expect(final).toMatchObject({ id: 3, type: 'final' });
    // Without the fix each of these streams stays open and the test times out.
    for (const lastEventId of [2, 3, 4, 999_999]) {
      const resumed = await streamToEnd(t.app, token, id, lastEventId);
      expect({ lastEventId, events: resumed.events }).toEqual({ lastEventId, events: [final] });
    }
  });
});
