import { describe, expect, it } from 'vitest';
import type { Scoreboard, ScoreboardRow } from '@codepath/contract/contests';
import { mergeRows } from './follow-contest';

const row = (name: string, rank: number, solved: number): ScoreboardRow => ({ rank, userId: name.toLowerCase(), name, isVirtual: false, solved, penalty: 0, score: 0, cells: [] });
const board: Scoreboard = { rules: 'icpc', problems: [], rows: [row('Ada', 1, 1), row('Bob', 2, 0), row('Cy', 2, 0)], isFrozen: false, atMinute: null };

describe('putting changed rows into the board', () => {
  it('replaces the rows that changed and orders by rank, then name, as the server does', () => {
    const merged = mergeRows(board, [row('Cy', 1, 2), row('Ada', 2, 1), row('Bob', 3, 0)]);
    expect(merged.rows.map((item) => [item.rank, item.name, item.solved])).toEqual([
      [1, 'Cy', 2],
      [2, 'Ada', 1],
      [3, 'Bob', 0],
    ]);
  });
});
