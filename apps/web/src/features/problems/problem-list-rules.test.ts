import { describe, expect, it } from 'vitest';
import type { ProblemListItem } from '@codepath/contract/problems';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  distinctCategories,
  filterProblems,
  nextSort,
  sortProblems,
  statusFromQuery,
  summarizeProblems,
} from './problem-list-rules';

const problem = (title: string, difficulty: ProblemListItem['difficulty'], category: string, status: ProblemListItem['status']) =>
  ({ id: title, _id: title, title, difficulty, category, status }) satisfies ProblemListItem;

const problems = [
  problem('Two Sum', 'Easy', 'Arrays', 'solved'),
  problem('Word Search', 'Medium', 'Backtracking', 'attempted'),
  problem('Median of Two Sorted Arrays', 'Hard', 'Binary Search', 'not-attempted'),
  problem('Climbing Stairs', 'Easy', 'Dynamic Programming', 'submitted'),
];
const titles = (list: ProblemListItem[]) => list.map((item) => item.title);

describe('sorting', () => {
  it('starts with title ascending', () => {
    expect(titles(sortProblems(problems, DEFAULT_SORT))).toEqual([
      'Climbing Stairs',
      'Median of Two Sorted Arrays',
      'Two Sum',
      'Word Search',
    ]);
  });

  it('sorts a newly chosen column ascending and flips it when chosen again', () => {
    const byDifficulty = nextSort(DEFAULT_SORT, 'difficulty');
    expect(byDifficulty).toEqual({ column: 'difficulty', direction: 'asc' });
    expect(nextSort(byDifficulty, 'difficulty')).toEqual({ column: 'difficulty', direction: 'desc' });
    expect(nextSort(nextSort(byDifficulty, 'difficulty'), 'difficulty')).toEqual(byDifficulty);
    expect(nextSort(DEFAULT_SORT, 'title')).toEqual({ column: 'title', direction: 'desc' });
  });

  it('orders difficulty Easy, Medium, Hard', () => {
    expect(sortProblems(problems, { column: 'difficulty', direction: 'asc' }).map((p) => p.difficulty)).toEqual([
      'Easy',
      'Easy',
      'Medium',
      'Hard',
    ]);
    expect(sortProblems(problems, { column: 'difficulty', direction: 'desc' })[0]?.difficulty).toBe('Hard');
  });

  it('orders status solved, submitted, attempted, not-attempted', () => {
    expect(sortProblems(problems, { column: 'status', direction: 'asc' }).map((p) => p.status)).toEqual([
      'solved',
      'submitted',
      'attempted',
      'not-attempted',
    ]);
  });

  it('orders categories alphabetically', () => {
    expect(sortProblems(problems, { column: 'category', direction: 'desc' }).map((p) => p.category)[0]).toBe(
      'Dynamic Programming',
    );
  });
});

describe('filtering', () => {
  it('matches the search against title or category, ignoring case', () => {
    expect(titles(filterProblems(problems, { ...NO_FILTERS, search: 'two' }))).toEqual(['Two Sum', 'Median of Two Sorted Arrays']);
    expect(titles(filterProblems(problems, { ...NO_FILTERS, search: 'BACKTRACK' }))).toEqual(['Word Search']);
  });

  it('combines difficulty, category and status', () => {
    expect(titles(filterProblems(problems, { ...NO_FILTERS, difficulty: 'Easy', status: 'submitted' }))).toEqual([
      'Climbing Stairs',
    ]);
    expect(titles(filterProblems(problems, { ...NO_FILTERS, category: 'Arrays' }))).toEqual(['Two Sum']);
    expect(filterProblems(problems, { ...NO_FILTERS, difficulty: 'Hard', status: 'solved' })).toEqual([]);
  });

  it('offers the distinct categories present in the data', () => {
    expect(distinctCategories([...problems, problem('Three Sum', 'Medium', 'Arrays', 'solved')])).toEqual([
      'Arrays',
      'Backtracking',
      'Binary Search',
      'Dynamic Programming',
    ]);
  });

  it('takes the status filter from the query string and ignores unknown values', () => {
    expect(statusFromQuery('solved')).toBe('solved');
    expect(statusFromQuery('not-attempted')).toBe('not-attempted');
    expect(statusFromQuery('finished')).toBe('all');
    expect(statusFromQuery(null)).toBe('all');
  });
});

describe('summary', () => {
  it('counts solved, remaining, the rounded success rate and solved per difficulty', () => {
    const summary = summarizeProblems([...problems, problem('Jump Game', 'Medium', 'Greedy', 'solved')]);
    expect(summary).toMatchObject({ total: 5, solved: 2, successRate: 40, remaining: 3 });
    expect(summary.byDifficulty).toEqual({
      Easy: { solved: 1, total: 2 },
      Medium: { solved: 1, total: 2 },
      Hard: { solved: 0, total: 1 },
    });
  });

  it('gives a success rate of 0 for an empty catalogue', () => {
    expect(summarizeProblems([]).successRate).toBe(0);
  });
});
