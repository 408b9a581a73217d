import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hintViews } from '../../db/schema-hints.ts';

/** Shown when a problem's package has no hints.md and no AI answers. */
export const NO_MANUAL_HINTS =
  'This problem has no written hints. Work through the first example by hand, then write down the steps you took: they are your algorithm.';

/**
 * The next written hint for this learner on this problem: hints are handed out in
 * order, and after the last one the last one is repeated. The count is raised in one
 * statement, so two requests at once get two different hints.
 */
export async function takeNextWrittenHint(db: Database, userId: string, problemSlug: string, hints: readonly string[]): Promise<string> {
  if (hints.length === 0) return NO_MANUAL_HINTS;
  const [row] = await db
    .insert(hintViews)
    .values({ userId, problemSlug, writtenHintsShown: 1 })
    .onConflictDoUpdate({
      target: [hintViews.userId, hintViews.problemSlug],
      set: { writtenHintsShown: sql`${hintViews.writtenHintsShown} + 1`, updatedAt: new Date() },
    })
    .returning({ shown: hintViews.writtenHintsShown });
  const index = Math.min((row?.shown ?? 1) - 1, hints.length - 1);
  return hints[index] ?? NO_MANUAL_HINTS;
}
