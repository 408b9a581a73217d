import { describe, expect, it } from 'vitest';
import { computeScoreboard, type BoardInput, type BoardSubmission } from './compute-scoreboard.ts';

const problems = [
  { label: 'A', color: '#ff0000' },
  { label: 'B', color: '#00ff00' },
];
const participants = [
  { userId: 'ada', name: 'Ada Lovelace', isVirtual: false },
  { userId: 'bob', name: 'Bob Byte', isVirtual: false },
  { userId: 'cy', name: 'Cy Virtual', isVirtual: true },
];
let made = 0;
const at = (minute: number, userId: string, label: string, status: string, extra: Partial<BoardSubmission> = {}): BoardSubmission => ({
  submissionId: `s${(made += 1)}`,
  userId,
  label,
  contestSeconds: minute * 60 + 5,
  status,
  points: null,
  isVirtual: userId === 'cy',
  ...extra,
});
const icpc = (submissions: BoardSubmission[]): BoardInput => ({ rules: 'icpc', isSubtaskBest: false, problems, participants, submissions: [...submissions].sort((a, b) => a.contestSeconds - b.contestSeconds) });
const whole = { hiddenFromSeconds: null, cutoffSeconds: null, virtualUserId: null };

describe('ICPC standings', () => {
  it('rank by solved, then penalty: the minute of each accepted try plus 20 per rejected try before it; compile errors are free', () => {
    const board = computeScoreboard(
      icpc([
        at(10, 'ada', 'A', 'Wrong Answer'),
        at(12, 'ada', 'A', 'Compilation Error'),
        at(30, 'ada', 'A', 'Accepted'),
        at(31, 'ada', 'A', 'Wrong Answer'),
        at(20, 'bob', 'A', 'Accepted'),
        at(40, 'bob', 'B', 'Time Limit Exceeded'),
        at(50, 'ada', 'B', 'Accepted'),
      ]),
      whole,
    );
    expect(board.rows.map((row) => [row.rank, row.name, row.solved, row.penalty])).toEqual([
      [1, 'Ada Lovelace', 2, 30 + 20 + 50],
      [2, 'Bob Byte', 1, 20],
    ]);
    const [ada, bob] = board.rows;
    expect(ada?.cells[0]).toEqual({ label: 'A', state: 'solved', tries: 1, minute: 30, score: null });
    // First to solve A is Bob at minute 20; B first is Ada.
    expect(bob?.cells[0]?.state).toBe('first');
    expect(ada?.cells[1]?.state).toBe('first');
    expect(bob?.cells[1]).toMatchObject({ state: 'failed', tries: 1 });
  });

  it('equal results share a rank; a try awaiting its verdict shows as pending', () => {
    const board = computeScoreboard(icpc([at(20, 'ada', 'A', 'Accepted'), at(20, 'bob', 'A', 'Accepted'), at(25, 'bob', 'B', 'Running')]), whole);
    expect(board.rows.map((row) => row.rank)).toEqual([1, 1]);
    expect(board.rows.find((row) => row.userId === 'bob')?.cells[1]).toMatchObject({ state: 'pending', tries: 0 });
  });

  it('frozen: tries from the freeze on show neither result nor count, and first-to-solve comes from what is shown', () => {
    const input = icpc([at(10, 'ada', 'A', 'Wrong Answer'), at(100, 'ada', 'A', 'Wrong Answer'), at(110, 'ada', 'A', 'Accepted'), at(105, 'bob', 'B', 'Accepted'), at(50, 'bob', 'A', 'Accepted')]);
    const frozen = computeScoreboard(input, { hiddenFromSeconds: 90 * 60, cutoffSeconds: null, virtualUserId: null });
    expect(frozen.isFrozen).toBe(true);
    const ada = frozen.rows.find((row) => row.userId === 'ada');
    expect(ada?.cells[0]).toEqual({ label: 'A', state: 'frozen', tries: 1, minute: null, score: null });
    expect(ada?.solved).toBe(0);
    expect(frozen.rows.find((row) => row.userId === 'bob')?.cells[1]?.state).toBe('frozen');
    const thawed = computeScoreboard(input, whole);
    expect(thawed.rows.find((row) => row.userId === 'ada')?.cells[0]).toMatchObject({ state: 'solved', tries: 2, minute: 110 });
  });

  it('a virtual participant sees the others as they stood at the same contest minute, and their own row; nobody else sees theirs', () => {
    const input = icpc([at(20, 'ada', 'A', 'Accepted'), at(60, 'bob', 'A', 'Accepted'), at(5, 'cy', 'A', 'Accepted')]);
    const virtual = computeScoreboard(input, { hiddenFromSeconds: null, cutoffSeconds: 30 * 60, virtualUserId: 'cy' });
    expect(virtual.atMinute).toBe(30);
    expect(virtual.rows.map((row) => [row.name, row.solved])).toEqual([
      ['Cy Virtual', 1],
      ['Ada Lovelace', 1],
      ['Bob Byte', 0],
    ]);
    // A virtual solve is never first to solve.
    expect(virtual.rows[0]?.cells[0]?.state).toBe('solved');
    expect(virtual.rows[1]?.cells[0]?.state).toBe('first');
    expect(computeScoreboard(input, whole).rows.map((row) => row.name)).toEqual(['Ada Lovelace', 'Bob Byte']);
  });
});

describe('IOI standings', () => {
  const groups = (a: number, b: number) => ({ points: a + b, maxPoints: 100, groups: [{ name: 'group1', points: a, maxPoints: 40, isPassed: a === 40 }, { name: 'group2', points: b, maxPoints: 60, isPassed: b === 60 }] });
  const ioi = (isSubtaskBest: boolean, submissions: BoardSubmission[]): BoardInput => ({ rules: 'ioi', isSubtaskBest, problems, participants, submissions });

  it("sums each problem's best score; pass-fail problems count 100 when accepted", () => {
    const board = computeScoreboard(
      ioi(false, [
        at(1, 'ada', 'A', 'Accepted', { points: groups(40, 0) }),
        at(2, 'ada', 'A', 'Accepted', { points: groups(0, 60) }),
        at(3, 'ada', 'B', 'Accepted'),
        at(4, 'bob', 'B', 'Wrong Answer'),
      ]),
      whole,
    );
    expect(board.rows.map((row) => [row.name, row.score])).toEqual([
      ['Ada Lovelace', 160],
      ['Bob Byte', 0],
    ]);
    expect(board.rows[1]?.cells[1]).toMatchObject({ state: 'failed', score: 0, tries: 1 });
  });

  it('with per-subtask best, each group adds its best over all submissions', () => {
    const board = computeScoreboard(ioi(true, [at(1, 'ada', 'A', 'Accepted', { points: groups(40, 0) }), at(2, 'ada', 'A', 'Accepted', { points: groups(0, 60) })]), whole);
    expect(board.rows[0]?.score).toBe(100);
  });
});
