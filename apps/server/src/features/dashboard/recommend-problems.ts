import { MAX_RECOMMENDATIONS } from '@codepath/contract/constants';
import type { RecommendedProblem } from '@codepath/contract/dashboard';
import { Difficulty } from '@codepath/contract/enums';

export interface ProblemStanding extends RecommendedProblem {
  /** When the learner last touched it; null when never. */
  touchedAt: Date | null;
}

/** Problems of a level to solve before the next level is recommended. */
export const SOLVED_TO_LEVEL_UP = 3;

/** Easy until 3 Easy are solved, then Medium until 3 Medium are solved, then Hard. */
export function learnerLevel(problems: readonly ProblemStanding[]): Difficulty {
  const solvedAt = (difficulty: Difficulty) => problems.filter((p) => p.difficulty === difficulty && p.status === 'solved').length;
  if (solvedAt('Easy') < SOLVED_TO_LEVEL_UP) return 'Easy';
  if (solvedAt('Medium') < SOLVED_TO_LEVEL_UP) return 'Medium';
  return 'Hard';
}

/** Share of each category's problems that are solved. */
function solvedShares(problems: readonly ProblemStanding[]): Map<string, number> {
  const totals = new Map<string, { solved: number; total: number }>();
  for (const problem of problems) {
    const entry = totals.get(problem.category) ?? { solved: 0, total: 0 };
    entry.total += 1;
    if (problem.status === 'solved') entry.solved += 1;
    totals.set(problem.category, entry);
  }
  return new Map([...totals].map(([category, { solved, total }]) => [category, solved / total]));
}

/**
 * At most 3 problems: unfinished attempts first (the most recently touched first),
 * then untouched problems at the learner's level, from the weakest category (the
 * lowest solved share) onwards; the harder levels, then the easier ones, fill what is left.
 */
export function recommendProblems(problems: readonly ProblemStanding[]): RecommendedProblem[] {
  const unfinished = problems
    .filter((p) => p.status === 'attempted' || p.status === 'submitted')
    .sort((a, b) => (b.touchedAt?.getTime() ?? 0) - (a.touchedAt?.getTime() ?? 0));

  const level = Difficulty.options.indexOf(learnerLevel(problems));
  const levelDistance = (difficulty: Difficulty) => {
    const index = Difficulty.options.indexOf(difficulty);
    return index >= level ? index - level : Difficulty.options.length + (level - index);
  };
  const shares = solvedShares(problems);
  const fresh = problems
    .filter((p) => p.status === 'not-attempted')
    .sort(
      (a, b) =>
        levelDistance(a.difficulty) - levelDistance(b.difficulty) ||
        (shares.get(a.category) ?? 0) - (shares.get(b.category) ?? 0) ||
        a.category.localeCompare(b.category) ||
        a.title.localeCompare(b.title),
    );

  return [...unfinished, ...fresh]
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ id, title, difficulty, status, category }) => ({ id, title, difficulty, status, category }));
}
