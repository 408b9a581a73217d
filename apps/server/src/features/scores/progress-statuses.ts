import { eq, sql } from 'drizzle-orm';
import type { ProblemStatus } from '@codepath/contract/enums';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import type { ProgressRecorder } from './record-progress.ts';

/** Learners whose statuses are kept at once; the first kept is dropped first. */
const MAX_KEPT_LEARNERS = 10_000;

export interface ProgressStatuses {
  /** A learner's status of each problem they have touched (the others are not attempted). */
  of(userId: string): Promise<ReadonlyMap<string, ProblemStatus>>;
  /** Call once a change to the learner's progress has committed. */
  forget(userId: string): void;
}

/**
 * The learners' problem statuses for the problem list. When this process is the only
 * writer of the database (embedded mode: the data folder is locked to it), they are
 * kept in memory and forgotten on each write; otherwise every call reads them. A read
 * that overlapped any write is not kept, so a kept status is never older than a write.
 */
export function createProgressStatuses(db: Database, options: { isSoleWriter: boolean }): ProgressStatuses {
  const kept = new Map<string, ReadonlyMap<string, ProblemStatus>>();
  let writes = 0;
  // Prepared once per connection: the list asks for it on every request when it cannot be kept.
  const statusesQuery = db
    .select({ slug: problemProgress.problemSlug, status: problemProgress.status })
    .from(problemProgress)
    .where(eq(problemProgress.userId, sql.placeholder('userId')))
    .prepare('problem_statuses');
  const read = async (userId: string) => {
    const rows = await statusesQuery.execute({ userId });
    return new Map(rows.map((row) => [row.slug, row.status]));
  };
  if (!options.isSoleWriter) return { of: read, forget: () => {} };
  return {
    async of(userId) {
      const found = kept.get(userId);
      if (found) return found;
      const writesBefore = writes;
      const statuses = await read(userId);
      if (writes === writesBefore) {
        if (kept.size >= MAX_KEPT_LEARNERS) kept.delete(kept.keys().next().value as string);
        kept.set(userId, statuses);
      }
      return statuses;
    },
    forget(userId) {
      writes += 1;
      kept.delete(userId);
    },
  };
}

/** The recorder's run and submit writes (not in a transaction), each followed by `forget`. */
export function forgettingAfterWrites(recorder: ProgressRecorder, statuses: ProgressStatuses): Pick<ProgressRecorder, 'recordRun' | 'recordSubmit'> {
  return {
    async recordRun(db, userId, problemSlug) {
      try {
        await recorder.recordRun(db, userId, problemSlug);
      } finally {
        statuses.forget(userId);
      }
    },
    async recordSubmit(db, userId, problemSlug, language) {
      try {
        await recorder.recordSubmit(db, userId, problemSlug, language);
      } finally {
        statuses.forget(userId);
      }
    },
  };
}
