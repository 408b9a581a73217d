import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Scoreboard } from '@codepath/contract/contests';
import { ScoreboardTable } from './scoreboard-table';

const board: Scoreboard = {
  rules: 'icpc',
  problems: [
    { label: 'A', color: '#e53935' },
    { label: 'B', color: '#fdd835' },
  ],
  isFrozen: true,
  atMinute: null,
  rows: [
    { rank: 1, userId: 'u1', name: 'Ada Lovelace', isVirtual: false, solved: 1, penalty: 50, score: 0, cells: [{ label: 'A', state: 'first', tries: 1, minute: 30, score: null }, { label: 'B', state: 'frozen', tries: 2, minute: null, score: null }] },
    { rank: 2, userId: 'u2', name: 'Cy Later', isVirtual: true, solved: 0, penalty: 0, score: 0, cells: [{ label: 'A', state: 'failed', tries: 3, minute: null, score: null }, { label: 'B', state: 'none', tries: 0, minute: null, score: null }] },
  ],
};

describe('the contest scoreboard', () => {
  it('shows solved cells with their minute and rejected tries, failed ones with the count, frozen ones as ? only', () => {
    render(<ScoreboardTable board={board} highlightUserId="u2" />);
    const [ada, cy] = screen.getAllByTestId('scoreboard-row');
    if (!ada || !cy) throw new Error('two rows expected');
    expect(within(ada).getByTestId('cell-A')).toHaveTextContent('30 +1Problem A: first to solve at minute 30, 1 rejected try');
    const frozen = within(ada).getByTestId('cell-B');
    expect(frozen).toHaveTextContent(/^\?Problem B: tries after the freeze, results hidden$/);
    expect(within(cy).getByTestId('cell-A')).toHaveTextContent('−3Problem A: 3 rejected tries');
    expect(cy).toHaveTextContent('(virtual)');
    expect(within(ada).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['1', 'Ada Lovelace', '1', '50']);
  });

  it('shows IOI scores per problem and in total', () => {
    const ioi: Scoreboard = { ...board, rules: 'ioi', isFrozen: false, rows: [{ ...board.rows[0]!, score: 140, cells: [{ label: 'A', state: 'solved', tries: 2, minute: 12, score: 100 }, { label: 'B', state: 'solved', tries: 1, minute: 20, score: 40 }] }] };
    render(<ScoreboardTable board={ioi} />);
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    const [row] = screen.getAllByTestId('scoreboard-row');
    expect(within(row!).getByTestId('cell-B')).toHaveTextContent('40Problem B: 40 points');
    expect(row).toHaveTextContent('140');
  });
});
