export type ScoreBand = 'grey' | 'green' | 'blue' | 'yellow' | 'red';

/** The spec's colour bands: grey at 0, then green from 90, blue from 70, yellow from 50, red below. */
export function scoreBand(score: number): ScoreBand {
  if (score <= 0) return 'grey';
  if (score >= 90) return 'green';
  if (score >= 70) return 'blue';
  if (score >= 50) return 'yellow';
  return 'red';
}

const bandTextClasses: Record<ScoreBand, string> = {
  grey: 'text-slate-500 dark:text-slate-400',
  green: 'text-emerald-700 dark:text-emerald-400',
  blue: 'text-sky-700 dark:text-sky-400',
  yellow: 'text-yellow-700 dark:text-yellow-400',
  red: 'text-rose-700 dark:text-rose-400',
};

export function scoreTextClasses(score: number): string {
  return bandTextClasses[scoreBand(score)];
}
