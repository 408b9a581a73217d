import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionEvents, submissions } from '../../src/db/schema-judging.ts';
import { registerAccount } from '../support/accounts.ts';
import { submit } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';
import { SUM_ACCEPTED, SUM_WRONG, writeSumProblem } from './support/tiny-problem.ts';

let t: JudgingTestApp;

beforeAll(async () => {
  const problemsDir = makeProblemsDir([]);
  writeSumProblem(problemsDir);
  t = await createJudgingTestApp(problemsDir);
});
afterAll(() => t.close());

async function waitUntilFinal(ids: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pending = await t.database.db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.status, ['Queued', 'Running']));
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('submissions still pending');
}

describe('many learners at once', () => {
  it('50 submissions from 10 users all reach exactly one final verdict each', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => registerAccount(t.app)));
    const sent = users.flatMap(({ token }, u) =>
      Array.from({ length: 5 }, (_, k) => ({ token, isRight: (u + k) % 2 === 0 })),
    );
    const answers = await Promise.all(
      sent.map(({ token, isRight }) => submit(t.app, token, { code: isRight ? SUM_ACCEPTED : SUM_WRONG, language: 'python', problemId: 'line-sum' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(sent.map(() => 201));
    const ids = answers.map((answer) => (answer.json() as { id: string }).id);
    await waitUntilFinal(ids, 90_000);

    const rows = await t.database.db.select().from(submissions).where(inArray(submissions.id, ids));
    expect(rows).toHaveLength(50);
    for (const [position, id] of ids.entries()) {
      const row = rows.find((candidate) => candidate.id === id);
      expect(row?.status).toBe(sent[position]?.isRight ? 'Accepted' : 'Wrong Answer');
      const finals = await t.database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id));
      expect(finals.filter((event) => event.type === 'final')).toHaveLength(1);
    }
    for (const { user } of users) {
      const numbers = rows.filter((row) => row.userId === user.id).map((row) => row.submissionNumber).sort();
      expect(numbers).toEqual([1, 2, 3, 4, 5]);
    }
  }, 120_000);
});
