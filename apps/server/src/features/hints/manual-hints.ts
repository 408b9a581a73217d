import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hintViews } from '../../db/schema-hints.ts';

/** Shown when a problem's package has no hints.md and no AI answers. */
export const NO_MANUAL_HINTS =
  'This problem has no written hints. Work through the first example by hand, then write down the steps you took: they are your algorithm.';

export interface WrittenHint {
  hint: string;
  /** False when the learner already had every written hint and got the last one again. */
  isNew: boolean;
}

/**
 * The next written hint for this learner on this problem: hints are handed out in
 * order, and after the last one the last one is repeated. The count is raised in one
 * statement, so two requests at once get two different hints.
 */
export async function takeNextWrittenHint(db: Database, userId: string, problemSlug: string, hints: readonly string[]): Promise<WrittenHint> {
  const [row] = await db
    .insert(hintViews)
    .values({ userId, problemSlug, writtenHintsShown: 1 })
    .onConflictDoUpdate({
      target: [hintViews.userId, hintViews.problemSlug],
      set: { writtenHintsShown: sql`${hintViews.writtenHintsShown} + 1`, updatedAt: new Date() },
    })
    .returning({ shown: hintViews.writtenHintsShown });
  const shown = row?.shown ?? 1;
  if (hints.length === 0) return { hint: NO_MANUAL_HINTS, isNew: shown === 1 };
  return { hint: hints[Math.min(shown, hints.length) - 1] ?? NO_MANUAL_HINTS, isNew: shown <= hints.length };
}

/** How many written hints this learner has been handed on this problem. */
export async function countWrittenHintsShown(db: Database, userId: string, problemSlug: string): Promise<number> {
  const [row] = await db
    .select({ shown: hintViews.writtenHintsShown })
    .from(hintViews)
    .where(and(eq(hintViews.userId, userId), eq(hintViews.problemSlug, problemSlug)));
  return row?.shown ?? 0;
}
