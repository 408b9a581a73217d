import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { timeSessions, type TimeSessionRow } from '../../db/schema.ts';

/** Ends the open session now (logout). Nothing open is not an error: the answer carries no session. */
export async function endSession(db: Database, userId: string, now = new Date()): Promise<TimeSessionRow | undefined> {
  const [ended] = await db
    .update(timeSessions)
    .set({ endedAt: now, lastActivityAt: now })
    .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.endedAt)))
    .returning();
  return ended;
}
