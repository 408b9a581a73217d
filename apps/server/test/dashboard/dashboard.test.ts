import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardAnswer } from '@codepath/contract/dashboard';
import type { Database } from '../../src/db/client.ts';
import { problemActions } from '../../src/db/schema-scores.ts';
import { dayNamer } from '../../src/lib/calendar.ts';
import { getDashboard, type DashboardDeps } from '../../src/features/dashboard/get-dashboard.ts';
import { getLeaderboardRank } from '../../src/features/scores/leaderboard-standings.ts';
import { endSession } from '../../src/features/time/end-session.ts';
import { getTimeStats } from '../../src/features/time/get-time-stats.ts';
import { startSession } from '../../src/features/time/start-session.ts';
import { createScoresTestApp, insertProblem, insertProgress, insertSubmission, type ScoresTestApp } from '../scores/scores-app.ts';
import { bearer, registerAccount, STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';

const deps: DashboardDeps = { rankOf: getLeaderboardRank, timeStatsOf: getTimeStats };
let t: ScoresTestApp;
beforeAll(async () => {
  t = await createScoresTestApp();
  await insertProblem(t.db, 'easy-array-1', 'Easy', 'Array');
  await insertProblem(t.db, 'easy-array-2', 'Easy', 'Array');
  await insertProblem(t.db, 'easy-string-1', 'Easy', 'String');
  await insertProblem(t.db, 'easy-string-2', 'Easy', 'String');
  await insertProblem(t.db, 'medium-array', 'Medium', 'Array');
  await insertProblem(t.db, 'hard-graph', 'Hard', 'Graph');
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const now = at('2026-11-22T10:00:00Z'); // Sunday

async function session(db: Database, userId: string, startIso: string, endIso: string) {
  await startSession(db, userId, 'login', at(startIso));
  await endSession(db, userId, at(endIso));
}

describe('dashboard', () => {
  it('gathers rank, solved/total, success rate, streak, week, difficulty, languages and recommendations', async () => {
    const { user: rival } = await registerAccount(t.app);
    await insertProgress(t.db, rival.id, 'hard-graph', { status: 'solved', finalScore: 100, firstSolvedAt: at('2026-11-01T00:00:00Z') });
    const { user } = await registerAccount(t.app);
    await insertProgress(t.db, user.id, 'easy-array-1', { status: 'solved', finalScore: 90, firstSolvedAt: at('2026-11-21T09:00:00Z') });
    await insertProgress(t.db, user.id, 'medium-array', { status: 'attempted', updatedAt: at('2026-11-20T09:00:00Z') });
    await insertSubmission(t.db, user.id, 'easy-array-1', { language: 'cpp', status: 'Wrong Answer', createdAt: at('2026-11-20T08:00:00Z') });
    await insertSubmission(t.db, user.id, 'easy-array-1', { language: 'cpp', status: 'Accepted', createdAt: at('2026-11-21T09:00:00Z') });
    await insertSubmission(t.db, user.id, 'medium-array', { language: 'python', status: 'Wrong Answer', createdAt: at('2026-11-22T09:00:00Z') });
    await t.db.insert(problemActions).values({ userId: user.id, problemSlug: 'medium-array', kind: 'run', createdAt: at('2026-11-19T12:00:00Z') });
    await session(t.db, user.id, '2026-11-16T10:00:00Z', '2026-11-16T11:30:00Z');
    await session(t.db, user.id, '2026-11-22T08:00:00Z', '2026-11-22T08:30:00Z');

    const dashboard = DashboardAnswer.parse(await getDashboard(t.db, deps, user.id, 'UTC', now));
    expect(dashboard.stats).toEqual({ rank: 2, problemsSolved: 1, totalProblems: 6, successRate: 33, totalSubmissions: 3 });
    expect(dashboard.progressOverview).toMatchObject({
      currentStreak: 4, // a run on the 19th, submissions on the 20th, 21st and 22nd
      thisWeekTime: 120, // the week from Monday the 16th: 90 + 30 minutes
      totalActiveDays: 5,
      averageSessionTime: 60,
      difficultyRates: { easy: 25, medium: 0, hard: 0 },
      languageDistribution: { cpp: 2, python: 1 },
    });
    // The counts behind the rates, solved of the catalogue's problems of each difficulty.
    expect(dashboard.progressOverview.difficultyCounts?.easy).toEqual({ solved: 1, total: 4 });
    expect(dashboard.progressOverview.weeklyActivity.map((d) => [d.day, d.count, d.timeSpent])).toEqual([
      ['Mon', 0, 90],
      ['Tue', 0, 0],
      ['Wed', 0, 0],
      ['Thu', 1, 0],
      ['Fri', 1, 0],
      ['Sat', 1, 0],
      ['Sun', 1, 30],
    ]);
    // The unfinished attempt first, then Easy problems (level Easy: 1 of 3 solved) of the weakest category, String.
    expect(dashboard.recommendedProblems).toEqual([
      { id: 'medium-array', title: 'medium array', difficulty: 'Medium', status: 'attempted', category: 'Array' },
      { id: 'easy-string-1', title: 'easy string 1', difficulty: 'Easy', status: 'not-attempted', category: 'String' },
      { id: 'easy-string-2', title: 'easy string 2', difficulty: 'Easy', status: 'not-attempted', category: 'String' },
    ]);
  });

  it('is empty but complete for a new learner, through GET /api/dashboard', async () => {
    const { token } = await registerAccount(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { ...bearer(token), 'x-time-zone': 'Europe/Paris' } });
    expect(response.statusCode).toBe(200);
    const dashboard = DashboardAnswer.parse(response.json());
    expect(dashboard.stats).toEqual({ rank: 0, problemsSolved: 0, totalProblems: 6, successRate: 0, totalSubmissions: 0 });
    expect(dashboard.progressOverview).toMatchObject({ currentStreak: 0, thisWeekTime: 0, totalActiveDays: 0, languageDistribution: {} });
    expect(dashboard.progressOverview.weeklyActivity).toHaveLength(7);
    expect(dashboard.recommendedProblems).toHaveLength(3);
    expect(dashboard.isFirstLogin).toBe(true);
  });

  it('greets a first sign-in, and gives no streak for signing in without running or submitting', async () => {
    const email = uniqueEmail('first-login');
    const { user } = await registerAccount(t.app, { email });
    await session(t.db, user.id, '2026-11-21T09:00:00Z', '2026-11-21T09:40:00Z');
    await session(t.db, user.id, '2026-11-22T08:00:00Z', '2026-11-22T08:30:00Z');
    const first = DashboardAnswer.parse(await getDashboard(t.db, deps, user.id, 'UTC', now));
    expect(first.isFirstLogin).toBe(true);
    expect(first.progressOverview).toMatchObject({ currentStreak: 0, totalActiveDays: 2 });

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const later = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(login.json().token) });
    expect(DashboardAnswer.parse(later.json()).isFirstLogin).toBe(false);
  });

  it('counts days in the zone of ?timeZone=, else of the X-Time-Zone header', async () => {
    const { token } = await registerAccount(t.app);
    const lastDay = async (url: string, zoneHeader?: string) => {
      const headers = { ...bearer(token), ...(zoneHeader ? { 'x-time-zone': zoneHeader } : {}) };
      const answer = DashboardAnswer.parse((await t.app.inject({ method: 'GET', url, headers })).json());
      return answer.progressOverview.weeklyActivity.at(-1)?.date;
    };
    // 25 hours apart: these two zones never share a calendar day.
    const today = (timeZone: string) => dayNamer(timeZone)(new Date());
    expect(await lastDay('/api/dashboard', 'Pacific/Kiritimati')).toBe(today('Pacific/Kiritimati'));
    expect(await lastDay('/api/dashboard?timeZone=Pacific/Pago_Pago', 'Pacific/Kiritimati')).toBe(today('Pacific/Pago_Pago'));
    expect(await lastDay('/api/dashboard')).toBe(today('UTC'));
  });

  it('refuses an unknown time zone and a missing token', async () => {
    const { token } = await registerAccount(t.app);
    const bad = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { ...bearer(token), 'x-time-zone': 'Nowhere/City' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Unknown time zone: Nowhere/City');
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/dashboard?timeZone=Mars/Olympus', headers: bearer(token) });
    expect(badQuery.json()).toMatchObject({ error: 'Unknown time zone: Mars/Olympus' });
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
