import { and, avg, count, eq, gte, notInArray } from 'drizzle-orm';
import type { SubmissionStats } from '@codepath/contract/submissions';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema-judging.ts';
import { PENDING_STATUSES } from './statuses.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function getSubmissionStats(db: Database, userId: string, now = new Date()): Promise<SubmissionStats> {
  const mine = eq(submissions.userId, userId);
  const byLanguage = await db
    .select({ language: submissions.language, n: count() })
    .from(submissions)
    .where(mine)
    .groupBy(submissions.language);
  const [recent] = await db
    .select({ n: count() })
    .from(submissions)
    .where(and(mine, gte(submissions.createdAt, new Date(now.getTime() - WEEK_MS))));
  // Pending submissions have no runtime yet; counting them as 0 would drag the mean down.
  const [runtime] = await db
    .select({ mean: avg(submissions.runtimeMs) })
    .from(submissions)
    .where(and(mine, notInArray(submissions.status, [...PENDING_STATUSES])));
  return {
    totalSubmissions: byLanguage.reduce((sum, row) => sum + row.n, 0),
    recentSubmissions: recent?.n ?? 0,
    averageExecutionTime: Math.round(Number(runtime?.mean ?? 0)),
    languageBreakdown: Object.fromEntries(byLanguage.map((row) => [row.language, row.n])),
  };
}
