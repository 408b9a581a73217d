import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/paths.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';

const FIXTURES = path.join(repositoryRoot, 'packages', 'judge', 'test', 'fixtures', 'scoring');
const submission = (pkg: string, file: string) => fs.readFileSync(path.join(FIXTURES, pkg, 'submissions', file), 'utf8');

let t: JudgingTestApp;
let token: string;

beforeAll(async () => {
  const problemsDir = makeProblemsDir(['two-sum']);
  fs.cpSync(path.join(FIXTURES, 'sum-2025-09'), path.join(problemsDir, 'sum-groups'), { recursive: true });
  fs.cpSync(path.join(FIXTURES, 'upper-legacy'), path.join(problemsDir, 'shout'), { recursive: true });
  t = await createJudgingTestApp(problemsDir, { judgeConcurrency: 1 });
  ({ token } = await registerAccount(t.app));
});
afterAll(() => t.close());

const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json();
const scoreRecord = async (problemId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/scores/problem/${problemId}`, headers: bearer(token) })).json();

describe('scoring problems through the API', () => {
  it('judges a partial submission: points by group in the final event and the details, counted as a wrong attempt', async () => {
    const { id, final } = await submitAndWait(t.app, token, { problemId: 'sum-groups', language: 'python', code: submission('sum-2025-09', 'partially_accepted/absolute.py') });
    const points = {
      points: 40,
      maxPoints: 100,
      groups: [{ name: 'group1', points: 40, maxPoints: 40, isPassed: true }, { name: 'group2', points: 0, maxPoints: 60, isPassed: false }],
    };
    expect(final).toMatchObject({ verdict: 'Wrong Answer', isSuccessful: false, score: 0, wrongAttempts: 1, points });
    expect(await detail(id)).toMatchObject({ isSuccessful: false, points });
    const solved = await submitAndWait(t.app, token, { problemId: 'sum-groups', language: 'python', code: submission('sum-2025-09', 'accepted/add.py') });
    // The platform's rule is unchanged: 100 less 5 for the one wrong attempt.
    expect(solved.final).toMatchObject({ verdict: 'Accepted', isSuccessful: true, score: 95, points: { points: 100, maxPoints: 100 } });
  }, 120_000);

  it('does not solve a legacy problem whose validator gave partial points, though every test was accepted', async () => {
    const { id, final } = await submitAndWait(t.app, token, { problemId: 'shout', language: 'python', code: submission('upper-legacy', 'partially_accepted/first_letter.py') });
    expect(final).toMatchObject({ verdict: 'Accepted', isSuccessful: false, score: 0, points: { points: 7.535714, maxPoints: 50 } });
    expect(await detail(id)).toMatchObject({ isSuccessful: false, status: 'Partially Accepted' });
    // My Submissions says the same, never 'Accepted'.
    const list = (await t.app.inject({ method: 'GET', url: '/api/submissions', headers: bearer(token) })).json() as { id: string; status: string }[];
    expect(list.find((item) => item.id === id)?.status).toBe('Partially Accepted');
    expect(await scoreRecord('shout')).toMatchObject({ passed: false, wrongAttempts: 1 });
    // Nor does it count as solved anywhere else: only sum-groups (solved above) is, in Python.
    const summary = (await t.app.inject({ method: 'GET', url: '/api/scores/summary', headers: bearer(token) })).json();
    expect(summary.languageBreakdown.python).toMatchObject({ solved: 1, attempted: 2 });
    const percentile = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}/percentile`, headers: bearer(token) });
    expect(percentile.statusCode).toBe(400);
  }, 120_000);

  it('answers no points for a pass-fail problem', async () => {
    const code = fs.readFileSync(path.join(repositoryRoot, 'problems', 'two-sum', 'submissions', 'wrong_answer', 'same_position_twice.py'), 'utf8');
    const { id, final } = await submitAndWait(t.app, token, { problemId: 'two-sum', language: 'python', code });
    expect(final).toMatchObject({ verdict: 'Wrong Answer' });
    expect(final).not.toHaveProperty('points');
    expect(await detail(id)).not.toHaveProperty('points');
  }, 60_000);
});
