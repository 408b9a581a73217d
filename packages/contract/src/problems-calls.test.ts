// The calls of the problem, judge and learning screens (spec document 2, "The calls
// it makes"): each payload and answer the table names parses with its schema, and
// malformed ones are refused.
import { describe, expect, it } from 'vitest';
import { ExecuteAnswer, ExecuteBody } from './compiler.ts';
import { SUBMISSION_TIME_SPENT } from './constants.ts';
import { ProblemTimeBody } from './dashboard.ts';
import { HintAnswer, HintBody, HintFailureAnswer } from './hints.ts';
import { LANGUAGE_IDS } from './languages.ts';
import { ProblemDetail, ProblemListAnswer, TemplateAnswer } from './problems.ts';
import { LeaderboardAnswer, LeaderboardQuery, ScoreActionBody, ScoreSummary, SubmissionScoreAnswer, SubmissionScoreBody } from './score-board.ts';
import { ScoreRecord } from './scores.ts';
import { shownSubmissionStatus, SubmissionListAnswer, SubmissionStats, SubmitAnswer, SubmitBody } from './submissions.ts';

const detail = {
  _id: 'two-sum',
  id: 'two-sum',
  title: 'Two Sum',
  difficulty: 'Easy',
  category: 'Arrays',
  description: 'Find two numbers that add up to the target.',
  examples: [{ input: '4\n2 7 11 15\n9', output: '0 1', explanation: '2 + 7 = 9' }],
  constraints: '2 ≤ n ≤ 10⁴',
  followUp: '',
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  tags: ['hash-table'],
  hintsCount: 2,
  status: 'attempted',
};
const scoreRecord = {
  exists: true,
  finalScore: 70,
  clickedHint: true,
  clickedSolution: false,
  wrongAttempts: 0,
  passed: true,
  timeSpent: 10,
  language: 'python',
  status: 'solved',
};
const execution = {
  success: true,
  output: '0 1\n',
  error: '',
  executionTime: 12,
  memoryUsed: 9120,
  executionMethod: 'sandbox',
  verdict: 'Accepted',
  isOutputTruncated: false,
};
const submission = {
  id: '6f1c9a52-0000-4000-8000-000000000001',
  submissionNumber: 3,
  problem: 'Two Sum',
  problemId: 'two-sum',
  difficulty: 'Easy',
  language: 'cpp',
  status: 'Wrong Answer',
  runtime: 4,
  memory: 3100,
  submittedAt: '2026-11-23T10:00:00.000Z',
  code: 'int main() {}',
  output: 'Wrong Answer on hidden test 2 of 5',
};
const breakdown = { solved: 1, attempted: 2, avgScore: 70 };
const summary = {
  averageScore: 70,
  solvedProblems: 1,
  totalProblems: 30,
  hintsUsed: 1,
  solutionsViewed: 0,
  // A difficulty row names the catalogue's count of that difficulty beside solved and attempted.
  difficultyBreakdown: { Easy: { ...breakdown, total: 23 }, Medium: { ...breakdown, total: 23 }, Hard: { ...breakdown, total: 9 } },
  languageBreakdown: Object.fromEntries(LANGUAGE_IDS.map((id) => [id, breakdown])),
};
const leader = {
  rank: 1,
  user: { id: 'u1', name: 'Ada Lovelace' },
  averageScore: 85.5,
  totalScore: 171,
  problemsSolved: 2,
  hintsUsed: 1,
  solutionsViewed: 0,
};

describe('reading problems', () => {
  it('answers the list, the detail and a template', () => {
    const list = [{ id: 'two-sum', _id: 'two-sum', title: 'Two Sum', category: 'Arrays', difficulty: 'Easy', status: 'not-attempted' }];
    expect(ProblemListAnswer.parse(list)).toEqual(list);
    expect(ProblemDetail.parse(detail)).toEqual(detail);
    expect(TemplateAnswer.parse({ template: 'print()', problemTitle: 'Two Sum' })).toEqual({ template: 'print()', problemTitle: 'Two Sum' });
  });

  it('refuses an unknown difficulty or status and a missing title', () => {
    expect(ProblemListAnswer.safeParse([{ id: 'a', _id: 'a', title: 'A', category: 'C', difficulty: 'Expert', status: 'solved' }]).success).toBe(false);
    expect(ProblemDetail.safeParse({ ...detail, status: 'done' }).success).toBe(false);
    expect(TemplateAnswer.safeParse({ template: 'print()' }).success).toBe(false);
  });
});

