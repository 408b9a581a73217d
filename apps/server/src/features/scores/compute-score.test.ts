import { describe, expect, it } from 'vitest';
import { computeScore } from './compute-score.ts';

const clean = { hintUsed: false, solutionViewed: false, wrongAttempts: 0 };

describe('computeScore', () => {
  it('starts at the base score of 100', () => {
    expect(computeScore(clean)).toBe(100);
  });

  it('takes 30 points for a hint and 5 per wrong attempt', () => {
    expect(computeScore({ ...clean, hintUsed: true })).toBe(70);
    expect(computeScore({ ...clean, wrongAttempts: 3 })).toBe(85);
    expect(computeScore({ ...clean, hintUsed: true, wrongAttempts: 2 })).toBe(60);
  });

  it('never goes below 0', () => {
    expect(computeScore({ ...clean, wrongAttempts: 21 })).toBe(0);
    expect(computeScore({ ...clean, hintUsed: true, wrongAttempts: 15 })).toBe(0);
  });

  it('is 0 once the solution was viewed, whatever else happened', () => {
    expect(computeScore({ ...clean, solutionViewed: true })).toBe(0);
  });
});
