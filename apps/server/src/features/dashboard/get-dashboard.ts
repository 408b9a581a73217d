import type { DashboardAnswer, DifficultyCounts, DifficultyRates, SolvedCount } from '@codepath/contract/dashboard';
import type { Difficulty } from '@codepath/contract/enums';
import type { TimeStatsAnswer } from '@codepath/contract/time';
import type { Database } from '../../db/client.ts';
import { loadActivity } from './load-activity.ts';
import { loadLoginCount } from './load-login-count.ts';
import { loadProblemStandings } from './load-problem-standings.ts';
import { recommendProblems, type ProblemStanding } from './recommend-problems.ts';
import { summarizeActivity } from './summarize-activity.ts';

/** What the dashboard takes from the score board and time tracking, wired where features meet. */
export interface DashboardDeps {
  /** Leaderboard position; 0 without a solved problem. */
  rankOf(db: Database, userId: string): Promise<number>;
  timeStatsOf(db: Database, userId: string, timeZone: string, now: Date): Promise<TimeStatsAnswer>;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Solved of the catalogue's problems, per difficulty: the one count every screen shows. */
function difficultyCounts(standings: readonly ProblemStanding[]): DifficultyCounts {
  const count = (difficulty: Difficulty): SolvedCount => {
    const ofDifficulty = standings.filter((p) => p.difficulty === difficulty);
    return { solved: ofDifficulty.filter((p) => p.status === 'solved').length, total: ofDifficulty.length };
  };
  return { easy: count('Easy'), medium: count('Medium'), hard: count('Hard') };
}

function difficultyRates(counts: DifficultyCounts): DifficultyRates {
  const rate = ({ solved, total }: SolvedCount) => percent(solved, total);
  return { easy: rate(counts.easy), medium: rate(counts.medium), hard: rate(counts.hard) };
}

export async function getDashboard(db: Database, deps: DashboardDeps, userId: string, timeZone: string, now = new Date()): Promise<DashboardAnswer> {
  const [standings, activity, rank, timeStats, loginCount] = await Promise.all([
    loadProblemStandings(db, userId),
    loadActivity(db, userId),
    deps.rankOf(db, userId),
    deps.timeStatsOf(db, userId, timeZone, now),
    loadLoginCount(db, userId),
  ]);
  const { submissions } = activity;
  const languageDistribution: Record<string, number> = {};
  for (const submission of submissions) languageDistribution[submission.language] = (languageDistribution[submission.language] ?? 0) + 1;
  const counts = difficultyCounts(standings);
  const days = summarizeActivity({ actions: [...activity.runs, ...submissions.map((s) => s.createdAt)], sessions: activity.sessions }, timeZone, now);

  return {
    stats: {
      rank,
      problemsSolved: standings.filter((p) => p.status === 'solved').length,
      totalProblems: standings.length,
      successRate: percent(submissions.filter((s) => s.isAccepted).length, submissions.length),
      totalSubmissions: submissions.length,
    },
    progressOverview: {
      currentStreak: days.currentStreak,
      thisWeekTime: timeStats.thisWeekTime,
      totalActiveDays: days.totalActiveDays,
      averageSessionTime: timeStats.averageSessionTime,
      difficultyRates: difficultyRates(counts),
      difficultyCounts: counts,
      languageDistribution,
      weeklyActivity: days.weeklyActivity,
    },
    recommendedProblems: recommendProblems(standings),
    timeStats,
    isFirstLogin: loginCount <= 1,
  };
}