describe('running and submitting', () => {
  it('executes code, language and input, answering the run result', () => {
    expect(ExecuteBody.parse({ code: 'print(1)', language: 'python', input: '' })).toEqual({ code: 'print(1)', language: 'python', input: '' });
    expect(ExecuteAnswer.parse(execution)).toEqual(execution);
  });

  it('submits the spec payload with timeSpent 10, answering id and isSuccessful', () => {
    const body = { code: 'x', language: 'java', problemId: 'two-sum', output: '0 1', executionTime: 12, memoryUsed: 9120, timeSpent: SUBMISSION_TIME_SPENT };
    expect(SubmitBody.parse(body)).toEqual(body);
    const answer = { id: submission.id, status: 'Queued', isSuccessful: false };
    expect(SubmitAnswer.parse(answer)).toEqual(answer);
  });

  it('records the run and the submit for the problem', () => {
    expect(ProblemTimeBody.parse({ problemId: 'two-sum' })).toEqual({ problemId: 'two-sum' });
    expect(ProblemTimeBody.parse({ problemId: 'two-sum', isCorrect: true })).toEqual({ problemId: 'two-sum', isCorrect: true });
  });

  it('refuses an unsupported language, a missing problem and a verdict it does not know', () => {
    expect(ExecuteBody.safeParse({ code: 'x', language: 'ruby', input: '' }).success).toBe(false);
    expect(ExecuteBody.safeParse({ language: 'python', input: '' }).success).toBe(false);
    expect(ExecuteAnswer.safeParse({ ...execution, verdict: 'Great' }).success).toBe(false);
    expect(SubmitBody.safeParse({ code: 'x', language: 'java' }).success).toBe(false);
    expect(SubmitBody.safeParse({ code: 'x', language: 'java', problemId: '' }).success).toBe(false);
    expect(SubmitAnswer.safeParse({ id: submission.id, status: 'Accepted', isSuccessful: true }).success).toBe(false);
    expect(ProblemTimeBody.safeParse({ problemId: 'two-sum', isCorrect: 'yes' }).success).toBe(false);
  });
});

describe('scores', () => {
  it('answers the score record of a problem', () => {
    expect(ScoreRecord.parse(scoreRecord)).toEqual(scoreRecord);
  });

  it('takes passed, language, submissionId and timeSpent 10 for a submission, answering score, wrongAttempts and passed', () => {
    const body = { passed: true, language: 'python', submissionId: submission.id, timeSpent: SUBMISSION_TIME_SPENT };
    expect(SubmissionScoreBody.parse(body)).toEqual(body);
    expect(SubmissionScoreAnswer.parse({ score: 70, wrongAttempts: 0, passed: true })).toEqual({ score: 70, wrongAttempts: 0, passed: true });
  });

  it('takes the language of a hint or solution call', () => {
    expect(ScoreActionBody.parse({ language: 'c' })).toEqual({ language: 'c' });
  });

  it('answers the summary, and the leaderboard of limit=20', () => {
    expect(ScoreSummary.parse(summary)).toEqual(summary);
    expect(LeaderboardQuery.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(LeaderboardAnswer.parse([leader])).toEqual([leader]);
  });

  it('refuses a fractional score, an unknown language and a leaderboard limit out of range', () => {
    expect(ScoreRecord.safeParse({ ...scoreRecord, finalScore: 70.5 }).success).toBe(false);
    expect(SubmissionScoreBody.safeParse({ passed: 'true' }).success).toBe(false);
    expect(SubmissionScoreAnswer.safeParse({ score: 70, passed: true }).success).toBe(false);
    expect(ScoreActionBody.safeParse({ language: 'scala' }).success).toBe(false);
    expect(LeaderboardQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(LeaderboardQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ScoreSummary.safeParse({ ...summary, difficultyBreakdown: { Expert: breakdown } }).success).toBe(false);
    expect(LeaderboardAnswer.safeParse([{ ...leader, user: 'Ada' }]).success).toBe(false);
  });
});

describe('hints', () => {
  it('takes problemId, code and language, answering hint and isAIGenerated', () => {
    const body = { problemId: 'two-sum', code: 'print()', language: 'python' };
    expect(HintBody.parse(body)).toEqual(body);
    expect(HintAnswer.parse({ hint: 'Sort first.', isAIGenerated: false })).toEqual({ hint: 'Sort first.', isAIGenerated: false });
    const failure = { error: 'The AI hint service failed', fallbackHint: 'Sort first.' };
    expect(HintFailureAnswer.parse(failure)).toEqual(failure);
  });

  it('refuses a missing problem, an unsupported language and an answer without isAIGenerated', () => {
    expect(HintBody.safeParse({ code: 'x', language: 'python' }).success).toBe(false);
    expect(HintBody.safeParse({ problemId: 'two-sum', code: 'x', language: 'scala' }).success).toBe(false);
    expect(HintAnswer.safeParse({ hint: 'Sort first.' }).success).toBe(false);
    expect(HintFailureAnswer.safeParse({ fallbackHint: 'Sort first.' }).success).toBe(false);
  });
});

describe('submissions', () => {
  it('answers the list and the stats', () => {
    expect(SubmissionListAnswer.parse([submission])).toEqual([submission]);
    const stats = { totalSubmissions: 3, recentSubmissions: 2, averageExecutionTime: 8, languageBreakdown: { cpp: 2, python: 1 } };
    expect(SubmissionStats.parse(stats)).toEqual(stats);
  });

  it('refuses an unknown status and stats without a total', () => {
    expect(SubmissionListAnswer.safeParse([{ ...submission, status: 'Pending' }]).success).toBe(false);
    expect(SubmissionStats.safeParse({ recentSubmissions: 2, averageExecutionTime: 8, languageBreakdown: {} }).success).toBe(false);
  });
});

describe('the status a learner reads', () => {
  it("reads a scoring problem's Accepted with partial points as 'Partially Accepted', and everything else as stored", () => {
    expect(shownSubmissionStatus('Accepted', { points: 7.5, maxPoints: 50 })).toBe('Partially Accepted');
    expect(shownSubmissionStatus('Accepted', { points: 50, maxPoints: 50 })).toBe('Accepted');
    expect(shownSubmissionStatus('Accepted', null)).toBe('Accepted');
    expect(shownSubmissionStatus('Wrong Answer', { points: 40, maxPoints: 100 })).toBe('Wrong Answer');
  });
});
