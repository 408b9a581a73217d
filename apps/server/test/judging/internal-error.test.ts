import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemProgress } from '../../src/db/schema-judging.ts';
import { registerAccount } from '../support/accounts.ts';
import { submitAndWait } from './support/judge-client.ts';
import { createScriptedJudgeApp, testResult, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

let t: ScriptedJudgeApp;
beforeAll(async () => {
  t = await createScriptedJudgeApp({
    // The judge reports the first test, then fails: our failure, not the learner's.
    'fail-after-one-test': async ({ onTestResult }) => {
      onTestResult?.(testResult(1, 'Accepted'));
      throw new Error('the sandbox vanished');
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

  it('costs the learner no wrong attempt', async () => {
    const { token, user } = await registerAccount(t.app);
    const { final } = await submitAndWait(t.app, token, { code: 'fail-after-one-test', language: 'python', problemId: 'line-sum' });
    expect(final).toMatchObject({ verdict: 'Internal Error', wrongAttempts: 0 });
    const [progress] = await t.database.db.select().from(problemProgress).where(eq(problemProgress.userId, user.id));
    expect(progress?.wrongAttempts).toBe(0);
  });
});
