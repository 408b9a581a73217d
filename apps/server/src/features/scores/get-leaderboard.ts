import { asc, eq } from 'drizzle-orm';
import type { LeaderboardAnswer } from '@codepath/contract/score-board';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { rankedStandings } from './leaderboard-standings.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function getLeaderboard(db: Database, limit: number): Promise<LeaderboardAnswer> {
  const ranked = rankedStandings(db);
  const rows = await db
    .select({
      rank: ranked.rank,
      userId: ranked.userId,
      averageScore: ranked.averageScore,
      totalScore: ranked.totalScore,
      problemsSolved: ranked.problemsSolved,
      hintsUsed: ranked.hintsUsed,
      solutionsViewed: ranked.solutionsViewed,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .orderBy(asc(ranked.rank))
    .limit(limit);
  return rows.map((row) => ({
    rank: row.rank,
    user: { id: row.userId, name: `${row.firstname} ${row.lastname}`.trim() },
    averageScore: oneDecimal(row.averageScore),
    totalScore: row.totalScore,
    problemsSolved: row.problemsSolved,
    hintsUsed: row.hintsUsed,
    solutionsViewed: row.solutionsViewed,
  }));
}
