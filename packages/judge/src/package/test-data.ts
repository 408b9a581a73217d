import fs from 'node:fs';
import path from 'node:path';
import { readGroupScoring, ROOT_SCORING, type GroupScoring } from './group-scoring.ts';
import { packageError, readOptional, sortedEntries, readYamlFile } from './package-files.ts';

export interface TestCase {
  /** Relative to data/, e.g. "sample/01" or "secret/group1/03". */
  name: string;
  isSample: boolean;
  inputPath: string;
  answerPath: string;
  /** data/sample/NN.md, shown with the example. */
  explanation?: string;
  /** data/sample/NN.interaction (interactive problems): the sample exchange shown in the statement. */
  interaction?: string;
  /**
   * Whether the learner may see what this test's run produced (checker message,
   * output): always for samples; for a secret test only when its test group opts in
   * with `full_feedback: true` (Kattis 2025-09 test_group.yaml, or testdata.yaml).
   */
  fullFeedback: boolean;
  /** The test's own folder relative to data/ ("secret/group1"): its innermost test group. */
  group: string;
  /** The output validator's arguments when a test group below data/ sets its own (inherited downward). */
  validatorArgs?: string[];
}

/** A folder of data/secret with its scoring settings; children in run order. */
export interface TestGroup {
  /** Relative to data/: "secret", "secret/group1". */
  name: string;
  scoring: GroupScoring;
  children: ({ kind: 'test'; name: string } | { kind: 'group'; group: TestGroup })[];
}

export interface TestData {
  samples: TestCase[];
  secretTests: TestCase[];
  /** data/secret as a tree of test groups, for scoring problems. */
  secretGroup: TestGroup;
  /**
   * `output_validator_args` of data/test_group.yaml (2025-09), or `output_validator_flags`
   * of data/testdata.yaml (legacy), split into arguments, with where they were set; undefined when not set.
   */
  validatorArgs?: { args: string[]; relativePath: string; field: string };
  /** Keys of test-group files that neither layout defines. */
  warnings: string[];
}

const TEST_GROUP_FILES = ['test_group.yaml', 'testdata.yaml'] as const;
/** Where each file keeps the output validator's arguments. */
const VALIDATOR_ARGS_KEY = { 'test_group.yaml': 'output_validator_args', 'testdata.yaml': 'output_validator_flags' } as const;
/** Keys the formats define that the judge does not use (scoring, input validation …): accepted silently. */
const IGNORED_GROUP_KEYS: Readonly<Record<(typeof TEST_GROUP_FILES)[number], readonly string[]>> = {
  'test_group.yaml': ['input_validator_args', 'max_score', 'score_aggregation', 'require_pass', 'static_validation', 'args', 'scoring', 'input_validator_flags'],
  'testdata.yaml': ['on_reject', 'grading', 'grader_flags', 'input_validator_flags', 'accept_score', 'reject_score', 'range'],
};

interface TestGroupFile {
  relativePath: string;
  argsKey: string;
  argsValue: unknown;
  settings: Record<string, unknown>;
}

/** A folder's test-group settings; the 2025-09 file wins over the legacy one when a folder has both. */
function readTestGroupFile(pkgDir: string, relative: string, warnings: string[]): TestGroupFile | undefined {
  for (const file of TEST_GROUP_FILES) {
    const relativePath = path.join(relative, file);
    const found = readYamlFile(pkgDir, relativePath);
    if (found === undefined) continue;
    const raw = found.value;
    const settings = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const argsKey = VALIDATOR_ARGS_KEY[file];
    const known = ['full_feedback', argsKey, ...IGNORED_GROUP_KEYS[file]];
    for (const key of Object.keys(settings)) if (!known.includes(key)) warnings.push(`${relativePath}: unknown key "${key}" ignored`);
    return { relativePath, argsKey, argsValue: settings[argsKey], settings };
  }
  return undefined;
}

/** A test group's `full_feedback`, inherited by its subgroups unless they set their own. */
function groupFullFeedback(pkgDir: string, group: TestGroupFile | undefined, inherited: boolean): boolean {
  const value = group?.settings.full_feedback;
  if (value === undefined || group === undefined) return inherited;
  if (typeof value !== 'boolean') throw packageError(pkgDir, group.relativePath, 'field "full_feedback": expected true or false');
  return value;
}

/** 2025-09 allows a list of arguments; its draft, like legacy validator_flags, one string. */
function splitValidatorArgs(pkgDir: string, group: TestGroupFile): string[] {
  const value = group.argsValue;
  if (typeof value === 'string') return value.split(/\s+/).filter((arg) => arg.length > 0);
  if (Array.isArray(value) && value.every((arg) => typeof arg === 'string')) return value;
  throw packageError(pkgDir, group.relativePath, `field "${group.argsKey}": expected a list of strings or one string`);
}

