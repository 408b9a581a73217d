import type { ActivityDay, DifficultyRates } from '@codepath/contract/dashboard';

/** Heat level 0 to 4: the day's count over the week's busiest day, scaled to 4 and rounded. */
export function heatLevel(count: number, weekMaximum: number): number {
  if (weekMaximum <= 0 || count <= 0) return 0;
  return Math.round((count / weekMaximum) * 4);
}

export function heatLevels(days: readonly ActivityDay[]): number[] {
  const maximum = Math.max(0, ...days.map((day) => day.count));
  return days.map((day) => heatLevel(day.count, maximum));
}

/** Bar widths in percent of the track, the largest rate filling it; all empty when nothing is solved. */
export function difficultyBarWidths(rates: DifficultyRates): DifficultyRates {
  const largest = Math.max(rates.easy, rates.medium, rates.hard);
  const scale = (rate: number) => (largest <= 0 ? 0 : (rate / largest) * 100);
  return { easy: scale(rates.easy), medium: scale(rates.medium), hard: scale(rates.hard) };
}

/** Each language's rounded share of all submissions, largest first. */
export function languageShares(distribution: Record<string, number>): { language: string; percent: number }[] {
  const total = Object.values(distribution).reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  return Object.entries(distribution)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([language, count]) => ({ language, percent: Math.round((count / total) * 100) }));
}

/** What a full bar stands for, since the bars are scaled to the largest rate rather than to 100 %. */
export function difficultyScaleNote(rates: DifficultyRates): string {
  const largest = Math.max(rates.easy, rates.medium, rates.hard);
  if (largest <= 0) return 'Nothing solved yet: the bars fill as you solve problems.';
  return largest >= 100 ? 'Of each difficulty\'s problems in the catalogue.' : `Of each difficulty's problems in the catalogue; the bars are scaled to your best, ${Math.round(largest)}%, not to 100%.`;
}
