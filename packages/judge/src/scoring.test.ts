import { describe, expect, it } from 'vitest';
import type { GroupScoring } from './package/group-scoring.ts';
import type { TestCase, TestGroup } from './package/test-data.ts';
import { scoreSubmission, startScoringRun, type ScoredTest } from './scoring.ts';

const settings = (overrides: Partial<GroupScoring> = {}): GroupScoring => ({
  aggregation: 'sum', acceptScore: 1, rejectScore: 0, isStopOnReject: false, requirePass: [], ...overrides,
});
const group = (name: string, scoring: GroupScoring, tests: string[], groups: TestGroup[] = []): TestGroup => ({
  name,
  scoring,
  children: [...tests.map((test) => ({ kind: 'test' as const, name: `${name}/${test}` })), ...groups.map((child) => ({ kind: 'group' as const, group: child }))],
});
const results = (entries: Record<string, ScoredTest>) => new Map(Object.entries(entries));

describe('scoreSubmission', () => {
  it('scales a sum group to its max_score and takes the minimum in a min group', () => {
    const tree = group('secret', settings(), [], [
      group('secret/a', settings({ maxScore: 30 }), ['1', '2', '3']),
      group('secret/b', settings({ aggregation: 'min', acceptScore: 10 }), ['1', '2']),
    ]);
    const scored = scoreSubmission(tree, results({
      'secret/a/1': { isAccepted: true }, 'secret/a/2': { isAccepted: true }, 'secret/a/3': { isAccepted: false },
      'secret/b/1': { isAccepted: true, score: 4 }, 'secret/b/2': { isAccepted: true, score: 25 },
    }), true);
    // a: 2 of 3 tests of 30 points; b: min(4, 10 capped from 25) of 10.
    expect(scored).toEqual({
      points: 24,
      maxPoints: 40,
      groups: [{ name: 'a', points: 20, maxPoints: 30, isPassed: false }, { name: 'b', points: 4, maxPoints: 10, isPassed: false }],
    });
  });

  it('gives a group 0 when a required group or the samples did not pass, and counts reject_score for a skipped test', () => {
    const tree = group('secret', settings(), [], [
      group('secret/a', settings({ aggregation: 'pass-fail', maxScore: 50 }), ['1']),
      group('secret/b', settings({ aggregation: 'pass-fail', maxScore: 50, requirePass: ['sample'] }), ['1']),
    ]);
    const all = results({ 'secret/a/1': { isAccepted: true }, 'secret/b/1': { isAccepted: true } });
    expect(scoreSubmission(tree, all, false)).toMatchObject({ points: 50, groups: [{ isPassed: true }, { points: 0, isPassed: false }] });
    const legacy = group('secret', settings({ rejectScore: 0.5, acceptScore: 2 }), ['1', '2']);
    expect(scoreSubmission(legacy, results({ 'secret/1': { isAccepted: true } }), true)).toEqual({
      points: 2.5,
      maxPoints: 4,
      groups: [{ name: 'secret', points: 2.5, maxPoints: 4, isPassed: false }],
    });
  });
});

describe('startScoringRun', () => {
  const test = (name: string): TestCase => ({ name, isSample: false, inputPath: '', answerPath: '', fullFeedback: false, group: name.slice(0, name.lastIndexOf('/')) });

  it('lets a rejected subgroup finish, then skips the later groups of a parent that breaks on rejection', () => {
    const tree = group('secret', settings({ isStopOnReject: true }), [], [
      group('secret/a', settings(), ['1', '2']),
      group('secret/b', settings(), ['1']),
    ]);
    const run = startScoringRun(tree);
    run.record(test('secret/a/1'), false);
    expect(run.isSkipped(test('secret/a/2'))).toBe(false);
    run.record(test('secret/a/2'), true);
    expect(run.isSkipped(test('secret/b/1'))).toBe(true);
    expect(run.result()).toMatchObject({ points: 1, maxPoints: 3 });
  });

  it('skips the rest of a group that stops, and only that group', () => {
    const tree = group('secret', settings(), [], [group('secret/a', settings({ isStopOnReject: true }), ['1', '2']), group('secret/b', settings(), ['1'])]);
    const run = startScoringRun(tree);
    run.record(test('secret/a/1'), false);
    expect(run.isSkipped(test('secret/a/2'))).toBe(true);
    expect(run.isSkipped(test('secret/b/1'))).toBe(false);
  });
});
