import { describe, expect, it } from 'vitest';
import { scoreBand } from '@/lib/score-colour';

describe('scoreBand', () => {
  it.each([
    [0, 'grey'],
    [100, 'green'],
    [90, 'green'],
    [89, 'blue'],
    [70, 'blue'],
    [69, 'yellow'],
    [50, 'yellow'],
    [49, 'red'],
    [5, 'red'],
  ] as const)('a score of %i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
