import type { CaseResult, RunCasesAnswer } from '@codepath/contract/compiler';
import type { ProblemDetail } from '@codepath/contract/problems';
import type { ScoreRecord } from '@codepath/contract/scores';
import { mockApi, type MockRoute } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-with-router';
import { SolveScreen } from '@/features/solve/components/solve-screen';

/** The problem, score record and API answers the solve page tests share. */
export const problem: ProblemDetail = {
  _id: 'two-sum',
  id: 'two-sum',
  title: 'Two Sum',
  difficulty: 'Easy',
  category: 'Arrays',
  description: 'Find two numbers that add up to the target.\n\nExample: 2 7 -> 0 1\n\nConstraints: n <= 10^4',
  examples: [{ input: '4\n2 7 11 15\n9\n', output: '0 1\n', explanation: 'nums[0] + nums[1] = 9' }],
  constraints: '2 <= n <= 10^4',
  followUp: 'Can you do it in O(n)?',
  timeLimitMs: 2000,
  memoryLimitMb: 256,
  tags: [],
  hintsCount: 2,
  status: 'not-attempted',
};

export const score = (overrides: Partial<ScoreRecord> = {}): ScoreRecord => ({
  exists: true,
  finalScore: 100,
  clickedHint: false,
  clickedSolution: false,
  wrongAttempts: 0,
  passed: false,
  timeSpent: 0,
  language: 'python',
  status: 'attempted',
  ...overrides,
});

/** The Testcase panel's answer for the one sample: passed unless told otherwise. */
export const casesAnswer = (cases: Partial<CaseResult>[] = [{}]): RunCasesAnswer => ({
  isCompiled: true,
  compileOutput: '',
  executionMethod: 'sandbox',
  cases: cases.map((overrides) => ({ status: 'Passed', message: '', output: '0 1\n', isOutputTruncated: false, stderr: '', timeMs: 7, memoryKb: 900, ...overrides })),
});

export function mockSolveApi(extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/problems/two-sum': () => ({ body: problem }),
    'GET /api/problems/two-sum/template/python': () => ({ body: { template: 'print("starter")', problemTitle: 'Two Sum' } }),
    'GET /api/problems/two-sum/template/java': () => ({ body: { template: 'class Main {}', problemTitle: 'Two Sum' } }),
    'GET /api/scores/problem/two-sum': () => ({ body: score() }),
    'POST /api/time/problem/run': () => ({ body: { ok: true } }),
    'POST /api/time/problem/submit': () => ({ body: { ok: true } }),
    'POST /api/scores/submission/two-sum': () => ({ body: { score: 0, wrongAttempts: 1, passed: false } }),
    'GET /api/ai/hints/two-sum': () => ({ body: { hints: [], hasMoreHints: true } }),
    'POST /api/compiler/run-cases': () => ({ body: casesAnswer() }),
    ...extra,
  });
}

export const openPage = () => renderRoutes([{ path: '/app/problems/:problemId/solve', element: <SolveScreen /> }, { path: '/app/problems', element: <p>Problems list</p> }], '/app/problems/two-sum/solve');