/** What a folder takes from the folders above it. */
interface Inherited {
  fullFeedback: boolean;
  validatorArgs?: string[];
  scoring: GroupScoring;
  layout: 'legacy' | '2025-09';
  /** Pass-fail problems read no score settings, so a grader setting they never use cannot refuse them. */
  isScoring: boolean;
}

/** The group's scoring settings from its file, for a scoring problem. */
function scoringOf(pkgDir: string, file: TestGroupFile | undefined, inherited: Omit<Inherited, 'fullFeedback'>, isSecretRoot: boolean): GroupScoring {
  if (!inherited.isScoring) return inherited.scoring;
  return readGroupScoring({
    pkgDir,
    ...(file ? { file: { relativePath: file.relativePath, isLegacy: file.relativePath.endsWith('testdata.yaml'), settings: file.settings } } : {}),
    inherited: inherited.scoring,
    layout: inherited.layout,
    isSecretRoot,
  });
}

/** Test cases of a data folder: `.in`/`.ans` pairs, subfolders in name order (Kattis order), as a group tree. */
function collectTests(pkgDir: string, relative: string, isSample: boolean, into: TestCase[], inherited: Inherited, warnings: string[]): TestGroup {
  const file = readTestGroupFile(pkgDir, relative, warnings);
  // data/test_group.yaml's arguments are the package's (validatorFlags); a group below sets its own for its tests.
  const validatorArgs = file?.argsValue !== undefined ? splitValidatorArgs(pkgDir, file) : inherited.validatorArgs;
  const fullFeedback = isSample || groupFullFeedback(pkgDir, file, inherited.fullFeedback);
  const scoring = scoringOf(pkgDir, file, inherited, relative === 'data/secret');
  const group: TestGroup = { name: relative.slice('data/'.length), scoring, children: [] };
  const below: Inherited = { ...inherited, fullFeedback, scoring, ...(validatorArgs ? { validatorArgs } : {}) };
  for (const entry of sortedEntries(path.join(pkgDir, relative))) {
    const entryRelative = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      group.children.push({ kind: 'group', group: collectTests(pkgDir, entryRelative, isSample, into, below, warnings) });
      continue;
    }
    if (!entry.name.endsWith('.in')) continue;
    const base = entryRelative.slice(0, -'.in'.length);
    const answerPath = path.join(pkgDir, `${base}.ans`);
    if (!fs.existsSync(answerPath)) throw packageError(pkgDir, `${base}.ans`, 'missing answer file for this test input');
    const explanation = isSample ? readOptional(path.join(pkgDir, `${base}.md`))?.trim() : undefined;
    const interaction = isSample ? readOptional(path.join(pkgDir, `${base}.interaction`)) : undefined;
    const name = base.slice('data/'.length);
    group.children.push({ kind: 'test', name });
    into.push({
      name,
      isSample,
      inputPath: path.join(pkgDir, entryRelative),
      answerPath,
      ...(explanation ? { explanation } : {}),
      ...(interaction ? { interaction } : {}),
      fullFeedback,
      group: group.name,
      ...(validatorArgs ? { validatorArgs } : {}),
    });
  }
  return group;
}

/** Samples, then secret tests; settings of data/test_group.yaml apply to both, as Kattis inherits them. */
export function readTestData(pkgDir: string, options: { layout: 'legacy' | '2025-09'; isScoring: boolean } = { layout: 'legacy', isScoring: false }): TestData {
  const warnings: string[] = [];
  const root = readTestGroupFile(pkgDir, 'data', warnings);
  const samples: TestCase[] = [];
  const secretTests: TestCase[] = [];
  const top = { ...options, scoring: ROOT_SCORING[options.layout] };
  const scoring = scoringOf(pkgDir, root, top, false);
  collectTests(pkgDir, 'data/sample', true, samples, { ...top, fullFeedback: true, scoring }, warnings);
  const secretGroup = collectTests(pkgDir, 'data/secret', false, secretTests, { ...top, fullFeedback: groupFullFeedback(pkgDir, root, false), scoring }, warnings);
  if (samples.length + secretTests.length === 0) throw packageError(pkgDir, 'data', 'no test cases (.in/.ans pairs)');
  return {
    samples,
    secretTests,
    secretGroup,
    ...(root?.argsValue !== undefined
      ? { validatorArgs: { args: splitValidatorArgs(pkgDir, root), relativePath: root.relativePath, field: root.argsKey } }
      : {}),
    warnings,
  };
}
