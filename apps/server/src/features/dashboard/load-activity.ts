import { and, eq } from 'drizzle-orm';
import type { Language } from '@codepath/contract/enums';
import type { Database } from '../../db/client.ts';
import { timeSessions } from '../../db/schema.ts';
import { submissions } from '../../db/schema-judging.ts';
import { problemActions } from '../../db/schema-scores.ts';

export interface LearnerActivity {
  /** When the learner ran code on a problem. */
  runs: Date[];
  submissions: { createdAt: Date; isAccepted: boolean; language: Language }[];
  /** Signed-in intervals; an open session lasts until its last activity. */
  sessions: { start: Date; end: Date }[];
}

export async function loadActivity(db: Database, userId: string): Promise<LearnerActivity> {
  const submitted = await db
    .select({ createdAt: submissions.createdAt, status: submissions.status, language: submissions.language })
    .from(submissions)
    .where(eq(submissions.userId, userId));
  const runs = await db
    .select({ createdAt: problemActions.createdAt })
    .from(problemActions)
    .where(and(eq(problemActions.userId, userId), eq(problemActions.kind, 'run')));
  const sessions = await db
    .select({ startedAt: timeSessions.startedAt, lastActivityAt: timeSessions.lastActivityAt, endedAt: timeSessions.endedAt })
    .from(timeSessions)
    .where(eq(timeSessions.userId, userId));
  return {
    runs: runs.map((row) => row.createdAt),
    submissions: submitted.map((row) => ({ createdAt: row.createdAt, isAccepted: row.status === 'Accepted', language: row.language })),
    sessions: sessions.map((row) => {
      const end = row.endedAt ?? row.lastActivityAt;
      return { start: row.startedAt, end: end < row.startedAt ? row.startedAt : end };
    }),
  };
}
