import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language } from '@codepath/contract/enums';
import { LeaderboardAnswer, ScoreSummary } from '@codepath/contract/score-board';
import { createScoresTestApp, insertProblem, insertProgress, insertSubmission, type ScoresTestApp } from '../../../test/scores/scores-app.ts';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { getLeaderboardRank } from './leaderboard-standings.ts';

let t: ScoresTestApp;
const slugs = ['p1', 'p2', 'p3', 'p4'];
beforeAll(async () => {
  t = await createScoresTestApp();
  await insertProblem(t.db, 'p1', 'Easy', 'Array');
  await insertProblem(t.db, 'p2', 'Easy', 'String');
  await insertProblem(t.db, 'p3', 'Medium', 'Array');
  await insertProblem(t.db, 'p4', 'Hard', 'Graph');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const solvedAt = (iso: string, finalScore: number) => ({ status: 'solved' as const, finalScore, firstSolvedAt: new Date(iso) });

describe('GET /api/scores/summary', () => {
  it('averages the solved problems and breaks them down by difficulty and language', async () => {
    const { user, token } = await registerAccount(t.app);
    await insertProgress(t.db, user.id, 'p1', { ...solvedAt('2026-11-01T10:00:00Z', 100), language: 'python' });
    await insertProgress(t.db, user.id, 'p2', { ...solvedAt('2026-11-02T10:00:00Z', 65), hintUsed: true, wrongAttempts: 1, language: 'cpp' });
    await insertProgress(t.db, user.id, 'p3', { status: 'submitted', wrongAttempts: 2, solutionViewed: true, language: 'cpp' });
    await insertSubmission(t.db, user.id, 'p1', { language: 'python', status: 'Accepted' });
    await insertSubmission(t.db, user.id, 'p2', { language: 'cpp', status: 'Wrong Answer' });
    await insertSubmission(t.db, user.id, 'p2', { language: 'cpp', status: 'Accepted' });
    await insertSubmission(t.db, user.id, 'p3', { language: 'cpp', status: 'Wrong Answer' });

    const response = await get('/api/scores/summary', token);
    expect(response.statusCode).toBe(200);
    expect(ScoreSummary.parse(response.json())).toEqual({
      averageScore: 82.5,
      solvedProblems: 2,
      totalProblems: 4,
      hintsUsed: 1,
      solutionsViewed: 1,
      // Each difficulty also names the catalogue's count of it, as the dashboard counts "2/2 solved".
      difficultyBreakdown: {
        Easy: { solved: 2, attempted: 2, avgScore: 82.5, total: 2 },
        Medium: { solved: 0, attempted: 1, avgScore: 0, total: 1 },
        Hard: { solved: 0, attempted: 0, avgScore: 0, total: 1 },
      },
      // Every language of the record has its row, unused ones at zero.
      languageBreakdown: {
        ...Object.fromEntries(Language.options.map((language) => [language, { solved: 0, attempted: 0, avgScore: 0 }])),
        python: { solved: 1, attempted: 1, avgScore: 100 },
        cpp: { solved: 1, attempted: 2, avgScore: 65 },
      },
    });
  });

  it('is all zeros for a new learner', async () => {
    const { token } = await registerAccount(t.app);
    const summary = ScoreSummary.parse((await get('/api/scores/summary', token)).json());
    expect(summary).toMatchObject({ averageScore: 0, solvedProblems: 0, totalProblems: 4, hintsUsed: 0, solutionsViewed: 0 });
    expect(summary.difficultyBreakdown.Hard).toEqual({ solved: 0, attempted: 0, avgScore: 0, total: 1 });
  });
});

describe('GET /api/scores/leaderboard', () => {
  it('ranks by average score, then total score, then problems solved, then who got there first', async () => {
    const make = async (firstname: string, scores: number[], lastSolvedIso: string, extra: { hintUsed?: boolean } = {}) => {
      const { user } = await registerAccount(t.app, { firstname, lastname: 'Board' });
      for (const [i, score] of scores.entries()) {
        const slug = slugs[i] ?? 'p1';
        const iso = i === scores.length - 1 ? lastSolvedIso : '2026-10-01T00:00:00Z';
        await insertProgress(t.db, user.id, slug, { ...solvedAt(iso, score), ...extra });
      }
      return user.id;
    };
    const board = await registerAccount(t.app, { firstname: 'Viewer', lastname: 'Only' });
    await insertProgress(t.db, board.user.id, 'p1', { status: 'attempted' });
    const topAverage = await make('Top', [100], '2026-11-05T00:00:00Z');
    const moreTotal = await make('Total', [90, 90, 90], '2026-11-05T00:00:00Z');
    const lessTotal = await make('Less', [90, 90], '2026-11-05T00:00:00Z', { hintUsed: true });
    const earlier = await make('Early', [80, 80], '2026-11-01T00:00:00Z');
    const later = await make('Late', [80, 80], '2026-11-09T00:00:00Z');

    const response = await get('/api/scores/leaderboard?limit=20', board.token);
    expect(response.statusCode).toBe(200);
    const entries = LeaderboardAnswer.parse(response.json()).filter((entry) => entry.user.name.endsWith('Board'));
    expect(entries.map((entry) => entry.user.id)).toEqual([topAverage, moreTotal, lessTotal, earlier, later]);
    expect(entries[2]).toEqual({
      rank: expect.any(Number),
      user: { id: lessTotal, name: 'Less Board' },
      averageScore: 90,
      totalScore: 180,
      problemsSolved: 2,
      hintsUsed: 2,
      solutionsViewed: 0,
    });
    const all = LeaderboardAnswer.parse(response.json());
    expect(all.map((entry) => entry.rank)).toEqual(all.map((_, i) => i + 1));
    expect(all.some((entry) => entry.user.id === board.user.id)).toBe(false);
    expect(await getLeaderboardRank(t.db, board.user.id)).toBe(0);
    expect(await getLeaderboardRank(t.db, later)).toBe(all.find((entry) => entry.user.id === later)?.rank);
  });

  it('answers at most `limit` entries (20 by default) and refuses a limit outside 1..100', async () => {
    const { token } = await registerAccount(t.app);
    for (let i = 0; i < 22; i += 1) {
      const { user } = await registerAccount(t.app, { firstname: `Many${i}` });
      await insertProgress(t.db, user.id, 'p4', solvedAt('2026-11-03T00:00:00Z', 50));
    }
    expect(LeaderboardAnswer.parse((await get('/api/scores/leaderboard', token)).json())).toHaveLength(20);
    expect(LeaderboardAnswer.parse((await get('/api/scores/leaderboard?limit=3', token)).json())).toHaveLength(3);
    for (const limit of ['0', '101', 'ten']) {
      const refused = await get(`/api/scores/leaderboard?limit=${limit}`, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/^Invalid query: limit/);
    }
  });

  it('every score call needs a signed-in user', async () => {
    for (const url of ['/api/scores/summary', '/api/scores/leaderboard', '/api/scores/problem/p1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    for (const url of ['/api/scores/hint/p1', '/api/scores/solution/p1', '/api/scores/submission/p1']) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
  });
});
