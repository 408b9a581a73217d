import { describe, expect, it } from 'vitest';
import { scoreAssignment, scoreProblem, windowOf } from './assignment-score.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 10, hour));
const assignment = { dueAt: at(12), lateUntil: at(18), latePenaltyPercent: 20 };
const window = windowOf(assignment, null);

describe('assignment score rule', () => {
  it('gives an accepted problem by the deadline its own score', () => {
    const cell = scoreProblem([{ status: 'Wrong Answer', score: 0, createdAt: at(9) }, { status: 'Accepted', score: 95, createdAt: at(10) }], window);
    expect(cell).toMatchObject({ status: 'solved', points: 95, attempts: 2, isLate: false });
    expect(cell.lastSubmittedAt).toEqual(at(10));
  });

  it('takes the penalty off a problem accepted in the late window, and gives nothing after it', () => {
    expect(scoreProblem([{ status: 'Accepted', score: 90, createdAt: at(13) }], window)).toMatchObject({ status: 'late', points: 72, isLate: true });
    expect(scoreProblem([{ status: 'Accepted', score: 90, createdAt: at(19) }], window)).toMatchObject({ status: 'late', points: 0, isLate: true });
    expect(scoreProblem([{ status: 'Accepted', score: 90, createdAt: at(13) }], windowOf({ ...assignment, lateUntil: null }, null))).toMatchObject({ points: 0, isLate: true });
  });

  it('moves the deadline and the late window by an extension', () => {
    const extended = windowOf(assignment, at(15));
    expect(extended.lateUntil).toEqual(at(21));
    expect(scoreProblem([{ status: 'Accepted', score: 100, createdAt: at(14) }], extended)).toMatchObject({ status: 'solved', points: 100 });
    expect(scoreProblem([{ status: 'Accepted', score: 100, createdAt: at(20) }], extended)).toMatchObject({ status: 'late', points: 80 });
  });

  it('marks attempts without an accept, and averages the problems', () => {
    expect(scoreProblem([], window)).toMatchObject({ status: 'not-attempted', points: 0, attempts: 0, lastSubmittedAt: null });
    expect(scoreProblem([{ status: 'Wrong Answer', score: 0, createdAt: at(13) }], window)).toMatchObject({ status: 'attempted', isLate: true });
    expect(scoreAssignment([{ points: 100 }, { points: 72 }, { points: 0 }])).toBe(57);
    expect(scoreAssignment([])).toBe(0);
  });
});
