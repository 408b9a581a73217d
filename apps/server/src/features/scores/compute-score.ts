import { BASE_SCORE, HINT_PENALTY, WRONG_ATTEMPT_PENALTY } from '@codepath/contract/constants';

export interface ScoreInputs {
  hintUsed: boolean;
  solutionViewed: boolean;
  /** Wrong attempts before the first acceptance. */
  wrongAttempts: number;
}

/**
 * The score a problem earns if it is accepted now: base 100, −30 once for the
 * first hint, −5 per wrong attempt, 0 once the solution was viewed, never below 0.
 * It is frozen at the first acceptance (problem_progress.final_score).
 */
export function computeScore({ hintUsed, solutionViewed, wrongAttempts }: ScoreInputs): number {
  if (solutionViewed) return 0;
  const score = BASE_SCORE - (hintUsed ? HINT_PENALTY : 0) - WRONG_ATTEMPT_PENALTY * wrongAttempts;
  return Math.max(0, score);
}
