import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinalEvent, SubmissionDetail } from '@codepath/contract/submissions';
import { submissions } from '../../src/db/schema-judging.ts';
import { progressRecorder } from '../../src/features/scores/record-progress.ts';
import { storeEvent } from '../../src/features/submissions/event-store.ts';
import { finishSubmission, type JudgedOutcome } from '../../src/features/submissions/finish-submission.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { streamToEnd } from './support/judge-client.ts';
import { createScriptedJudgeApp, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

/** The "line-sum" package's only sample, as its files hold it. */
const SAMPLE = { index: 1, input: '1 2 3\n', expectedOutput: '6\n' };

let t: ScriptedJudgeApp;
let account: { token: string; userId: string };
let submissionNumber = 0;

beforeAll(async () => {
  t = await createScriptedJudgeApp({});
  const registered = await registerAccount(t.app);
  account = { token: registered.token, userId: registered.user.id };
});
afterAll(() => t.close());

const outcome = (overrides: Partial<JudgedOutcome>): JudgedOutcome => ({
  verdict: 'Wrong Answer',
  passedCount: 0,
  testCount: 2,
  runtimeMs: 3,
  memoryKb: 900,
  output: 'Wrong answer: expected 6, read 7',
  failedSampleOutput: '7\n',
  executionMethod: 'sandbox',
  ...overrides,
});

/** Judges a submission of `line-sum` to `judged` (its first test, the sample, with `sampleVerdict`) and answers its final event and details. */
async function judgedSubmission(judged: JudgedOutcome, sampleVerdict: 'Accepted' | 'Wrong Answer' | null) {
  submissionNumber += 1;
  const [row] = await t.database.db
    .insert(submissions)
    .values({ userId: account.userId, problemSlug: 'line-sum', problemVersion: 1, submissionNumber, language: 'python', code: 'print(7)', status: 'Running', testCount: 2 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  if (sampleVerdict) {
    await storeEvent(t.database.db, row.id, { seq: 1, type: 'test', data: { index: 1, isSample: true, verdict: sampleVerdict, time: 3, memory: 900 } });
  }
  await finishSubmission({ db: t.database.db, bus: t.app.judging.bus, recordVerdict: progressRecorder.recordVerdict }, row, judged);
  const { events } = await streamToEnd(t.app, account.token, row.id);
  const detail = (await t.app.inject({ method: 'GET', url: `/api/submissions/${row.id}`, headers: bearer(account.token) })).json() as SubmissionDetail;
  const final = events.at(-1);
  expect(final?.type).toBe('final');
  return { final: final?.data as FinalEvent, detail };
}

describe('the final event carries what the details would add', () => {
  it('holds the failing sample and the output exactly as the details show them', async () => {
    const { final, detail } = await judgedSubmission(outcome({ failedSample: SAMPLE }), 'Wrong Answer');
    const failedInDetail = detail.tests.find((test) => test.isSample && test.verdict !== 'Accepted');
    expect(final.output).toBe(detail.output);
    expect(final.failedSample).toEqual({
      index: failedInDetail?.index,
      input: failedInDetail?.input,
      expectedOutput: failedInDetail?.expectedOutput,
      actualOutput: failedInDetail?.actualOutput,
    });
    expect(final.failedSample).toEqual({ ...SAMPLE, actualOutput: '7\n' });
    const [stored] = await t.database.db.select().from(submissions).where(eq(submissions.id, detail.id));
    expect(stored?.status).toBe('Wrong Answer');
  });

  it('holds the compiler message and no sample for a program that did not compile', async () => {
    const compilerMessage = 'main.py:1: SyntaxError: invalid syntax';
    const { final, detail } = await judgedSubmission(
      outcome({ verdict: 'Compilation Error', testCount: 0, output: compilerMessage, failedSampleOutput: null, failedSample: null }),
      null,
    );
    expect(final).toMatchObject({ verdict: 'Compilation Error', output: compilerMessage, failedSample: null });
    expect(detail.output).toBe(compilerMessage);
  });

  it('never holds more of the program output than the details', async () => {
    const { final, detail } = await judgedSubmission(outcome({ failedSample: SAMPLE, output: 'x'.repeat(20_000), failedSampleOutput: 'y'.repeat(8 * 1024) }), 'Wrong Answer');
    expect(final.output).toHaveLength(8 * 1024);
    expect(detail.output.length).toBeGreaterThanOrEqual(final.output?.length ?? 0);
    expect(final.failedSample?.actualOutput).toBe(detail.tests[0]?.actualOutput);
  });

  it('leaves the sample out when the judge did not name it, so the client asks the details', async () => {
    const { final } = await judgedSubmission(outcome({}), 'Wrong Answer');
    expect(final.output).toBe('Wrong answer: expected 6, read 7');
    expect(final).not.toHaveProperty('failedSample');
  });

  it('leaves a sample too long for an event out', async () => {
    const { final } = await judgedSubmission(outcome({ failedSample: { ...SAMPLE, input: '1 '.repeat(5_000) } }), 'Wrong Answer');
    expect(final).not.toHaveProperty('failedSample');
  });

  it('says no sample failed on an accepted submission', async () => {
    const { final } = await judgedSubmission(
      outcome({ verdict: 'Accepted', passedCount: 2, output: '', failedSampleOutput: null, failedSample: null }),
      'Accepted',
    );
    expect(final).toMatchObject({ verdict: 'Accepted', isSuccessful: true, output: '', failedSample: null });
  });
});
