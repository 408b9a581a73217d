import type { Difficulty, ProblemStatus } from '@codepath/contract/enums';

/** Badge colours: Easy green, Medium yellow, Hard red. */
const difficultyClasses: Record<Difficulty, string> = {
  Easy: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  Medium: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300',
  Hard: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
};

export function difficultyBadgeClasses(difficulty: Difficulty): string {
  return `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${difficultyClasses[difficulty]}`;
}

export const STATUS_LABELS: Record<ProblemStatus, string> = {
  solved: 'Solved',
  submitted: 'Submitted',
  attempted: 'Attempted',
  'not-attempted': 'Not Attempted',
};

/** What the action button offers for each status. */
export const STATUS_ACTIONS: Record<ProblemStatus, string> = {
  solved: 'Solved',
  submitted: 'Review',
  attempted: 'Continue',
  'not-attempted': 'Solve',
};

/** solved green, submitted blue, attempted yellow, not attempted grey. */
export const STATUS_TEXT_CLASSES: Record<ProblemStatus, string> = {
  solved: 'text-emerald-700 dark:text-emerald-400',
  submitted: 'text-sky-700 dark:text-sky-400',
  attempted: 'text-yellow-700 dark:text-yellow-400',
  'not-attempted': 'text-slate-500 dark:text-slate-400',
};
