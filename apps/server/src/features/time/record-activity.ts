import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { timeSessions, type TimeSessionRow } from '../../db/schema.ts';
import { startSession } from './start-session.ts';

/** Marks the user as active now; starts a session if none is open (e.g. after a server-side close). */
export async function recordActivity(db: Database, userId: string, now = new Date()): Promise<TimeSessionRow> {
  const [open] = await db
    .update(timeSessions)
    .set({ lastActivityAt: now })
    .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.endedAt)))
    .returning();
  return open ?? startSession(db, userId, 'activity', now);
}
