import { z } from 'zod';
import { MAX_RECOMMENDATIONS } from './constants.ts';
import { Difficulty, ProblemStatus } from './enums.ts';
import { TimeStatsAnswer } from './time.ts';

/**
 * Days are counted in the browser's IANA time zone (e.g. Europe/Paris), sent as this
 * header or as the `timeZone` query parameter (as for the time stats); UTC when absent.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

export const DashboardQuery = z.object({ timeZone: z.string().min(1).max(64).optional() });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DashboardStats = z.object({
  /** Position on the leaderboard; 0 without a solved problem. */
  rank: z.number().int(),
  problemsSolved: z.number().int(),
  totalProblems: z.number().int(),
  /** Accepted submissions / all submissions × 100, rounded; 0 with none. */
  successRate: z.number().int(),
  totalSubmissions: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** One cell of the weekly heat grid. */
export const ActivityDay = z.object({
  /** Short weekday name: 'Mon'. */
  day: z.string(),
  /** YYYY-MM-DD in the learner's time zone. */
  date: z.string(),
  /** Runs and submissions that day. */
  count: z.number().int(),
  /** Minutes signed in that day. */
  timeSpent: z.number(),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

/** Percent of the problems of each difficulty that are solved. */
export const DifficultyRates = z.object({ easy: z.number(), medium: z.number(), hard: z.number() });
export type DifficultyRates = z.infer<typeof DifficultyRates>;

/** Problems solved of the catalogue's problems of one difficulty: the counts behind a rate (solved / total). */
export const SolvedCount = z.object({ solved: z.number().int(), total: z.number().int() });
export type SolvedCount = z.infer<typeof SolvedCount>;
export const DifficultyCounts = z.object({ easy: SolvedCount, medium: SolvedCount, hard: SolvedCount });
export type DifficultyCounts = z.infer<typeof DifficultyCounts>;

/** Times in minutes. */
export const ProgressOverview = z.object({
  /** Consecutive days with a run or a submission up to today (or yesterday when nothing yet today); signing in alone is no practice. */
  currentStreak: z.number().int(),
  thisWeekTime: z.number(),
  totalActiveDays: z.number().int(),
  averageSessionTime: z.number(),
  difficultyRates: DifficultyRates,
  /** The counts the rates are made of, as every other screen counts them ("1/23 solved"); absent from older servers. */
  difficultyCounts: DifficultyCounts.optional(),
  /** Submissions per language. */
  languageDistribution: z.record(z.string(), z.number().int()),
  /** The last 7 days, oldest first, ending today. */
  weeklyActivity: z.array(ActivityDay).length(7),
});
export type ProgressOverview = z.infer<typeof ProgressOverview>;

export const RecommendedProblem = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  status: ProblemStatus,
  category: z.string(),
});
export type RecommendedProblem = z.infer<typeof RecommendedProblem>;

export const DashboardAnswer = z.object({
  stats: DashboardStats,
  progressOverview: ProgressOverview,
  /** At most 3: unfinished attempts first, then unsolved problems at the learner's level in their weakest category. */
  recommendedProblems: z.array(RecommendedProblem).max(MAX_RECOMMENDATIONS),
  timeStats: TimeStatsAnswer.optional(),
  /** True on the account's first sign-in (its login count is 1), so the greeting says 'Welcome', not 'Welcome back'. */
  isFirstLogin: z.boolean().optional(),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

/** POST /api/time/problem/run and /api/time/problem/submit. `isCorrect` is what the browser saw; the judge's verdict is what counts. */
export const ProblemTimeBody = z.object({ problemId: z.string().min(1).max(100), isCorrect: z.boolean().optional() });
export type ProblemTimeBody = z.infer<typeof ProblemTimeBody>;

export const ProblemTimeAnswer = z.object({ ok: z.literal(true) });
export type ProblemTimeAnswer = z.infer<typeof ProblemTimeAnswer>;
