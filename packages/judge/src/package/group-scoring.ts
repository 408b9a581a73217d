import { packageError } from './package-files.ts';

export type ScoreAggregation = 'pass-fail' | 'sum' | 'min';

/** A test group's scoring settings, after inheritance (problems/README.md, "Scoring"). */
export interface GroupScoring {
  aggregation: ScoreAggregation;
  /** `max_score` (2025-09) as declared; absent = the sum (or min) of its children's maxima. */
  maxScore?: number;
  /** What one accepted test is worth: legacy `accept_score` (default 1); 1 in 2025-09. */
  acceptScore: number;
  /** Legacy `reject_score` (default 0); 0 in 2025-09. */
  rejectScore: number;
  /** Whether a rejected test skips the group's later tests: legacy `on_reject: break`, 2025-09 pass-fail groups. */
  isStopOnReject: boolean;
  /** `require_pass` as written (group paths, resolved when the whole tree is read). */
  requirePass: string[];
}

/** Legacy `grader_flags` words that change nothing here (the default grader's other options). */
const NEUTRAL_GRADER_FLAGS = ['first_error', 'worst_error', 'no_errors', 'ignore_sample', 'sum', 'accept_if_any_accepted', 'always_accept'];

function numberField(pkgDir: string, file: string, settings: Record<string, unknown>, key: string): number | undefined {
  const value = settings[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw packageError(pkgDir, file, `field "${key}": expected a number of at least 0`);
  return value;
}

function stringList(pkgDir: string, file: string, value: unknown, key: string): string[] {
  if (value === undefined) return [];
  const list = [value].flat();
  if (!list.every((item) => typeof item === 'string')) throw packageError(pkgDir, file, `field "${key}": expected a group name or a list of them`);
  return list as string[];
}

function legacyScoring(pkgDir: string, file: string, settings: Record<string, unknown>, inherited: GroupScoring): GroupScoring {
  if (settings.grading !== undefined && settings.grading !== 'default') {
    throw packageError(pkgDir, file, 'field "grading": only "default" is supported (custom graders are not)');
  }
  const flags = typeof settings.grader_flags === 'string' ? settings.grader_flags.split(/\s+/).filter(Boolean) : [];
  const unknown = flags.find((flag) => flag !== 'min' && !NEUTRAL_GRADER_FLAGS.includes(flag));
  if (unknown !== undefined) throw packageError(pkgDir, file, `field "grader_flags": "${unknown}" is not supported (min, sum, first_error, worst_error, no_errors, accept_if_any_accepted, always_accept, ignore_sample are)`);
  const onReject = settings.on_reject;
  if (onReject !== undefined && onReject !== 'break' && onReject !== 'continue') throw packageError(pkgDir, file, 'field "on_reject": expected "break" or "continue"');
  return {
    aggregation: flags.includes('min') ? 'min' : settings.grader_flags === undefined ? inherited.aggregation : 'sum',
    acceptScore: numberField(pkgDir, file, settings, 'accept_score') ?? inherited.acceptScore,
    rejectScore: numberField(pkgDir, file, settings, 'reject_score') ?? inherited.rejectScore,
    isStopOnReject: onReject === undefined ? inherited.isStopOnReject : onReject === 'break',
    requirePass: [],
  };
}

function modernScoring(pkgDir: string, file: string, settings: Record<string, unknown>, isSecretRoot: boolean): GroupScoring {
  const aggregation = settings.score_aggregation ?? (isSecretRoot ? 'sum' : 'pass-fail');
  if (aggregation !== 'pass-fail' && aggregation !== 'sum' && aggregation !== 'min') {
    throw packageError(pkgDir, file, 'field "score_aggregation": expected "pass-fail", "sum" or "min"');
  }
  // "unbounded" (a validator's score.txt decides) leaves the maximum to the children, as an absent one does.
  const maxScore = settings.max_score === 'unbounded' ? undefined : numberField(pkgDir, file, settings, 'max_score');
  return {
    aggregation,
    ...(maxScore !== undefined ? { maxScore } : {}),
    acceptScore: 1,
    rejectScore: 0,
    isStopOnReject: aggregation === 'pass-fail',
    requirePass: stringList(pkgDir, file, settings.require_pass, 'require_pass'),
  };
}

/** Legacy settings flow down to subgroups (Kattis testdata.yaml); 2025-09 ones belong to their own group. */
export const ROOT_SCORING: Readonly<Record<'legacy' | '2025-09', GroupScoring>> = {
  legacy: { aggregation: 'sum', acceptScore: 1, rejectScore: 0, isStopOnReject: true, requirePass: [] },
  '2025-09': { aggregation: 'sum', acceptScore: 1, rejectScore: 0, isStopOnReject: false, requirePass: [] },
};

/**
 * A group's scoring from its settings file (`file` undefined: the folder has none),
 * in the file's own layout: testdata.yaml keys are legacy, test_group.yaml keys 2025-09.
 */
export function readGroupScoring(input: {
  pkgDir: string;
  file?: { relativePath: string; isLegacy: boolean; settings: Record<string, unknown> };
  inherited: GroupScoring;
  layout: 'legacy' | '2025-09';
  isSecretRoot: boolean;
}): GroupScoring {
  const { file, inherited } = input;
  const isLegacy = file ? file.isLegacy : input.layout === 'legacy';
  // A legacy testdata.yaml in a 2025-09 package (problemtools reads only those) starts from the legacy
  // defaults, not from a 2025-09 parent's: legacy settings never aggregate pass-fail.
  const legacyBase = inherited.aggregation === 'pass-fail' ? ROOT_SCORING.legacy : inherited;
  if (isLegacy) return legacyScoring(input.pkgDir, file?.relativePath ?? '', file?.settings ?? {}, { ...legacyBase, requirePass: [] });
  return modernScoring(input.pkgDir, file?.relativePath ?? '', file?.settings ?? {}, input.isSecretRoot);
}
