import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardAnswer, ProblemTimeAnswer } from '@codepath/contract/dashboard';
import { ScoreRecord } from '@codepath/contract/scores';
import { TimeStatsAnswer } from '@codepath/contract/time';
import { problemActions } from '../../src/db/schema-scores.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { createScoresTestApp, insertProblem, insertProgress, insertSubmission, type ScoresTestApp } from './scores-app.ts';

/** The problem time rows of the spec's call table: POST /api/time/problem/run and /api/time/problem/submit. */
let t: ScoresTestApp;
beforeAll(async () => {
  t = await createScoresTestApp();
  await insertProblem(t.db, 'two-sum');
  await insertProblem(t.db, 'word-search', 'Medium');
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const actionsOf = (userId: string) =>
  t.db.select().from(problemActions).where(and(eq(problemActions.userId, userId), eq(problemActions.problemSlug, 'two-sum')));

describe('spec call table: problem time', () => {
  it('POST /api/time/problem/run with problemId records the run and marks the problem attempted', async () => {
    const { user, token } = await registerAccount(t.app);
    const response = await post('/api/time/problem/run', token, { problemId: 'two-sum' });
    expect(response.statusCode).toBe(200);
    expect(ProblemTimeAnswer.parse(response.json())).toEqual({ ok: true });
    expect(await actionsOf(user.id)).toMatchObject([{ kind: 'run', isCorrect: null }]);

    const score = ScoreRecord.parse((await t.app.inject({ method: 'GET', url: '/api/scores/problem/two-sum', headers: bearer(token) })).json());
    expect(score.status).toBe('attempted');
    const dashboard = DashboardAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) })).json());
    expect(dashboard.progressOverview.weeklyActivity.at(-1)?.count).toBe(1);
    expect(dashboard.progressOverview.currentStreak).toBe(1);
  });

  it('POST /api/time/problem/submit with problemId and isCorrect records the submit, not the browser\'s isCorrect, and changes no status or score', async () => {
    const { user, token } = await registerAccount(t.app);
    const response = await post('/api/time/problem/submit', token, { problemId: 'two-sum', isCorrect: true });
    expect(response.statusCode).toBe(200);
    expect(ProblemTimeAnswer.parse(response.json())).toEqual({ ok: true });
    // Scores come from verdicts; what the browser saw is not stored (db/README.md: is_correct is on its way out).
    expect(await actionsOf(user.id)).toMatchObject([{ kind: 'submit', isCorrect: null }]);
    const score = ScoreRecord.parse((await t.app.inject({ method: 'GET', url: '/api/scores/problem/two-sum', headers: bearer(token) })).json());
    expect(score).toMatchObject({ status: 'not-attempted', passed: false });
  });

  it('answer 404 "Problem not found" for an unknown problem, 400 without a problemId and 401 without a token', async () => {
    const { token } = await registerAccount(t.app);
    for (const url of ['/api/time/problem/run', '/api/time/problem/submit']) {
      const unknown = await post(url, token, { problemId: 'no-such-problem' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'Problem not found' });
      const missing = await post(url, token, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('Invalid body: problemId is required');
      expect((await t.app.inject({ method: 'POST', url, payload: { problemId: 'two-sum' } })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/time/dashboard/stats', () => {
  it('answers averageTimePerProblem: minutes from the first run or submission to the first acceptance', async () => {
    const { user, token } = await registerAccount(t.app);
    const at = (iso: string) => new Date(iso);
    // two-sum: run at 10:00, wrong submission at 10:12, accepted at 10:20 → 20 minutes.
    await t.db.insert(problemActions).values({ userId: user.id, problemSlug: 'two-sum', kind: 'run', createdAt: at('2026-11-20T10:00:00Z') });
    await insertSubmission(t.db, user.id, 'two-sum', { status: 'Wrong Answer', createdAt: at('2026-11-20T10:12:00Z') });
    await insertProgress(t.db, user.id, 'two-sum', { status: 'solved', finalScore: 95, firstSolvedAt: at('2026-11-20T10:20:00Z') });
    // word-search: submitted at 11:00 and accepted at 11:10 → 10 minutes.
    await insertSubmission(t.db, user.id, 'word-search', { createdAt: at('2026-11-20T11:00:00Z') });
    await insertProgress(t.db, user.id, 'word-search', { status: 'solved', finalScore: 100, firstSolvedAt: at('2026-11-20T11:10:00Z') });

    const response = await t.app.inject({ method: 'GET', url: '/api/time/dashboard/stats', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(TimeStatsAnswer.parse(response.json()).averageTimePerProblem).toBe(15);
  });

  it('counts a day with a run or a submission and no signed-in time as active, as the dashboard does', async () => {
    const { user, token } = await registerAccount(t.app);
    const at = (iso: string) => new Date(iso);
    // Through the API alone: a run on the 18th and a submission on the 20th, no session.
    await t.db.insert(problemActions).values({ userId: user.id, problemSlug: 'two-sum', kind: 'run', createdAt: at('2026-11-18T10:00:00Z') });
    await insertSubmission(t.db, user.id, 'two-sum', { status: 'Wrong Answer', createdAt: at('2026-11-20T10:12:00Z') });

    const stats = TimeStatsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/time/dashboard/stats', headers: bearer(token) })).json());
    const dashboard = DashboardAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) })).json());
    expect(stats.activeDays).toBe(2);
    expect(dashboard.progressOverview.totalActiveDays).toBe(stats.activeDays);
  });
});
