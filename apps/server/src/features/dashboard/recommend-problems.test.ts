import { describe, expect, it } from 'vitest';
import type { Difficulty, ProblemStatus } from '@codepath/contract/enums';
import { learnerLevel, recommendProblems, type ProblemStanding } from './recommend-problems.ts';

let counter = 0;
const problem = (difficulty: Difficulty, category: string, status: ProblemStatus = 'not-attempted', touchedAt: string | null = null): ProblemStanding => {
  counter += 1;
  const id = `${difficulty.toLowerCase()}-${category.toLowerCase()}-${counter}`;
  return { id, title: id, difficulty, category, status, touchedAt: touchedAt ? new Date(touchedAt) : null };
};
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('learnerLevel', () => {
  it('is Easy until 3 Easy problems are solved, then Medium until 3 Medium, then Hard', () => {
    const easySolved = [1, 2, 3].map(() => problem('Easy', 'Array', 'solved'));
    const mediumSolved = [1, 2, 3].map(() => problem('Medium', 'Array', 'solved'));
    expect(learnerLevel(easySolved.slice(0, 2))).toBe('Easy');
    expect(learnerLevel(easySolved)).toBe('Medium');
    expect(learnerLevel([...easySolved, ...mediumSolved])).toBe('Hard');
  });
});

describe('recommendProblems', () => {
  it('puts unfinished attempts first, the most recently touched first', () => {
    const older = problem('Hard', 'Graph', 'attempted', '2026-11-01T00:00:00Z');
    const newer = problem('Medium', 'Array', 'submitted', '2026-11-10T00:00:00Z');
    const fresh = problem('Easy', 'Array');
    const solved = problem('Easy', 'String', 'solved');
    expect(recommendProblems([fresh, older, solved, newer]).map((p) => [p.id, p.status])).toEqual([
      [newer.id, 'submitted'],
      [older.id, 'attempted'],
      [fresh.id, 'not-attempted'],
    ]);
  });

  it('then offers untouched problems at the learner level from the weakest category', () => {
    // Array: 1 of 3 solved (33%); String: 0 of 2 solved (0%) → String is weakest.
    const arraySolved = problem('Easy', 'Array', 'solved');
    const arrayEasy = problem('Easy', 'Array');
    const arrayMedium = problem('Medium', 'Array');
    const stringEasy = problem('Easy', 'String');
    const stringHard = problem('Hard', 'String');
    const picks = recommendProblems([arraySolved, arrayMedium, arrayEasy, stringHard, stringEasy]);
    expect(ids(picks)).toEqual([stringEasy.id, arrayEasy.id, arrayMedium.id]);
  });

  it('moves to Medium once 3 Easy problems are solved', () => {
    const solvedEasy = [1, 2, 3].map(() => problem('Easy', 'Array', 'solved'));
    const easy = problem('Easy', 'Graph');
    const medium = problem('Medium', 'Array');
    const hard = problem('Hard', 'Graph');
    expect(ids(recommendProblems([...solvedEasy, easy, hard, medium]))).toEqual([medium.id, hard.id, easy.id]);
  });

  it('answers at most 3, and none when everything is solved', () => {
    const many = [1, 2, 3, 4, 5].map(() => problem('Easy', 'Array'));
    expect(recommendProblems(many)).toHaveLength(3);
    expect(recommendProblems([problem('Easy', 'Array', 'solved')])).toEqual([]);
  });
});
