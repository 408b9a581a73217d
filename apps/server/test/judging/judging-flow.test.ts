import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CODE_BYTES, MAX_INPUT_BYTES, OUTPUT_TRUNCATED_NOTE } from '@codepath/contract/compiler';
import { problemProgress, submissionEvents, submissions } from '../../src/db/schema-judging.ts';
import { progressRecorder } from '../../src/features/scores/record-progress.ts';
import { finishSubmission } from '../../src/features/submissions/finish-submission.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { parseEventStream, streamToEnd, submit, submitAndWait } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';

let t: JudgingTestApp;
const source = (file: string) => fs.readFileSync(path.join(t.problemsDir, 'two-sum/submissions', file), 'utf8');

beforeAll(async () => {
  t = await createJudgingTestApp(makeProblemsDir(['two-sum']));
});
afterAll(() => t.close());

const execute = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/compiler/execute', headers: bearer(token), payload });
const statusOf = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/problems', headers: bearer(token) })).json() as { status: string }[])[0]?.status;

describe('status and score through run and submit', () => {
  it('moves attempted → submitted → solved and freezes the score at the first acceptance', async () => {
    const { token, user } = await registerAccount(t.app);
    expect(await statusOf(token)).toBe('not-attempted');
    await execute(token, { code: 'print(1)', language: 'python', input: '', problemId: 'two-sum' });
    // The spec's run record is POST /api/time/problem/run; the execute call records nothing.
    expect(await statusOf(token)).toBe('not-attempted');
    await t.app.inject({ method: 'POST', url: '/api/time/problem/run', headers: bearer(token), payload: { problemId: 'two-sum' } });
    expect(await statusOf(token)).toBe('attempted');

    const wrong = await submitAndWait(t.app, token, { code: source('wrong_answer/same_position_twice.py'), language: 'python', problemId: 'two-sum' });
    expect(wrong.final).toMatchObject({ verdict: 'Wrong Answer', isSuccessful: false, score: 0, wrongAttempts: 1 });
    expect(wrong.final.passedCount).toBeLessThan(wrong.final.testCount);
    expect(await statusOf(token)).toBe('submitted');

    const right = await submitAndWait(t.app, token, { code: source('accepted/solution.c'), language: 'c', problemId: 'two-sum' });
    expect(right.final).toEqual({ verdict: 'Accepted', isSuccessful: true, passedCount: right.final.testCount, testCount: right.final.testCount, score: 95, wrongAttempts: 1, executionMethod: 'sandbox', output: '', failedSample: null });
    const testEvents = right.events.filter((event) => event.type === 'test');
    expect(testEvents.map((event) => event.id)).toEqual(Array.from({ length: right.final.testCount }, (_, i) => i + 1));
    expect(testEvents[0]?.data).toEqual({ index: 1, isSample: true, verdict: 'Accepted', time: expect.any(Number), memory: expect.any(Number) });
    expect(await statusOf(token)).toBe('solved');

    const later = await submitAndWait(t.app, token, { code: source('wrong_answer/same_position_twice.py'), language: 'python', problemId: 'two-sum' });
    expect(later.final).toMatchObject({ verdict: 'Wrong Answer', score: 95, wrongAttempts: 1 });
    expect(await statusOf(token)).toBe('solved');
    const [progress] = await t.database.db.select().from(problemProgress).where(eq(problemProgress.userId, user.id));
    // Three submissions, each the spec's SUBMISSION_TIME_SPENT (10).
    expect(progress).toMatchObject({ status: 'solved', finalScore: 95, wrongAttempts: 1, timeSpent: 30 });
  });

  it('shows a failing sample\'s actual output next to the expected one', async () => {
    const { token } = await registerAccount(t.app);
    const { id } = await submitAndWait(t.app, token, { code: 'print("0 0")', language: 'python', problemId: 'two-sum' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json();
    expect(detail.status).toBe('Wrong Answer');
    expect(detail.tests).toEqual([
      expect.objectContaining({ index: 1, isSample: true, verdict: 'Wrong Answer', actualOutput: '0 0\n', expectedOutput: '1 3\n' }),
    ]);
  });

  it('reports a compilation error with the compiler message as output', async () => {
    const { token } = await registerAccount(t.app);
    const { id, final } = await submitAndWait(t.app, token, { code: 'int main( {', language: 'c', problemId: 'two-sum' });
    expect(final).toMatchObject({ verdict: 'Compilation Error', passedCount: 0 });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row?.output).toMatch(/error/);
  });

  it('answers the editorial only after the solution view was recorded', async () => {
    const { token, user } = await registerAccount(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/problems/two-sum/solution', headers: bearer(token) });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'FORBIDDEN' });
    await t.database.db.insert(problemProgress).values({ userId: user.id, problemSlug: 'two-sum', solutionViewed: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/problems/two-sum/solution', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ solution: fs.readFileSync(path.join(t.problemsDir, 'two-sum/solution.md'), 'utf8'), problemTitle: 'Two Sum' });
  });
});

describe('events stream', () => {
  it('replays a finished submission, resumes after Last-Event-ID and accepts ?token=', async () => {
    const { token } = await registerAccount(t.app);
    const { id, events, final } = await submitAndWait(t.app, token, { code: source('accepted/Solution.java'), language: 'java', problemId: 'two-sum' });
    expect(final.verdict).toBe('Accepted');
    const replay = await streamToEnd(t.app, token, id);
    expect(replay.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(replay.events).toEqual(events);
    const resumed = await streamToEnd(t.app, token, id, 3);
    expect(resumed.events).toEqual(events.slice(3));
    expect(resumed.events.at(-1)?.type).toBe('final');

    const byQuery = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}/events?token=${token}` });
    expect(parseEventStream(byQuery.body)).toEqual(events);
    const forged = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}/events?token=not-a-token` });
    expect(forged.statusCode).toBe(401);
  });

  it('writes a verdict once however many times it is finished', async () => {
    const { token, user } = await registerAccount(t.app);
    const { id } = await submitAndWait(t.app, token, { code: 'print("0 0")', language: 'python', problemId: 'two-sum' });
    // As if a second worker had picked the same job up again while it was Running.
    await t.database.db.update(submissions).set({ status: 'Running' }).where(eq(submissions.id, id));
    await t.database.db.delete(submissionEvents).where(and(eq(submissionEvents.submissionId, id), eq(submissionEvents.type, 'final')));
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    if (!row) throw new Error('submission row missing');
    const deps = { db: t.database.db, bus: t.judging.bus, recordVerdict: progressRecorder.recordVerdict };
    const outcome = { verdict: 'Wrong Answer' as const, passedCount: 0, testCount: 12, runtimeMs: 1, memoryKb: 1, output: '', failedSampleOutput: null, executionMethod: null };
    const results = await Promise.all([finishSubmission(deps, row, outcome), finishSubmission(deps, row, outcome)]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const finals = await t.database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id));
    expect(finals.filter((event) => event.type === 'final')).toHaveLength(1);
    const [progress] = await t.database.db.select().from(problemProgress).where(eq(problemProgress.userId, user.id));
    expect(progress?.wrongAttempts).toBe(2);
  });
});

describe('limits', () => {
  it('refuses code over 64 KiB and input over 1 MiB with 413', async () => {
    const { token } = await registerAccount(t.app);
    const bigCode = await execute(token, { code: '#'.repeat(MAX_CODE_BYTES + 1), language: 'python', input: '' });
    expect(bigCode.statusCode).toBe(413);
    expect(bigCode.json()).toMatchObject({ error: 'Code is too large (the limit is 64 KiB)' });
    const bigInput = await execute(token, { code: 'print(1)', language: 'python', input: 'x'.repeat(MAX_INPUT_BYTES + 1) });
    expect(bigInput.json()).toMatchObject({ error: 'Input is too large (the limit is 1 MiB)' });
    const bigSubmission = await submit(t.app, token, { code: '#'.repeat(MAX_CODE_BYTES + 1), language: 'python', problemId: 'two-sum' });
    expect(bigSubmission.statusCode).toBe(413);
    expect(bigSubmission.json()).toMatchObject({ error: 'Code is too large (the limit is 64 KiB)' });
  });

  it('cuts long output and says so', async () => {
    const { token } = await registerAccount(t.app);
    const response = await execute(token, { code: 'print("y" * 200000)', language: 'python', input: '' });
    const answer = response.json();
    expect(answer.isOutputTruncated).toBe(true);
    expect(answer.output.endsWith(OUTPUT_TRUNCATED_NOTE)).toBe(true);
    expect(Buffer.byteLength(answer.output)).toBeLessThan(70 * 1024);
  });

  it('explains failures in error: runtime errors and time limits', async () => {
    const { token } = await registerAccount(t.app);
    const crash = (await execute(token, { code: 'raise ValueError("boom")', language: 'python', input: '' })).json();
    expect(crash).toMatchObject({ success: false, verdict: 'Runtime Error' });
    expect(crash.error).toContain('ValueError: boom');
    const segfault = (await execute(token, { code: 'int main(void) { volatile int *p = 0; return *p; }', language: 'c', input: '' })).json();
    expect(segfault).toMatchObject({ success: false, verdict: 'Runtime Error' });
    expect(segfault.error).toBe('Runtime Error: Segmentation fault (SIGSEGV): invalid memory access');
    const slow = (await execute(token, { code: 'while True: pass', language: 'python', input: '', problemId: 'two-sum' })).json();
    expect(slow).toMatchObject({ success: false, verdict: 'Time Limit Exceeded', error: 'Time Limit Exceeded' });
  }, 30_000);
});
