import type { SubmissionScoreAnswer } from '@codepath/contract/score-board';
import type { Database } from '../../db/client.ts';
import { getScoreRecord } from './get-score-record.ts';

/**
 * The answer of POST /api/scores/submission/{problemId}. The judge already recorded
 * the verdict of every submission, so nothing the browser sends is written: the call
 * answers the server's record (score 0 until the problem is solved).
 */
export async function getSubmissionScore(db: Database, userId: string, problemSlug: string): Promise<SubmissionScoreAnswer> {
  const record = await getScoreRecord(db, userId, problemSlug);
  return { score: record.passed ? record.finalScore : 0, wrongAttempts: record.wrongAttempts, passed: record.passed };
}
