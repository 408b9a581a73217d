import { Difficulty, ProblemStatus } from '@codepath/contract/enums';
import type { ProblemListItem } from '@codepath/contract/problems';

export type SortColumn = 'status' | 'title' | 'difficulty' | 'category';
export type SortDirection = 'asc' | 'desc';
export type ProblemSort = { column: SortColumn; direction: SortDirection };

export const DEFAULT_SORT: ProblemSort = { column: 'title', direction: 'asc' };

/** Choosing a column sorts it ascending; choosing the same column again flips the direction. */
export function nextSort(current: ProblemSort, column: SortColumn): ProblemSort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const difficultyRank = (difficulty: Difficulty) => Difficulty.options.indexOf(difficulty);
/** solved, submitted, attempted, not-attempted: the reverse of the life cycle. */
const statusRank = (status: ProblemStatus) => ProblemStatus.options.length - 1 - ProblemStatus.options.indexOf(status);

function compareBy(column: SortColumn, a: ProblemListItem, b: ProblemListItem): number {
  switch (column) {
    case 'difficulty':
      return difficultyRank(a.difficulty) - difficultyRank(b.difficulty);
    case 'status':
      return statusRank(a.status) - statusRank(b.status);
    case 'category':
      return a.category.localeCompare(b.category);
    case 'title':
      return a.title.localeCompare(b.title);
  }
}

export function sortProblems(problems: readonly ProblemListItem[], sort: ProblemSort): ProblemListItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...problems].sort((a, b) => sign * compareBy(sort.column, a, b) || a.title.localeCompare(b.title));
}

export type ProblemFilters = {
  search: string;
  difficulty: Difficulty | 'all';
  category: string;
  status: ProblemStatus | 'all';
};

export const NO_FILTERS: ProblemFilters = { search: '', difficulty: 'all', category: 'all', status: 'all' };

/** Search matches title or category, ignoring case; the other filters match exactly. */
export function filterProblems(problems: readonly ProblemListItem[], filters: ProblemFilters): ProblemListItem[] {
  const needle = filters.search.trim().toLowerCase();
  return problems.filter(
    (problem) =>
      (!needle || problem.title.toLowerCase().includes(needle) || problem.category.toLowerCase().includes(needle)) &&
      (filters.difficulty === 'all' || problem.difficulty === filters.difficulty) &&
      (filters.category === 'all' || problem.category === filters.category) &&
      (filters.status === 'all' || problem.status === filters.status),
  );
}

export function distinctCategories(problems: readonly ProblemListItem[]): string[] {
  return [...new Set(problems.map((problem) => problem.category))].sort((a, b) => a.localeCompare(b));
}

/** `?status=solved` from the dashboard link; anything unknown means no status filter. */
export function statusFromQuery(value: string | null): ProblemStatus | 'all' {
  const parsed = ProblemStatus.safeParse(value);
  return parsed.success ? parsed.data : 'all';
}

export type ProblemSummary = {
  total: number;
  solved: number;
  successRate: number;
  remaining: number;
  byDifficulty: Record<Difficulty, { solved: number; total: number }>;
};

export function summarizeProblems(problems: readonly ProblemListItem[]): ProblemSummary {
  const byDifficulty = { Easy: { solved: 0, total: 0 }, Medium: { solved: 0, total: 0 }, Hard: { solved: 0, total: 0 } };
  for (const problem of problems) {
    byDifficulty[problem.difficulty].total += 1;
    if (problem.status === 'solved') byDifficulty[problem.difficulty].solved += 1;
  }
  const total = problems.length;
  const solved = problems.filter((problem) => problem.status === 'solved').length;
  return {
    total,
    solved,
    successRate: total === 0 ? 0 : Math.round((solved / total) * 100),
    remaining: total - solved,
    byDifficulty,
  };
}
