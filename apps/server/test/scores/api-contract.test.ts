import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaderboardAnswer, ScoreSummary, SubmissionScoreAnswer } from '@codepath/contract/score-board';
import { ScoreRecord } from '@codepath/contract/scores';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { createJudgingTestAppIn, JUDGING_MODES } from '../scale-out/support/scale-out-app.ts';
import { bearer, registerAccount } from '../support/accounts.ts';

/**
 * The score rows of the spec's call table (problems-judge-learning §7), each with
 * the spec's method, path and payload, against the real judge: the scores come
 * from verdicts the server reached itself. In both modes: one process, and an API
 * server with a judge worker on Redis.
 */
describe.each(JUDGING_MODES)('%s mode', (mode) => {
  let t: JudgingTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createJudgingTestAppIn(mode, makeProblemsDir(['two-sum']));
    ({ token } = await registerAccount(t.app, { firstname: 'Grace', lastname: 'Hopper' }));
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const source = (relative: string) => fs.readFileSync(path.join(t.problemsDir, 'two-sum/submissions', relative), 'utf8');
  const submitPayload = (code: string) => ({ code, language: 'python', problemId: 'two-sum', output: '', executionTime: 0, memoryUsed: 0, timeSpent: 10 });

  describe('spec call table: scores', () => {
    it('GET /api/scores/problem/{id} answers the score record', async () => {
      const response = await send('GET', '/api/scores/problem/two-sum');
      expect(response.statusCode).toBe(200);
      expect(ScoreRecord.parse(response.json())).toMatchObject({ exists: false, finalScore: 100, passed: false });
    });

    it('POST /api/scores/hint/{problemId} with language records the hint', async () => {
      const response = await send('POST', '/api/scores/hint/two-sum', { language: 'python' });
      expect(response.statusCode).toBe(200);
      expect(ScoreRecord.parse(response.json())).toMatchObject({ clickedHint: true, finalScore: 70 });
    });

    it('POST /api/scores/submission/{problemId} answers score, wrongAttempts, passed from the judged submissions', async () => {
      const wrong = await submitAndWait(t.app, token, submitPayload(source('wrong_answer/same_position_twice.py')));
      expect(wrong.final).toMatchObject({ verdict: 'Wrong Answer', score: 0, wrongAttempts: 1 });
      const lie = await send('POST', '/api/scores/submission/two-sum', { passed: true, language: 'python', submissionId: wrong.id, timeSpent: 10 });
      expect(lie.statusCode).toBe(200);
      expect(SubmissionScoreAnswer.parse(lie.json())).toEqual({ score: 0, wrongAttempts: 1, passed: false });

      const right = await submitAndWait(t.app, token, submitPayload(source('accepted/solution.py')));
      expect(right.final).toMatchObject({ verdict: 'Accepted', score: 65 });
      const recorded = await send('POST', '/api/scores/submission/two-sum', { passed: false, language: 'python', submissionId: right.id, timeSpent: 10 });
      expect(recorded.json()).toEqual({ score: 65, wrongAttempts: 1, passed: true });
    });

    it('POST /api/scores/solution/{problemId} with language records the view; a solved problem keeps its score', async () => {
      const response = await send('POST', '/api/scores/solution/two-sum', { language: 'python' });
      expect(response.statusCode).toBe(200);
      expect(ScoreRecord.parse(response.json())).toMatchObject({ clickedSolution: true, finalScore: 65, status: 'solved' });
      const editorial = await send('GET', '/api/problems/two-sum/solution');
      expect(editorial.statusCode).toBe(200);
    });

    it('GET /api/scores/summary answers the score summary', async () => {
      const response = await send('GET', '/api/scores/summary');
      expect(response.statusCode).toBe(200);
      expect(ScoreSummary.parse(response.json())).toMatchObject({
        averageScore: 65,
        solvedProblems: 1,
        totalProblems: 1,
        hintsUsed: 1,
        solutionsViewed: 1,
        languageBreakdown: { python: { solved: 1, attempted: 1, avgScore: 65 } },
      });
    });

    it('GET /api/scores/leaderboard?limit=20 answers the leaderboard entries', async () => {
      const response = await send('GET', '/api/scores/leaderboard?limit=20');
      expect(response.statusCode).toBe(200);
      expect(LeaderboardAnswer.parse(response.json())).toEqual([
        {
          rank: 1,
          user: { id: expect.any(String), name: 'Grace Hopper' },
          averageScore: 65,
          totalScore: 65,
          problemsSolved: 1,
          hintsUsed: 1,
          solutionsViewed: 1,
        },
      ]);
    });

    it('unknown problems answer 404 "Problem not found"', async () => {
      for (const [method, url] of [
        ['GET', '/api/scores/problem/nope'],
        ['POST', '/api/scores/hint/nope'],
        ['POST', '/api/scores/solution/nope'],
        ['POST', '/api/scores/submission/nope'],
      ] as const) {
        const response = await send(method, url, method === 'POST' ? {} : undefined);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'Problem not found' });
      }
    });
  });
});
