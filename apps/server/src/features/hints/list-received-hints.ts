import { and, asc, eq } from 'drizzle-orm';
import type { ReceivedHintsAnswer } from '@codepath/contract/hints';
import type { Database } from '../../db/client.ts';
import { receivedHints } from '../../db/schema-hints.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { countWrittenHintsShown } from './manual-hints.ts';

/**
 * The hints one learner received for one problem, oldest first, and whether asking
 * again brings a new one: always with an AI model, else until every written hint
 * (or, for a problem without any, the one note saying so) has been handed out.
 */
export async function listReceivedHints(db: Database, userId: string, problemId: string, isAiEnabled: boolean): Promise<ReceivedHintsAnswer> {
  const problem = await findProblem(db, problemId, ['slug', 'hints']);
  const rows = await db
    .select()
    .from(receivedHints)
    .where(and(eq(receivedHints.userId, userId), eq(receivedHints.problemSlug, problem.slug)))
    .orderBy(asc(receivedHints.receivedAt), asc(receivedHints.id));
  const writtenShown = await countWrittenHintsShown(db, userId, problem.slug);
  return {
    hints: rows.map((row, index) => ({
      number: index + 1,
      hint: row.hint,
      isAIGenerated: row.isAiGenerated,
      ...(row.model ? { model: row.model } : {}),
      receivedAt: row.receivedAt.toISOString(),
    })),
    hasMoreHints: isAiEnabled || writtenShown < Math.max(problem.hints.length, 1),
  };
}
