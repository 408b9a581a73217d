import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERCENTILE_MIN_ACCEPTED, type SubmissionPercentile } from '@codepath/contract/submissions';
import type { Language } from '@codepath/contract/enums';
import { submissions } from '../../src/db/schema-judging.ts';
import { runtimeHistogram } from '../../src/features/submissions/get-percentile.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { createScriptedJudgeApp, type ScriptedJudgeApp } from '../judging/support/scripted-judge-app.ts';

let t: ScriptedJudgeApp;
let owner: { token: string; userId: string };
let other: { token: string; userId: string };
let submissionNumber = 0;

beforeAll(async () => {
  t = await createScriptedJudgeApp({});
  const first = await registerAccount(t.app);
  const second = await registerAccount(t.app);
  owner = { token: first.token, userId: first.user.id };
  other = { token: second.token, userId: second.user.id };
});
afterAll(() => t.close());

/** A judged submission of "line-sum", stored as the judge would leave it. */
async function judged(userId: string, runtimeMs: number, memoryKb: number, options: { status?: 'Accepted' | 'Wrong Answer'; language?: Language } = {}) {
  submissionNumber += 1;
  const [row] = await t.database.db
    .insert(submissions)
    .values({ userId, problemSlug: 'line-sum', problemVersion: 1, submissionNumber, language: options.language ?? 'python', code: 'x', status: options.status ?? 'Accepted', testCount: 2, passedCount: 2, runtimeMs, memoryKb })
    .returning({ id: submissions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const percentile = (id: string, token: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/submissions/${id}/percentile`, headers: token ? bearer(token) : {} });

describe('GET /api/submissions/{id}/percentile', () => {
  it(`gives only the runtime and memory while fewer than ${PERCENTILE_MIN_ACCEPTED} accepted submissions exist`, async () => {
    const id = await judged(owner.userId, 40, 9000, { language: 'java' });
    await judged(other.userId, 10, 8000, { language: 'java' });
    const response = await percentile(id, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ runtime: 40, memory: 9000, acceptedCount: 2, fasterThanPercent: null, lessMemoryThanPercent: null, runtimeHistogram: [], runtimeBucket: null });
  });

  it('compares with the other accepted submissions of the same problem and language only', async () => {
    for (const [runtime, memory] of [[10, 5000], [30, 7000], [50, 9000], [70, 9000]] as const) await judged(other.userId, runtime, memory);
    await judged(other.userId, 5, 100, { status: 'Wrong Answer' });
    await judged(other.userId, 1, 100, { language: 'c' });
    const id = await judged(owner.userId, 40, 8000);
    const answer = (await percentile(id, owner.token)).json() as SubmissionPercentile;
    expect(answer).toMatchObject({ runtime: 40, memory: 8000, acceptedCount: 5, fasterThanPercent: 50, lessMemoryThanPercent: 50 });
    expect(answer.runtimeHistogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(5);
    const ownBucket = answer.runtimeHistogram[answer.runtimeBucket ?? -1];
    expect(ownBucket && ownBucket.from <= 40 && 40 <= ownBucket.to).toBe(true);
  });

  it('answers 404 for someone else\'s submission, 400 for one not accepted and 401 signed out', async () => {
    const mine = await judged(owner.userId, 40, 8000);
    const wrong = await judged(owner.userId, 40, 8000, { status: 'Wrong Answer' });
    expect((await percentile(mine, other.token)).statusCode).toBe(404);
    const refused = await percentile(wrong, owner.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Only an accepted submission is compared with others.' });
    expect((await percentile(mine, null)).statusCode).toBe(401);
    expect((await percentile('not-a-uuid', owner.token)).statusCode).toBe(400);
  });
});

describe('runtimeHistogram', () => {
  it('spreads the runtimes over at most 8 whole-millisecond buckets and finds the own one', () => {
    const { buckets, ownBucket } = runtimeHistogram([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15], 9);
    expect(buckets).toHaveLength(8);
    expect(buckets[0]).toEqual({ from: 0, to: 1, count: 2 });
    expect(buckets.at(-1)).toEqual({ from: 14, to: 15, count: 1 });
    expect(buckets[ownBucket]).toEqual({ from: 8, to: 9, count: 2 });
    expect(runtimeHistogram([3, 3, 3, 3, 3], 3)).toEqual({ buckets: [{ from: 3, to: 3, count: 5 }], ownBucket: 0 });
  });
});
