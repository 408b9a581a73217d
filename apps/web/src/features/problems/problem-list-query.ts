import { Difficulty } from '@codepath/contract/enums';
import { DEFAULT_SORT, NO_FILTERS, statusFromQuery, type ProblemFilters, type ProblemSort, type SortColumn } from './problem-list-rules';

/**
 * The list's filters, search and sort live in the URL (`?q=&difficulty=&category=&status=&sort=&dir=`)
 * so Back, a reload or a shared link shows the same list. Defaults are left out of the URL;
 * anything unknown falls back to its default.
 */
const SORT_COLUMNS: readonly SortColumn[] = ['status', 'title', 'difficulty', 'category'];

export function filtersFromParams(params: URLSearchParams): ProblemFilters {
  const difficulty = Difficulty.safeParse(params.get('difficulty'));
  return {
    search: params.get('q') ?? NO_FILTERS.search,
    difficulty: difficulty.success ? difficulty.data : 'all',
    category: params.get('category') || 'all',
    status: statusFromQuery(params.get('status')),
  };
}

export function sortFromParams(params: URLSearchParams): ProblemSort {
  const column = SORT_COLUMNS.find((candidate) => candidate === params.get('sort')) ?? DEFAULT_SORT.column;
  const direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  return { column, direction };
}

export function listParams(filters: ProblemFilters, sort: ProblemSort): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (sort.column !== DEFAULT_SORT.column || sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', sort.column);
    params.set('dir', sort.direction);
  }
  return params;
}
