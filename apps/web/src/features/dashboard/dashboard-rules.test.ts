import { describe, expect, it } from 'vitest';
import { difficultyBarWidths, difficultyScaleNote, heatLevel, heatLevels, languageShares } from './dashboard-rules';

describe('heat levels', () => {
  it('scales each day against the busiest day of the week to levels 0 to 4', () => {
    expect(heatLevel(0, 8)).toBe(0);
    expect(heatLevel(1, 8)).toBe(1);
    expect(heatLevel(3, 8)).toBe(2);
    expect(heatLevel(5, 8)).toBe(3);
    expect(heatLevel(8, 8)).toBe(4);
  });

  it('gives an empty week level 0 everywhere', () => {
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, date: '2026-01-01', count: 0, timeSpent: 0 }));
    expect(heatLevels(days)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    days[2]!.count = 2;
    days[4]!.count = 4;
    expect(heatLevels(days)).toEqual([0, 0, 2, 0, 4, 0, 0]);
  });
});

describe('difficulty bars', () => {
  it('scales the bars to the largest rate', () => {
    expect(difficultyBarWidths({ easy: 50, medium: 25, hard: 0 })).toEqual({ easy: 100, medium: 50, hard: 0 });
  });

  it('leaves every bar empty when nothing is solved', () => {
    expect(difficultyBarWidths({ easy: 0, medium: 0, hard: 0 })).toEqual({ easy: 0, medium: 0, hard: 0 });
  });
});

describe('language shares', () => {
  it('rounds each share of the total, largest first', () => {
    expect(languageShares({ python: 1, cpp: 2, java: 0 })).toEqual([
      { language: 'cpp', percent: 67 },
      { language: 'python', percent: 33 },
    ]);
    expect(languageShares({})).toEqual([]);
  });
});

describe('the difficulty bars\' scale', () => {
  it('says a full bar is the best rate, not 100 %, so "Easy 4%" with a full bar reads right', () => {
    expect(difficultyScaleNote({ easy: 4, medium: 0, hard: 0 })).toBe("Of each difficulty's problems in the catalogue; the bars are scaled to your best, 4%, not to 100%.");
    expect(difficultyScaleNote({ easy: 0, medium: 0, hard: 0 })).toBe('Nothing solved yet: the bars fill as you solve problems.');
    expect(difficultyScaleNote({ easy: 100, medium: 20, hard: 0 })).toBe("Of each difficulty's problems in the catalogue.");
  });
});
