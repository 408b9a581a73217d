import { flattenGroups } from './package/require-pass.ts';
import type { TestCase, TestGroup } from './package/test-data.ts';

/** One test group's result, as a learner sees it: "group1 40/40, passed". */
export interface GroupScore {
  /** Relative to data/secret ("group1"); "secret" for data/secret itself. */
  name: string;
  points: number;
  maxPoints: number;
  isPassed: boolean;
}

export interface ScoreResult {
  points: number;
  maxPoints: number;
  /** The groups below data/secret in run order (data/secret itself when it has none). */
  groups: GroupScore[];
}

/** A test's result for scoring: not run (skipped) counts as rejected. */
export interface ScoredTest {
  isAccepted: boolean;
  /** What the validator wrote to score.txt (points out of the test's worth), when it did. */
  score?: number;
}

interface Evaluated {
  points: number;
  maxPoints: number;
  isPassed: boolean;
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

function aggregate(values: readonly number[], isMin: boolean): number {
  if (values.length === 0) return 0;
  return isMin ? Math.min(...values) : values.reduce((total, value) => total + value, 0);
}

/**
 * Scores a submission on a scoring problem (problems/README.md, "Scoring"). A test is
 * worth its group's accept score; a group sums (or takes the minimum of) its
 * children, scaled to its `max_score` when it declares one; a pass-fail group earns
 * its maximum only when every test in it is accepted; a group whose `require_pass`
 * groups did not pass earns 0.
 */
export function scoreSubmission(root: TestGroup, tests: ReadonlyMap<string, ScoredTest>, isSamplePassed: boolean): ScoreResult {
  const results = new Map<string, Evaluated>();
  const evaluate = (group: TestGroup): Evaluated => {
    const { scoring } = group;
    const children = group.children.map((child): Evaluated => {
      if (child.kind === 'group') return evaluate(child.group);
      const test = tests.get(child.name);
      const worth = scoring.acceptScore;
      if (!test?.isAccepted) return { points: scoring.rejectScore, maxPoints: worth, isPassed: false };
      return { points: Math.min(worth, Math.max(0, test.score ?? worth)), maxPoints: worth, isPassed: true };
    });
    const isMin = scoring.aggregation === 'min';
    const rawPoints = aggregate(children.map((child) => child.points), isMin);
    const rawMax = aggregate(children.map((child) => child.maxPoints), isMin);
    const isEveryPassed = children.every((child) => child.isPassed);
    const maxPoints = scoring.maxScore ?? rawMax;
    let points: number;
    if (scoring.aggregation === 'pass-fail') points = isEveryPassed ? maxPoints : 0;
    else points = scoring.maxScore === undefined ? rawPoints : rawMax > 0 ? (rawPoints / rawMax) * scoring.maxScore : 0;
    const isRequiredPassed = scoring.requirePass.every((name) => (name === 'sample' ? isSamplePassed : results.get(name)?.isPassed === true));
    const evaluated = isRequiredPassed
      ? { points: round(points), maxPoints: round(maxPoints), isPassed: isEveryPassed && round(points) === round(maxPoints) }
      : { points: 0, maxPoints: round(maxPoints), isPassed: false };
    results.set(group.name, evaluated);
    return evaluated;
  };
  const total = evaluate(root);
  const listed = flattenGroups(root);
  const shown = listed.length > 1 ? listed.slice(1) : listed;
  const groups = shown.map((group) => ({
    name: group.name === 'secret' ? 'secret' : group.name.slice('secret/'.length),
    ...(results.get(group.name) ?? { points: 0, maxPoints: 0, isPassed: false }),
  }));
  return { points: total.points, maxPoints: total.maxPoints, groups };
}

/** A group and the groups holding it, innermost first: "secret/a/b", "secret/a", "secret". */
function groupAndAncestors(group: string): string[] {
  const parts = group.split('/');
  return parts.map((_, index) => parts.slice(0, parts.length - index).join('/'));
}

/** Follows a scoring problem's tests as they run: which to skip, and the score at the end. */
export interface ScoringRun {
  /**
   * A secret test in a group that stopped: one that stops on rejection (legacy
   * `on_reject: break`, 2025-09 pass-fail) and had a test or subgroup rejected
   * before it. The subgroup that was rejected still finishes its own tests.
   */
  isSkipped(test: TestCase): boolean;
  record(test: TestCase, isAccepted: boolean, score?: number): void;
  result(): ScoreResult;
}

export function startScoringRun(root: TestGroup): ScoringRun {
  const isStopping = new Map(flattenGroups(root).map((group) => [group.name, group.scoring.isStopOnReject]));
  /** Each stopped group, with the test or subgroup whose rejection stopped it. */
  const stopped = new Map<string, string>();
  const scored = new Map<string, ScoredTest>();
  let isSamplePassed = true;
  return {
    isSkipped: (test) =>
      !test.isSample &&
      groupAndAncestors(test.group).some((group) => {
        const via = stopped.get(group);
        return via !== undefined && test.group !== via && !test.group.startsWith(`${via}/`);
      }),
    record(test, isAccepted, score) {
      if (test.isSample) {
        isSamplePassed &&= isAccepted;
        return;
      }
      scored.set(test.name, { isAccepted, ...(score !== undefined ? { score } : {}) });
      if (isAccepted) return;
      // A rejected test rejects every group holding it; each of those that stops on rejection stops.
      const chain = groupAndAncestors(test.group);
      for (const [position, group] of chain.entries()) {
        if (isStopping.get(group) === true && !stopped.has(group)) stopped.set(group, chain[position - 1] ?? test.name);
      }
    },
    result: () => scoreSubmission(root, scored, isSamplePassed),
  };
}
