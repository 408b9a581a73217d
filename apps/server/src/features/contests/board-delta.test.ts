import { describe, expect, it } from 'vitest';
import type { Scoreboard, ScoreboardRow } from '@codepath/contract/contests';
import { diffBoard } from './board-delta.ts';

const row = (userId: string, rank: number, tries: number): ScoreboardRow => ({ rank, userId, name: userId, isVirtual: false, solved: 0, penalty: 0, score: 0, cells: [{ label: 'A', state: tries > 0 ? 'failed' : 'none', tries, minute: null, score: null }] });
const board = (rows: ScoreboardRow[], isFrozen = false): Scoreboard => ({ rules: 'icpc', problems: [{ label: 'A', color: '#000000' }], rows, isFrozen, atMinute: null });

describe('sending a board after the last one sent', () => {
  it('sends the whole board first, nothing when nothing changed, then only the rows that changed', () => {
    const first = diffBoard(undefined, board([row('ada', 1, 0), row('bob', 1, 0)]));
    expect(first.rowsEvent).toBeNull();
    expect(JSON.parse(first.next.full)).toEqual(board([row('ada', 1, 0), row('bob', 1, 0)]));
    const same = diffBoard(first.next, board([row('ada', 1, 0), row('bob', 1, 0)]));
    expect(same).toMatchObject({ isSame: true, rowsEvent: null });
    expect(same.next.version).toBe(first.next.version);
    const oneTry = diffBoard(first.next, board([row('ada', 1, 0), row('bob', 1, 1)]));
    expect(JSON.parse(oneTry.rowsEvent ?? 'null')).toEqual({ rows: [row('bob', 1, 1)] });
    expect(oneTry.next.version).toBeGreaterThan(first.next.version);
  });

  it('sends the whole board when more than rows changed (the freeze) or the participants changed', () => {
    const first = diffBoard(undefined, board([row('ada', 1, 0)]));
    expect(diffBoard(first.next, board([row('ada', 1, 0)], true)).rowsEvent).toBeNull();
    expect(diffBoard(first.next, board([row('ada', 1, 0), row('cy', 1, 0)])).rowsEvent).toBeNull();
  });
});
