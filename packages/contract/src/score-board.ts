import { z } from 'zod';
import { LEADERBOARD_LIMIT } from './constants.ts';
import { Difficulty, Language } from './enums.ts';

/** `{problemId}` of the hint, solution and submission score calls: the problem's slug. */
export const ScoreProblemParams = z.object({ problemId: z.string().min(1).max(100) });
export type ScoreProblemParams = z.infer<typeof ScoreProblemParams>;

/** The spec's payload of the hint and solution calls; the language is informative only. */
export const ScoreActionBody = z.object({ language: Language.optional() });
export type ScoreActionBody = z.infer<typeof ScoreActionBody>;

/**
 * The spec's payload of POST /api/scores/submission/{problemId}. The server judges
 * every submission itself, so `passed` (and the rest) is accepted and never trusted.
 */
export const SubmissionScoreBody = z.object({
  passed: z.boolean().optional(),
  language: Language.optional(),
  submissionId: z.string().max(100).optional(),
  timeSpent: z.number().optional(),
});
export type SubmissionScoreBody = z.infer<typeof SubmissionScoreBody>;

/** The recorded standing: `passed` = solved; `score` = the frozen score once solved, else 0. */
export const SubmissionScoreAnswer = z.object({
  score: z.number().int(),
  wrongAttempts: z.number().int(),
  passed: z.boolean(),
});
export type SubmissionScoreAnswer = z.infer<typeof SubmissionScoreAnswer>;

/** One row of the Difficulty Breakdown or Language Performance list. `avgScore` is over solved problems. */
export const BreakdownRow = z.object({
  solved: z.number().int(),
  attempted: z.number().int(),
  avgScore: z.number(),
});
export type BreakdownRow = z.infer<typeof BreakdownRow>;

/** A Difficulty Breakdown row also names how many problems of that difficulty the catalogue has. */
export const DifficultyBreakdownRow = BreakdownRow.extend({ total: z.number().int() });
export type DifficultyBreakdownRow = z.infer<typeof DifficultyBreakdownRow>;

export const ScoreSummary = z.object({
  /** Mean final score of the solved problems, out of 100, one decimal. */
  averageScore: z.number(),
  solvedProblems: z.number().int(),
  totalProblems: z.number().int(),
  hintsUsed: z.number().int(),
  solutionsViewed: z.number().int(),
  difficultyBreakdown: z.record(Difficulty, DifficultyBreakdownRow),
  languageBreakdown: z.record(Language, BreakdownRow),
});
export type ScoreSummary = z.infer<typeof ScoreSummary>;

export const MAX_LEADERBOARD_LIMIT = 100;

export const LeaderboardQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LEADERBOARD_LIMIT).default(LEADERBOARD_LIMIT),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.string(), name: z.string() }),
  averageScore: z.number(),
  totalScore: z.number().int(),
  problemsSolved: z.number().int(),
  hintsUsed: z.number().int(),
  solutionsViewed: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** Ranked by average score, then total score, then problems solved, then who got there first. */
export const LeaderboardAnswer = z.array(LeaderboardEntry);
export type LeaderboardAnswer = z.infer<typeof LeaderboardAnswer>;
