const MINUTE_MS = 60_000;

/** A longer pause between two actions on a problem is time away from it, not time on it. */
export const IDLE_GAP_MS = 30 * MINUTE_MS;

export interface ProblemAction {
  problemSlug: string;
  at: Date;
}

/**
 * Minutes spent on each solved problem, averaged: from the first action on it
 * (run or submission) to its first acceptance, leaving out pauses longer than
 * 30 minutes. One decimal; 0 with nothing solved.
 */
export function averageMinutesPerSolvedProblem(actions: readonly ProblemAction[], firstSolvedAt: ReadonlyMap<string, Date>): number {
  if (firstSolvedAt.size === 0) return 0;
  let totalMs = 0;
  for (const [slug, solvedAt] of firstSolvedAt) {
    const instants = actions
      .filter((action) => action.problemSlug === slug && action.at <= solvedAt)
      .map((action) => action.at.getTime())
      .concat(solvedAt.getTime())
      .sort((a, b) => a - b);
    for (let i = 1; i < instants.length; i += 1) {
      const gap = (instants[i] ?? 0) - (instants[i - 1] ?? 0);
      if (gap <= IDLE_GAP_MS) totalMs += gap;
    }
  }
  return Math.round((totalMs / firstSolvedAt.size / MINUTE_MS) * 10) / 10;
}
