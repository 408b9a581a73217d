import type { CellStatus } from '@codepath/contract/classes';

/**
 * The assignment's score rule (README.md, "Assignment score"), apart from the
 * database so it can be read and tested on its own.
 */
export interface CountedSubmission {
  status: string;
  /** The spec's per-problem score the submission was given (frozen at the learner's first accept). */
  score: number | null;
  createdAt: Date;
}

export interface LearnerWindow {
  /** The learner's deadline: the assignment's, or their extension. */
  dueAt: Date;
  /** End of their late window (moved by an extension as much as the deadline), or null. */
  lateUntil: Date | null;
  latePenaltyPercent: number;
}

export interface Cell {
  status: CellStatus;
  points: number;
  attempts: number;
  lastSubmittedAt: Date | null;
  isLate: boolean;
}

/** One learner's window: an extension moves the deadline and, by as much, the end of the late window. */
export function windowOf(assignment: { dueAt: Date; lateUntil: Date | null; latePenaltyPercent: number }, extension: Date | null): LearnerWindow {
  const dueAt = extension ?? assignment.dueAt;
  const shift = dueAt.getTime() - assignment.dueAt.getTime();
  return { dueAt, lateUntil: assignment.lateUntil && new Date(assignment.lateUntil.getTime() + shift), latePenaltyPercent: assignment.latePenaltyPercent };
}

/**
 * A learner's standing on one problem from their submissions since the opening time,
 * oldest first. The first accepted one decides: by the deadline it brings its
 * score; in the late window its score less the penalty; after that nothing (still
 * judged, and marked late).
 */
export function scoreProblem(submissions: readonly CountedSubmission[], window: LearnerWindow): Cell {
  const attempts = submissions.length;
  const lastSubmittedAt = submissions.at(-1)?.createdAt ?? null;
  const accepted = submissions.find((submission) => submission.status === 'Accepted');
  if (!accepted) {
    const isLate = submissions.some((submission) => submission.createdAt > window.dueAt);
    return { status: attempts > 0 ? 'attempted' : 'not-attempted', points: 0, attempts, lastSubmittedAt, isLate };
  }
  const score = accepted.score ?? 0;
  if (accepted.createdAt <= window.dueAt) return { status: 'solved', points: score, attempts, lastSubmittedAt, isLate: false };
  const isInLateWindow = window.lateUntil !== null && accepted.createdAt <= window.lateUntil;
  const points = isInLateWindow ? Math.round((score * (100 - window.latePenaltyPercent)) / 100) : 0;
  return { status: 'late', points, attempts, lastSubmittedAt, isLate: true };
}

/** The assignment's score: the mean of its problems' points, rounded (0 to 100). */
export function scoreAssignment(cells: readonly Pick<Cell, 'points'>[]): number {
  if (cells.length === 0) return 0;
  return Math.round(cells.reduce((sum, cell) => sum + cell.points, 0) / cells.length);
}
