import { and, asc, eq, gt, max, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { submissionEvents } from '../../db/schema-judging.ts';
import type { SubmissionEvent } from './event-bus.ts';

/** Stores an event unless one with the same seq exists (a repeated write is a no-op); true when stored. */
export async function storeEvent(db: Database, submissionId: string, event: SubmissionEvent): Promise<boolean> {
  const inserted = await db
    .insert(submissionEvents)
    .values({ submissionId, ...event })
    .onConflictDoNothing()
    .returning({ seq: submissionEvents.seq });
  return inserted.length > 0;
}

/** Stores several events in one insert; one already stored (same seq) is skipped. */
export async function storeEvents(db: Database, submissionId: string, events: SubmissionEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(submissionEvents)
    .values(events.map((event) => ({ submissionId, ...event })))
    .onConflictDoNothing();
}

export async function readEvents(db: Database, submissionId: string, afterSeq = 0): Promise<SubmissionEvent[]> {
  return db
    .select({ seq: submissionEvents.seq, type: submissionEvents.type, data: submissionEvents.data })
    .from(submissionEvents)
    .where(and(eq(submissionEvents.submissionId, submissionId), gt(submissionEvents.seq, afterSeq)))
    .orderBy(asc(submissionEvents.seq));
}

/** The highest stored seq of a submission's events, 0 when none. */
export async function lastEventSeq(db: Database, submissionId: string): Promise<number> {
  const [row] = await db.select({ seq: max(submissionEvents.seq) }).from(submissionEvents).where(eq(submissionEvents.submissionId, submissionId));
  return row?.seq ?? 0;
}

/**
 * What a resumed stream sends: the events after `afterSeq`, plus the final event
 * whatever its seq, since it is what ends the stream (a Last-Event-ID at or past
 * the end would otherwise leave the stream open forever).
 */
export async function readEventsToResume(db: Database, submissionId: string, afterSeq: number): Promise<SubmissionEvent[]> {
  return db
    .select({ seq: submissionEvents.seq, type: submissionEvents.type, data: submissionEvents.data })
    .from(submissionEvents)
    .where(and(eq(submissionEvents.submissionId, submissionId), or(gt(submissionEvents.seq, afterSeq), eq(submissionEvents.type, 'final'))))
    .orderBy(asc(submissionEvents.seq));
}
