import { describe, expect, it } from 'vitest';
import { withSubmission } from './board-source.ts';
import type { BoardInput, BoardSubmission } from './compute-scoreboard.ts';

const tryAt = (submissionId: string, contestSeconds: number, status = 'Queued'): BoardSubmission => ({ submissionId, userId: 'ada', label: 'A', contestSeconds, status, points: null, isVirtual: false });
const input: BoardInput = { rules: 'icpc', isSubtaskBest: false, problems: [{ label: 'A', color: '#000000' }], participants: [], submissions: [tryAt('s1', 10, 'Wrong Answer'), tryAt('s2', 20, 'Accepted'), tryAt('s3', 20, 'Wrong Answer')] };

describe('keeping a board input up to date one try at a time', () => {
  it('puts a new try in contest-time order, after the tries of the same second', () => {
    expect(withSubmission(input, tryAt('s4', 15)).submissions.map((item) => item.submissionId)).toEqual(['s1', 's4', 's2', 's3']);
    expect(withSubmission(input, tryAt('s5', 20)).submissions.map((item) => item.submissionId)).toEqual(['s1', 's2', 's3', 's5']);
  });

  it("replaces a try's status when its verdict comes, keeping its place", () => {
    const judged = withSubmission(input, tryAt('s2', 20, 'Time Limit Exceeded')).submissions;
    expect(judged.map((item) => [item.submissionId, item.status])).toEqual([['s1', 'Wrong Answer'], ['s2', 'Time Limit Exceeded'], ['s3', 'Wrong Answer']]);
  });
});
