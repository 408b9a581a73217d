import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { timeSessions, type TimeSessionRow } from '../../db/schema.ts';

/** Closes the user's open session at its last activity: nobody saw them after that. */
async function closeOpenSessions(db: Pick<Database, 'update'>, userId: string): Promise<void> {
  await db
    .update(timeSessions)
    .set({ endedAt: timeSessions.lastActivityAt })
    .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.endedAt)));
}

/** A new session; a previous one still open (tab closed without logging out) ends where its activity did. */
export async function startSession(db: Database, userId: string, sessionType: string, now = new Date()): Promise<TimeSessionRow> {
  return db.transaction(async (tx) => {
    await closeOpenSessions(tx, userId);
    const [session] = await tx
      .insert(timeSessions)
      .values({ userId, sessionType, startedAt: now, lastActivityAt: now })
      .returning();
    if (!session) throw new Error('insert returned no row');
    return session;
  });
}
