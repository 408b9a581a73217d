import { describe, expect, it } from 'vitest';
import { averageMinutesPerSolvedProblem } from './average-problem-time.ts';

const at = (iso: string) => new Date(iso);
const action = (problemSlug: string, iso: string) => ({ problemSlug, at: at(iso) });

describe('averageMinutesPerSolvedProblem', () => {
  it('averages the time from the first action to the first acceptance over the solved problems', () => {
    const actions = [
      action('a', '2026-11-20T10:00:00Z'),
      action('a', '2026-11-20T10:10:00Z'),
      action('b', '2026-11-20T11:00:00Z'),
      action('b', '2026-11-20T11:05:00Z'),
      action('unsolved', '2026-11-20T12:00:00Z'),
    ];
    const solved = new Map([
      ['a', at('2026-11-20T10:20:00Z')], // 20 minutes
      ['b', at('2026-11-20T11:05:00Z')], // 5 minutes
    ]);
    expect(averageMinutesPerSolvedProblem(actions, solved)).toBe(12.5);
  });

  it('leaves out pauses longer than 30 minutes and actions after the acceptance', () => {
    const actions = [
      action('a', '2026-11-20T10:00:00Z'),
      action('a', '2026-11-20T10:15:00Z'),
      action('a', '2026-11-21T09:00:00Z'),
      action('a', '2026-11-22T09:00:00Z'),
    ];
    expect(averageMinutesPerSolvedProblem(actions, new Map([['a', at('2026-11-21T09:10:00Z')]]))).toBe(25);
  });

  it('is 0 with nothing solved', () => {
    expect(averageMinutesPerSolvedProblem([action('a', '2026-11-20T10:00:00Z')], new Map())).toBe(0);
  });
});
