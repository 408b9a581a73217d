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
  /** `output_validator_args` of data/test_group.yaml (2025-09), split into arguments; undefined when not set. */
  validatorArgs?: string[];
}

const TEST_GROUP_FILES = ['test_group.yaml', 'testdata.yaml'] as const;

interface TestGroupFile {
  relativePath: string;
  settings: { full_feedback?: unknown; output_validator_args?: unknown };
}

/** A folder's test-group settings; the 2025-09 file wins over the legacy one when a folder has both. */
function readTestGroupFile(pkgDir: string, relative: string): TestGroupFile | undefined {
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
    return { relativePath, settings: (typeof raw === 'object' && raw !== null ? raw : {}) as TestGroupFile['settings'] };
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
  const value = group.settings.output_validator_args;
  if (typeof value === 'string') return value.split(/\s+/).filter((arg) => arg.length > 0);
  if (Array.isArray(value) && value.every((arg) => typeof arg === 'string')) return value;
  throw packageError(pkgDir, group.relativePath, 'field "output_validator_args": expected a list of strings or one string');
}

/** Test cases of a data folder: `.in`/`.ans` pairs, subfolders in name order (Kattis order). */
function collectTests(pkgDir: string, relative: string, isSample: boolean, into: TestCase[], inheritedFeedback: boolean): void {
  const group = readTestGroupFile(pkgDir, relative);
  if (group?.settings.output_validator_args !== undefined) {
    // One argument list per package is what the judge can run today; a group's own list would be silently wrong.
    throw packageError(pkgDir, group.relativePath, 'field "output_validator_args": only data/test_group.yaml may set it (arguments per test group are not supported yet)');
  }
  const fullFeedback = isSample || groupFullFeedback(pkgDir, group, inheritedFeedback);
  for (const entry of sortedEntries(path.join(pkgDir, relative))) {
    const entryRelative = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      collectTests(pkgDir, entryRelative, isSample, into, fullFeedback);
      continue;
    }
    if (!entry.name.endsWith('.in')) continue;
    const base = entryRelative.slice(0, -'.in'.length);
    const answerPath = path.join(pkgDir, `${base}.ans`);
    if (!fs.existsSync(answerPath)) throw packageError(pkgDir, `${base}.ans`, 'missing answer file for this test input');
    const explanation = isSample ? readOptional(path.join(pkgDir, `${base}.md`))?.trim() : undefined;
    into.push({
      name: base.slice('data/'.length),
      isSample,
      inputPath: path.join(pkgDir, entryRelative),
      answerPath,
      ...(explanation ? { explanation } : {}),
      fullFeedback,
    });
  }
}

/** Samples, then secret tests; settings of data/test_group.yaml apply to both, as Kattis inherits them. */
export function readTestData(pkgDir: string): TestData {
  const root = readTestGroupFile(pkgDir, 'data');
  const samples: TestCase[] = [];
  const secretTests: TestCase[] = [];
  collectTests(pkgDir, 'data/sample', true, samples, true);
  collectTests(pkgDir, 'data/secret', false, secretTests, groupFullFeedback(pkgDir, root, false));
  if (samples.length + secretTests.length === 0) throw packageError(pkgDir, 'data', 'no test cases (.in/.ans pairs)');
  return {
    samples,
    secretTests,
    ...(root?.settings.output_validator_args !== undefined ? { validatorArgs: splitValidatorArgs(pkgDir, root) } : {}),
  };
}
