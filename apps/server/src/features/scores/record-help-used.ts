import type { ScoreRecord } from '@codepath/contract/scores';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import { getScoreRecord } from './get-score-record.ts';

type Help = 'hint' | 'solution';

/**
 * Records that the learner took a hint (−30, once per problem) or viewed the
 * solution (score 0). Idempotent: a second call changes nothing. A problem already
 * solved keeps its frozen score; the use is still counted on the score board.
 */
export async function recordHelpUsed(db: Database, userId: string, problemSlug: string, help: Help): Promise<ScoreRecord> {
  const flag = help === 'hint' ? { hintUsed: true } : { solutionViewed: true };
  await db
    .insert(problemProgress)
    .values({ userId, problemSlug, ...flag })
    .onConflictDoUpdate({ target: [problemProgress.userId, problemProgress.problemSlug], set: { ...flag, updatedAt: new Date() } });
  return getScoreRecord(db, userId, problemSlug);
}
