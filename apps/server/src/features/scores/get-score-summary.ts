import { and, count, eq, sql } from 'drizzle-orm';
import { Difficulty, Language } from '@codepath/contract/enums';
import type { BreakdownRow, ScoreSummary } from '@codepath/contract/score-board';
import type { Database } from '../../db/client.ts';
import { isListed } from '../../lib/find-problem.ts';
import { problemProgress, problems, submissions } from '../../db/schema-judging.ts';
import { isSolvingSubmission } from '../../lib/solving-submission.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

interface ProblemOutcome {
  isSolved: boolean;
  finalScore: number;
}

/** solved / attempted / mean final score of the solved ones. */
function breakdownRow(outcomes: ProblemOutcome[]): BreakdownRow {
  const solved = outcomes.filter((outcome) => outcome.isSolved);
  const total = solved.reduce((sum, outcome) => sum + outcome.finalScore, 0);
  return { solved: solved.length, attempted: outcomes.length, avgScore: solved.length === 0 ? 0 : oneDecimal(total / solved.length) };
}

/**
 * The My Performance tab. A difficulty row's `total` is the catalogue's count of that
 * difficulty, as the dashboard and the problem list count it. A problem counts as attempted once the learner did
 * anything with it (run, submit, hint, solution). The language rows count the
 * problems submitted in each language, solved = accepted in that language.
 */
export async function getScoreSummary(db: Database, userId: string): Promise<ScoreSummary> {
  const progress = await db
    .select({
      slug: problemProgress.problemSlug,
      status: problemProgress.status,
      finalScore: problemProgress.finalScore,
      hintUsed: problemProgress.hintUsed,
      solutionViewed: problemProgress.solutionViewed,
      difficulty: problems.difficulty,
    })
    .from(problemProgress)
    .innerJoin(problems, and(eq(problems.slug, problemProgress.problemSlug), isListed))
    .where(eq(problemProgress.userId, userId));
  // Only the problems learners see count toward the catalogue (hidden and draft ones do not).
  const catalogueByDifficulty = await db.select({ difficulty: problems.difficulty, total: count() }).from(problems).where(isListed).groupBy(problems.difficulty);
  const catalogueOf = (difficulty: string) => catalogueByDifficulty.find((row) => row.difficulty === difficulty)?.total ?? 0;
  const perLanguage = await db
    .select({
      language: submissions.language,
      slug: submissions.problemSlug,
      isAccepted: sql<boolean>`bool_or(${isSolvingSubmission})`,
    })
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .groupBy(submissions.language, submissions.problemSlug);

  const finalScores = new Map(progress.map((row) => [row.slug, row.finalScore ?? 0]));
  const touched = progress.filter((row) => row.status !== 'not-attempted' || row.hintUsed || row.solutionViewed);
  const solved = progress.filter((row) => row.status === 'solved');
  const outcome = (isSolved: boolean, slug: string): ProblemOutcome => ({ isSolved, finalScore: finalScores.get(slug) ?? 0 });

  return {
    averageScore: breakdownRow(solved.map((row) => outcome(true, row.slug))).avgScore,
    solvedProblems: solved.length,
    totalProblems: catalogueByDifficulty.reduce((sum, row) => sum + row.total, 0),
    hintsUsed: progress.filter((row) => row.hintUsed).length,
    solutionsViewed: progress.filter((row) => row.solutionViewed).length,
    difficultyBreakdown: Object.fromEntries(
      Difficulty.options.map((difficulty) => [
        difficulty,
        {
          ...breakdownRow(touched.filter((row) => row.difficulty === difficulty).map((row) => outcome(row.status === 'solved', row.slug))),
          total: catalogueOf(difficulty),
        },
      ]),
    ) as ScoreSummary['difficultyBreakdown'],
    languageBreakdown: Object.fromEntries(
      Language.options.map((language) => [
        language,
        breakdownRow(perLanguage.filter((row) => row.language === language).map((row) => outcome(row.isAccepted, row.slug))),
      ]),
    ) as ScoreSummary['languageBreakdown'],
  };
}
