import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionEvents, submissions } from '../../src/db/schema-judging.ts';
import { registerAccount } from '../support/accounts.ts';
import { submit } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';
import { SUM_ACCEPTED, SUM_WRONG, writeSumProblem } from './support/tiny-problem.ts';
import { adminQuery, databaseUrlOf } from '../support/postgres-admin.ts';

/** Real PostgreSQL runs queries of parallel requests at the same time, which PGlite never does. */
const databaseName = `codepath_judging_${randomBytes(6).toString('hex')}`;
const databaseUrl = databaseUrlOf(databaseName);


let t: JudgingTestApp | undefined;

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  const problemsDir = makeProblemsDir([]);
  writeSumProblem(problemsDir);
  t = await createJudgingTestApp(problemsDir, {}, { kind: 'postgres', url: databaseUrl });
});

afterAll(async () => {
  await t?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe('judging on a PostgreSQL server', () => {
  it('numbers parallel submissions per user without gaps and writes one verdict and one final event each', async () => {
    if (!t) throw new Error('app not started');
    const app = t.app;
    const users = await Promise.all(Array.from({ length: 3 }, () => registerAccount(app)));
    const sent = users.flatMap(({ token }) => [SUM_ACCEPTED, SUM_WRONG, SUM_ACCEPTED, SUM_WRONG].map((code) => ({ token, code })));
    const answers = await Promise.all(sent.map(({ token, code }) => submit(app, token, { code, language: 'python', problemId: 'line-sum' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sent.map(() => 201));
    const ids = answers.map((answer) => (answer.json() as { id: string }).id);

    const db = t.database.db;
    const deadline = Date.now() + 60_000;
    let rows = await db.select().from(submissions).where(inArray(submissions.id, ids));
    while (rows.some((row) => row.status === 'Queued' || row.status === 'Running') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await db.select().from(submissions).where(inArray(submissions.id, ids));
    }
    for (const [position, id] of ids.entries()) {
      expect(rows.find((row) => row.id === id)?.status).toBe(sent[position]?.code === SUM_ACCEPTED ? 'Accepted' : 'Wrong Answer');
    }
    for (const { user } of users) {
      expect(rows.filter((row) => row.userId === user.id).map((row) => row.submissionNumber).sort()).toEqual([1, 2, 3, 4]);
    }
    const finals = await db.select().from(submissionEvents).where(inArray(submissionEvents.submissionId, ids));
    expect(finals.filter((event) => event.type === 'final')).toHaveLength(ids.length);
  }, 90_000);
});
