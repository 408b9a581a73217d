import { asc } from 'drizzle-orm';
import { isListed } from '../../lib/find-problem.ts';
import type { Database } from '../../db/client.ts';
import { problems } from '../../db/schema-judging.ts';

export interface ListedProblem {
  slug: string;
  title: string;
  category: string;
  difficulty: (typeof problems.$inferSelect)['difficulty'];
}

export interface ProblemList {
  /** Every problem of the catalogue, by title: read from the database at most once per `maxAgeMs`. */
  problems(): Promise<readonly ListedProblem[]>;
  /** Read again on the next call (this process imported a change). */
  invalidate(): void;
}

/** How stale the list may be when another process (an import, another server) changed the catalogue. */
export const PROBLEM_LIST_MAX_AGE_MS = 5_000;

/**
 * The catalogue's list in memory, so listing problems costs no query for them:
 * refreshed when this process imports a change, and at most `maxAgeMs` after a
 * change made elsewhere. Callers at the same moment share one read.
 */
export function createProblemList(db: Database, maxAgeMs = PROBLEM_LIST_MAX_AGE_MS): ProblemList {
  let cached: { read: Promise<readonly ListedProblem[]>; at: number } | undefined;
  const read = async () =>
    db
      .select({ slug: problems.slug, title: problems.title, category: problems.category, difficulty: problems.difficulty })
      .from(problems)
      .where(isListed)
      .orderBy(asc(problems.title));
  return {
    problems() {
      const now = performance.now();
      if (!cached || now - cached.at > maxAgeMs) {
        const entry = { read: read(), at: now };
        cached = entry;
        // A failed read is not kept: the next caller tries again.
        entry.read.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.read;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
