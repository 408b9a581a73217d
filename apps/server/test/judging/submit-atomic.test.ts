import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemProgress, submissions } from '../../src/db/schema-judging.ts';
import { admitSubmission, createSubmission, type CreateSubmissionDeps } from '../../src/features/submissions/create-submission.ts';
import type { JudgeQueue } from '../../src/queue/judge-queue.ts';
import { progressRecorder } from '../../src/features/scores/record-progress.ts';
import { registerAccount } from '../support/accounts.ts';
import { createScriptedJudgeApp, type ScriptedJudgeApp } from './support/scripted-judge-app.ts';

let t: ScriptedJudgeApp;
beforeAll(async () => {
  t = await createScriptedJudgeApp({});
});
afterAll(() => t.close());

const body = { code: 'print(1)', language: 'python' as const, problemId: 'line-sum' };

function depsWith(overrides: Partial<CreateSubmissionDeps>): CreateSubmissionDeps {
  const queue = { enqueueSubmission: async () => {} } as unknown as JudgeQueue;
  return { db: t.database.db, queue, maxPendingSubmissions: 3, recordSubmit: progressRecorder.recordSubmit, ...overrides };
}

const rowsOf = async (userId: string) => t.database.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.userId, userId));

describe('submitting stores all of a submission or none of it', () => {
  it('stores no submission when its progress cannot be written, so sending it again makes no second one', async () => {
    const { user } = await registerAccount(t.app);
    const deps = depsWith({
      recordSubmit: async (db, userId, slug, language) => {
        await progressRecorder.recordSubmit(db, userId, slug, language);
        throw new Error('the database went away');
      },
    });
    await expect(createSubmission(deps, user.id, body, await admitSubmission(deps, user.id, body))).rejects.toThrow('the database went away');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await t.database.db.select().from(problemProgress).where(eq(problemProgress.userId, user.id))).toEqual([]);
  });

  it('answers a stored submission even when the queue cannot take it: the row stays Queued for the sweep', async () => {
    const { user } = await registerAccount(t.app);
    const failures: string[] = [];
    const queue = { enqueueSubmission: () => Promise.reject(new Error('Redis is down')) } as unknown as JudgeQueue;
    const deps = depsWith({ queue, onEnqueueFailed: (id) => failures.push(id) });
    const answer = await createSubmission(deps, user.id, body, await admitSubmission(deps, user.id, body));
    expect(answer).toMatchObject({ status: 'Queued' });
    expect(failures).toEqual([answer.id]);
    expect(await rowsOf(user.id)).toEqual([{ status: 'Queued' }]);
  });
});
