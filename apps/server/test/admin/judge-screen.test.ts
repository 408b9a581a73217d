import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language } from '@codepath/contract/enums';
import type { JudgeOverview } from '@codepath/contract/admin-judge';
import { problemProgress, submissions } from '../../src/db/schema-judging.ts';
import { backgroundJobs } from '../../src/db/schema-jobs.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { createScriptedJudgeApp, testResult, type ScriptedJudgeApp } from '../judging/support/scripted-judge-app.ts';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { registerAdmin } from './admin-app.ts';

let t: ScriptedJudgeApp;
let admin: string;

beforeAll(async () => {
  t = await createScriptedJudgeApp({
    accepted: async () => ({ verdict: 'Accepted', tests: [testResult(1, 'Accepted'), testResult(2, 'Accepted')], testCount: 2, timeMs: 1, memoryKb: 1, compileOutput: '', compileMs: 0, executionMethod: 'sandbox' }) as never,
  });
  await t.app.judging.start();
  admin = (await registerAdmin(t.app)).token;
});
afterAll(() => t?.close());

const overview = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/judge', headers: bearer(admin) })).json() as JudgeOverview;

describe('the judge screen', () => {
  it('lists this judging process with its slots and every language self-test, and the last hour of verdicts', async () => {
    const learner = await registerAccount(t.app);
    await submitAndWait(t.app, learner.token, { code: 'accepted', language: 'python', problemId: 'line-sum' });
    const seen = await overview();
    expect(seen.workers).toHaveLength(1);
    expect(seen.workers[0]).toMatchObject({ role: 'all', slots: 2, isAlive: true, executionMethod: 'sandbox', stoppedAt: null });
    expect(seen.workers[0]?.languages.map((entry) => [entry.language, entry.isOk])).toEqual(Language.options.map((language) => [language, true]));
    expect(seen.verdictsLastHour).toContainEqual({ verdict: 'Accepted', count: 1 });
    expect(seen.queue.map((entry) => entry.kind)).toEqual(['run', 'submission', 'verify', 'rejudge', 'similarity']);
  });

  it('shows a submission whose worker stopped, and fails it as ours, never the learner\'s', async () => {
    const learner = await registerAccount(t.app);
    const [row] = await t.app.db
      .insert(submissions)
      .values({ userId: learner.user.id, problemSlug: 'line-sum', problemVersion: 1, submissionNumber: 1, language: 'python', code: 'accepted', status: 'Running', attempts: 2, leaseUntil: sql`now() - interval '1 minute'` })
      .returning();
    const stuck = (await overview()).problemJobs.find((job) => job.id === row?.id);
    expect(stuck).toMatchObject({ kind: 'submission', reason: 'lease-expired', attempts: 2, canFail: true, canRequeue: true });
    expect(stuck?.summary).toBe(`line-sum · python · #1 by ${learner.user.email}`);
    const failed = await t.app.inject({ method: 'POST', url: `/api/admin/judge/jobs/submission/${row?.id}/fail`, headers: bearer(admin) });
    expect(failed.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(submissions).where(eq(submissions.id, row?.id ?? ''));
    expect(after).toMatchObject({ status: 'Internal Error', output: 'Internal Error: Stopped by an administrator. Please submit again.' });
    const [progress] = await t.app.db.select().from(problemProgress).where(eq(problemProgress.userId, learner.user.id));
    expect(progress?.wrongAttempts ?? 0).toBe(0);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/judge/jobs/submission/${row?.id}/fail`, headers: bearer(admin) });
    expect(again.json()).toEqual({ code: 'CONFLICT', error: 'It has ended already (Internal Error).' });
  });

  it('shows when the oldest waiting job was made, and lists one waiting long', async () => {
    const before = await overview();
    expect(before.oldestWaiting).toEqual({ submission: null, background: null });
    const learner = await registerAccount(t.app);
    const madeAt = new Date(Date.now() - 5 * 60_000);
    const [row] = await t.app.db
      .insert(submissions)
      .values({ userId: learner.user.id, problemSlug: 'line-sum', problemVersion: 1, submissionNumber: 1, language: 'python', code: 'accepted', status: 'Queued', createdAt: madeAt })
      .returning();
    const seen = await overview();
    expect(seen.oldestWaiting.submission).toBe(madeAt.toISOString());
    expect(seen.problemJobs.find((job) => job.id === row?.id)).toMatchObject({ kind: 'submission', reason: 'waiting-long', canFail: true });
    await t.app.inject({ method: 'POST', url: `/api/admin/judge/jobs/submission/${row?.id}/fail`, headers: bearer(admin) });
    expect((await overview()).oldestWaiting.submission).toBeNull();
  });

  it('requeues a failed background job from the start', async () => {
    const [job] = await t.app.db.insert(backgroundJobs).values({ kind: 'verify', status: 'failed', problemSlug: 'nothing', problemVersion: 9, attempts: 3, error: 'The judge failed', finishedAt: new Date() }).returning();
    const listed = (await overview()).problemJobs.find((entry) => entry.id === job?.id);
    expect(listed).toMatchObject({ kind: 'verify', reason: 'failed', summary: 'verify nothing version 9', error: 'The judge failed', canRequeue: true, canFail: false });
    const requeued = await t.app.inject({ method: 'POST', url: `/api/admin/judge/jobs/verify/${job?.id}/requeue`, headers: bearer(admin) });
    expect(requeued.statusCode).toBe(200);
    // Queued again and run at once: the version does not exist, so it fails again, this time with attempts counted anew.
    const deadline = Date.now() + 10_000;
    let row = job;
    while (Date.now() < deadline) {
      [row] = await t.app.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job?.id ?? ''));
      if (row?.status === 'failed' && row.attempts === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error: 'The files of this version are not stored, so it cannot be verified.' });
  });
});
