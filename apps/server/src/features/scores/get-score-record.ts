import { and, eq } from 'drizzle-orm';
import type { ScoreRecord } from '@codepath/contract/scores';
import type { Database } from '../../db/client.ts';
import { problemProgress, type ProblemProgressRow } from '../../db/schema-judging.ts';
import { computeScore } from './compute-score.ts';

export const progressOf = (userId: string, problemSlug: string) =>
  and(eq(problemProgress.userId, userId), eq(problemProgress.problemSlug, problemSlug));

/**
 * Before acceptance the score is what the problem would earn if accepted now, so the
 * solve page's tracker drops as hints, wrong attempts or the solution cost points;
 * from the first acceptance on it is the frozen final score.
 */
export function toScoreRecord(row: ProblemProgressRow | undefined): ScoreRecord {
  if (!row) {
    return {
      exists: false,
      finalScore: computeScore({ hintUsed: false, solutionViewed: false, wrongAttempts: 0 }),
      clickedHint: false,
      clickedSolution: false,
      wrongAttempts: 0,
      passed: false,
      timeSpent: 0,
      language: '',
      status: 'not-attempted',
    };
  }
  const isSolved = row.status === 'solved';
  return {
    exists: true,
    finalScore: isSolved ? (row.finalScore ?? 0) : computeScore(row),
    clickedHint: row.hintUsed,
    clickedSolution: row.solutionViewed,
    wrongAttempts: row.wrongAttempts,
    passed: isSolved,
    timeSpent: row.timeSpent,
    language: row.language ?? '',
    status: row.status,
  };
}

export async function getScoreRecord(db: Database, userId: string, problemSlug: string): Promise<ScoreRecord> {
  const [row] = await db.select().from(problemProgress).where(progressOf(userId, problemSlug));
  return toScoreRecord(row);
}
