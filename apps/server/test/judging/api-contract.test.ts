import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExecuteAnswer } from '@codepath/contract/compiler';
import { ProblemDetail, ProblemListAnswer, TemplateAnswer } from '@codepath/contract/problems';
import { SubmissionDetail, SubmissionListAnswer, SubmissionStats, SubmitAnswer } from '@codepath/contract/submissions';
import { bearer, registerAccount } from '../support/accounts.ts';
import { streamToEnd, submit, submitAndWait } from './support/judge-client.ts';
import { makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';
import { createJudgingTestAppIn, JUDGING_MODES } from '../scale-out/support/scale-out-app.ts';

// Each row of the spec's call table, in both modes: one process, and an API server with a judge worker on Redis.
describe.each(JUDGING_MODES)('%s mode', (mode) => {
  let t: JudgingTestApp;
  let token: string;
  let accepted: string;

  beforeAll(async () => {
    t = await createJudgingTestAppIn(mode, makeProblemsDir(['two-sum']));
    ({ token } = await registerAccount(t.app));
    accepted = fs.readFileSync(path.join(t.problemsDir, 'two-sum/submissions/accepted/solution.py'), 'utf8');
  });
  afterAll(() => t.close());

  const get = (url: string, authToken = token) => t.app.inject({ method: 'GET', url, headers: bearer(authToken) });

  describe('spec call table: problems', () => {
    it('GET /api/problems answers id, title, category, difficulty and the caller status', async () => {
      const response = await get('/api/problems');
      expect(response.statusCode).toBe(200);
      const list = ProblemListAnswer.parse(response.json());
      expect(list).toEqual([{ id: 'two-sum', _id: 'two-sum', title: 'Two Sum', category: 'Hash Table', difficulty: 'Easy', status: 'not-attempted' }]);
    });

    it('GET /api/problems/{id} answers the detail with examples from data/sample and no hidden test', async () => {
      const response = await get('/api/problems/two-sum');
      expect(response.statusCode).toBe(200);
      const detail = ProblemDetail.parse(response.json());
      expect(detail).toMatchObject({ _id: 'two-sum', title: 'Two Sum', difficulty: 'Easy', category: 'Hash Table', timeLimitMs: 2000, memoryLimitMb: 256 });
      expect(detail.description).toContain('## Input');
      expect(detail.description).toContain('## Output');
      expect(detail.examples[0]).toEqual({
        input: fs.readFileSync(path.join(t.problemsDir, 'two-sum/data/sample/01.in'), 'utf8'),
        output: fs.readFileSync(path.join(t.problemsDir, 'two-sum/data/sample/01.ans'), 'utf8'),
        explanation: expect.any(String),
      });
      expect(detail.examples).toHaveLength(2);
      const hidden = fs.readFileSync(path.join(t.problemsDir, 'two-sum/data/secret/10.in'), 'utf8');
      expect(response.body).not.toContain(hidden.trim().slice(0, 40));
    });

    it('GET /api/problems/{id} answers 404 "Problem not found" for an unknown id', async () => {
      const response = await get('/api/problems/no-such-problem');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Problem not found' });
    });

    it('GET /api/problems/{id}/template/{language} answers template and problemTitle', async () => {
      const response = await get('/api/problems/two-sum/template/cpp');
      expect(response.statusCode).toBe(200);
      expect(TemplateAnswer.parse(response.json())).toEqual({
        template: fs.readFileSync(path.join(t.problemsDir, 'two-sum/templates/cpp.cpp'), 'utf8'),
        problemTitle: 'Two Sum',
      });
      const unknown = await get('/api/problems/two-sum/template/ruby');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: 'Unsupported language' });
    });

    it('every problem call needs a signed-in user', async () => {
      for (const url of ['/api/problems', '/api/problems/two-sum', '/api/problems/two-sum/template/c', '/api/submissions']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  });

  describe('spec call table: compiler and submissions', () => {
    it('POST /api/compiler/execute answers success, output, error, executionTime, memoryUsed, executionMethod', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/compiler/execute',
        headers: bearer(token),
        payload: { code: 'print(input()[::-1])', language: 'python', input: 'abc\n' },
      });
      expect(response.statusCode).toBe(200);
      const answer = ExecuteAnswer.parse(response.json());
      expect(answer).toMatchObject({ success: true, output: 'cba\n', error: '', executionMethod: 'sandbox', verdict: 'Accepted' });
      expect(answer.executionTime).toBeGreaterThanOrEqual(0);
      expect(answer.memoryUsed).toBeGreaterThan(0);
    });

    it('POST /api/submissions answers id and isSuccessful at once, Queued', async () => {
      const response = await submit(t.app, token, {
        code: accepted,
        language: 'python',
        problemId: 'two-sum',
        output: 'ignored',
        executionTime: 3,
        memoryUsed: 1,
        timeSpent: 10,
      });
      expect(response.statusCode).toBe(201);
      expect(SubmitAnswer.parse(response.json())).toEqual({ id: expect.any(String), status: 'Queued', isSuccessful: false });
      await streamToEnd(t.app, token, response.json().id);
    });

    it('GET /api/submissions and /api/submissions/stats/summary answer the spec fields', async () => {
      await submitAndWait(t.app, token, { code: accepted, language: 'python', problemId: 'two-sum' });
      const list = SubmissionListAnswer.parse((await get('/api/submissions')).json());
      expect(list[0]).toMatchObject({ problem: 'Two Sum', problemId: 'two-sum', difficulty: 'Easy', language: 'python', status: 'Accepted', code: accepted });
      expect(list.map((item) => item.submissionNumber)).toEqual([2, 1]);
      const stats = SubmissionStats.parse((await get('/api/submissions/stats/summary')).json());
      expect(stats).toMatchObject({ totalSubmissions: 2, recentSubmissions: 2, languageBreakdown: { python: 2 } });
    });

    it('GET /api/submissions/{id} answers per-test results and is the owner\'s only', async () => {
      const { id } = await submitAndWait(t.app, token, { code: accepted, language: 'python', problemId: 'two-sum' });
      const detail = SubmissionDetail.parse((await get(`/api/submissions/${id}`)).json());
      expect(detail).toMatchObject({ status: 'Accepted', isSuccessful: true, passedCount: detail.testCount, problemVersion: 1 });
      expect(detail.tests[0]).toMatchObject({ index: 1, isSample: true, verdict: 'Accepted', input: expect.any(String), expectedOutput: expect.any(String) });
      const hidden = detail.tests.find((test) => !test.isSample);
      expect(Object.keys(hidden ?? {}).sort()).toEqual(['index', 'isSample', 'memory', 'time', 'verdict']);

      const other = await registerAccount(t.app);
      expect((await get(`/api/submissions/${id}`, other.token)).statusCode).toBe(404);
      expect((await get(`/api/submissions/${id}/events`, other.token)).statusCode).toBe(404);
      expect(SubmissionListAnswer.parse((await get('/api/submissions', other.token)).json())).toEqual([]);
    });
  });
});
