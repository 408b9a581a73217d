import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema-judging.ts';
import type { JudgeQueue } from '../../queue/judge-queue.ts';
import { PENDING_STATUSES } from './statuses.ts';

/**
 * At start-up: submissions left Queued or Running by a stopped server are queued
 * again, oldest first. Judging one twice is harmless (the verdict is written once).
 */
export async function requeueUnfinished(db: Database, queue: JudgeQueue): Promise<number> {
  const unfinished = await db
    .select({ id: submissions.id, userId: submissions.userId })
    .from(submissions)
    .where(inArray(submissions.status, [...PENDING_STATUSES]))
    .orderBy(asc(submissions.createdAt));
  await db.update(submissions).set({ status: 'Queued' }).where(eq(submissions.status, 'Running'));
  for (const { id, userId } of unfinished) await queue.enqueueSubmission(id, userId);
  return unfinished.length;
}
