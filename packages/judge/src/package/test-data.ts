import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { packageError, readOptional, sortedEntries } from './package-files.ts';

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
}

export interface TestData {
  samples: TestCase[];
  secretTests: TestCase[];
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
    const text = readOptional(path.join(pkgDir, relativePath));
    if (text === undefined) continue;
    let raw: unknown;
    try {
      raw = parseYaml(text);
    } catch (error) {
      throw packageError(pkgDir, relativePath, `not valid YAML (${(error as Error).message.split('\n')[0]})`);
    }
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

/** Test cases of a data folder: `.in`/`.ans` pairs, subfolders in name order (Kattis order). */
function collectTests(pkgDir: string, relative: string, isSample: boolean, into: TestCase[], inheritedFeedback: boolean, warnings: string[]): void {
  const group = readTestGroupFile(pkgDir, relative, warnings);
  if (group?.argsValue !== undefined) {
    // One argument list per package is what the judge can run today; a group's own list would be silently wrong.
    const rootFile = path.join('data', path.basename(group.relativePath));
    throw packageError(pkgDir, group.relativePath, `field "${group.argsKey}": only ${rootFile} may set it (arguments per test group are not supported yet)`);
  }
  const fullFeedback = isSample || groupFullFeedback(pkgDir, group, inheritedFeedback);
  for (const entry of sortedEntries(path.join(pkgDir, relative))) {
    const entryRelative = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      collectTests(pkgDir, entryRelative, isSample, into, fullFeedback, warnings);
      continue;
    }
    if (!entry.name.endsWith('.in')) continue;
    const base = entryRelative.slice(0, -'.in'.length);
    const answerPath = path.join(pkgDir, `${base}.ans`);
    if (!fs.existsSync(answerPath)) throw packageError(pkgDir, `${base}.ans`, 'missing answer file for this test input');
    const explanation = isSample ? readOptional(path.join(pkgDir, `${base}.md`))?.trim() : undefined;
    const interaction = isSample ? readOptional(path.join(pkgDir, `${base}.interaction`)) : undefined;
    into.push({
      name: base.slice('data/'.length),
      isSample,
      inputPath: path.join(pkgDir, entryRelative),
      answerPath,
      ...(explanation ? { explanation } : {}),
      ...(interaction ? { interaction } : {}),
      fullFeedback,
    });
  }
}

/** Samples, then secret tests; settings of data/test_group.yaml apply to both, as Kattis inherits them. */
export function readTestData(pkgDir: string): TestData {
  const warnings: string[] = [];
  const root = readTestGroupFile(pkgDir, 'data', warnings);
  const samples: TestCase[] = [];
  const secretTests: TestCase[] = [];
  collectTests(pkgDir, 'data/sample', true, samples, true, warnings);
  collectTests(pkgDir, 'data/secret', false, secretTests, groupFullFeedback(pkgDir, root, false), warnings);
  if (samples.length + secretTests.length === 0) throw packageError(pkgDir, 'data', 'no test cases (.in/.ans pairs)');
  return {
    samples,
    secretTests,
    ...(root?.argsValue !== undefined
      ? { validatorArgs: { args: splitValidatorArgs(pkgDir, root), relativePath: root.relativePath, field: root.argsKey } }
      : {}),
    warnings,
  };
}
