import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { problemProgress } from '../../db/schema-judging.ts';

const isSolved = sql`${problemProgress.status} = 'solved'`;

/**
 * Every learner with at least one solved problem, numbered in leaderboard order:
 * average score, then total score, then problems solved (all descending), then who
 * reached those figures first (earliest latest first solve), then id for a stable order.
 */
export function rankedStandings(db: Database) {
  const standings = db
    .select({
      userId: problemProgress.userId,
      averageScore: sql<number>`avg(${problemProgress.finalScore}) filter (where ${isSolved})::float8`.as('average_score'),
      totalScore: sql<number>`(coalesce(sum(${problemProgress.finalScore}) filter (where ${isSolved}), 0))::int`.as('total_score'),
      problemsSolved: sql<number>`(count(*) filter (where ${isSolved}))::int`.as('problems_solved'),
      hintsUsed: sql<number>`(count(*) filter (where ${problemProgress.hintUsed}))::int`.as('hints_used'),
      solutionsViewed: sql<number>`(count(*) filter (where ${problemProgress.solutionViewed}))::int`.as('solutions_viewed'),
      reachedAt: sql<Date>`max(${problemProgress.firstSolvedAt}) filter (where ${isSolved})`.as('reached_at'),
    })
    .from(problemProgress)
    .groupBy(problemProgress.userId)
    .having(sql`count(*) filter (where ${isSolved}) > 0`)
    .as('standings');

  return db
    .select({
      userId: standings.userId,
      averageScore: standings.averageScore,
      totalScore: standings.totalScore,
      problemsSolved: standings.problemsSolved,
      hintsUsed: standings.hintsUsed,
      solutionsViewed: standings.solutionsViewed,
      rank: sql<number>`(row_number() over (order by ${standings.averageScore} desc, ${standings.totalScore} desc, ${standings.problemsSolved} desc, ${standings.reachedAt} asc, ${standings.userId} asc))::int`.as(
        'rank',
      ),
    })
    .from(standings)
    .as('ranked');
}

/** The learner's place on the leaderboard; 0 without a solved problem. */
export async function getLeaderboardRank(db: Database, userId: string): Promise<number> {
  const ranked = rankedStandings(db);
  const [row] = await db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.userId, userId));
  return row?.rank ?? 0;
}
