import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Difficulty, Language } from '@codepath/contract/enums';
import { parseValidatorFlags, type DefaultValidatorFlags } from '../checkers/validator-flags.ts';
import { JudgeError } from '../errors.ts';
import { languageOfFile } from '../languages/registry.ts';
import { ProblemConfig } from './problem-config.ts';
import { parseHints, parseStatement, type Statement } from './statement.ts';

/**
 * The Kattis folders, then three of ours for judge fixtures that need one
 * exact verdict each (Kattis files those under run_time_error or not at all).
 */
export const SUBMISSION_CATEGORIES = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'compile_error',
] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

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

export interface SourceFile {
  path: string;
  fileName: string;
  language: Language;
}

export interface ProblemPackage {
  dir: string;
  slug: string;
  name: string;
  difficulty: Difficulty;
  category: string;
  tags: string[];
  timeLimitMs: number;
  memoryLimitBytes: number;
  validation: 'default' | 'custom';
  validatorFlags: string;
  defaultValidatorFlags: DefaultValidatorFlags;
  source?: string;
  license?: string;
  /** Absent in plain Kattis packages. */
  statement?: Statement;
  samples: TestCase[];
  secretTests: TestCase[];
  templates: Partial<Record<Language, string>>;
  hints: string[];
  solution?: string;
  submissions: Record<SubmissionCategory, SourceFile[]>;
  /** The custom output validator's source, when validation is custom. */
  outputValidator?: SourceFile;
}

export const TEMPLATE_FILES: Readonly<Record<Language, string>> = { python: 'python.py', c: 'c.c', cpp: 'cpp.cpp', java: 'java.java' };

function packageError(dir: string, file: string, message: string): JudgeError {
  return new JudgeError('INVALID_PACKAGE', `${path.join(dir, file)}: ${message}`);
}

function readOptional(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function sortedEntries(dir: string): fs.Dirent[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const TEST_GROUP_FILES = ['test_group.yaml', 'testdata.yaml'] as const;

/**
 * A test group's `full_feedback`, inherited by its subgroups unless they set their
 * own. The 2025-09 file wins over the legacy one when a folder has both.
 */
function groupFullFeedback(pkgDir: string, relative: string, inherited: boolean): boolean {
  for (const file of TEST_GROUP_FILES) {
    const text = readOptional(path.join(pkgDir, relative, file));
    if (text === undefined) continue;
    let raw: unknown;
    try {
      raw = parseYaml(text);
    } catch (error) {
      throw packageError(pkgDir, path.join(relative, file), `not valid YAML (${(error as Error).message.split('\n')[0]})`);
    }
    const value = (raw as { full_feedback?: unknown } | null)?.full_feedback;
    if (value === undefined) return inherited;
    if (typeof value !== 'boolean') throw packageError(pkgDir, path.join(relative, file), 'field "full_feedback": expected true or false');
    return value;
  }
  return inherited;
}

/** Test cases of a data folder: `.in`/`.ans` pairs, subfolders in name order (Kattis order). */
function collectTests(pkgDir: string, relative: string, isSample: boolean, into: TestCase[], inheritedFeedback = isSample): void {
  const fullFeedback = isSample || groupFullFeedback(pkgDir, relative, inheritedFeedback);
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

function readConfig(dir: string): ProblemConfig {
  const text = readOptional(path.join(dir, 'problem.yaml'));
  if (text === undefined) throw packageError(dir, 'problem.yaml', 'file is missing');
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw packageError(dir, 'problem.yaml', `not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = ProblemConfig.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || '(root)';
    throw packageError(dir, 'problem.yaml', `field "${field}": ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function collectSources(dir: string, relative: string): SourceFile[] {
  const sources: SourceFile[] = [];
  for (const entry of sortedEntries(path.join(dir, relative))) {
    if (!entry.isFile()) continue;
    const language = languageOfFile(entry.name);
    if (language) sources.push({ path: path.join(dir, relative, entry.name), fileName: entry.name, language });
  }
  return sources;
}

function readOutputValidator(dir: string): SourceFile {
  const folders = sortedEntries(path.join(dir, 'output_validators')).filter((e) => e.isDirectory());
  const folder = folders[0];
  if (!folder || folders.length > 1) {
    throw packageError(dir, 'output_validators', 'validation is custom: expected exactly one folder output_validators/<name>/');
  }
  const relative = path.join('output_validators', folder.name);
  const sources = collectSources(dir, relative);
  const source = sources[0];
  if (!source || sources.length > 1 || source.language === 'java') {
    throw packageError(dir, relative, 'expected exactly one validator source file (.py, .c or .cpp)');
  }
  return source;
}

/** Reads and validates a problem package; a malformed one throws an error naming the file and field. */
export function readProblemPackage(dir: string): ProblemPackage {
  const pkgDir = path.resolve(dir);
  const config = readConfig(pkgDir);
  // A custom validator receives validator_flags as its own arguments; only the default one must understand them.
  const flags = config.validation === 'default' ? parseValidatorFlags(config.validator_flags) : parseValidatorFlags('');
  if (!flags.ok) throw packageError(pkgDir, 'problem.yaml', `field "validator_flags": ${flags.error}`);

  const statementText = readOptional(path.join(pkgDir, 'statement.md'));
  const statement = statementText === undefined ? undefined : parseStatement(statementText);
  if (statement && !statement.ok) throw packageError(pkgDir, 'statement.md', statement.error);

  const samples: TestCase[] = [];
  const secretTests: TestCase[] = [];
  collectTests(pkgDir, 'data/sample', true, samples);
  collectTests(pkgDir, 'data/secret', false, secretTests, groupFullFeedback(pkgDir, 'data', false));
  if (samples.length + secretTests.length === 0) throw packageError(pkgDir, 'data', 'no test cases (.in/.ans pairs)');

  const templates: Partial<Record<Language, string>> = {};
  for (const [language, fileName] of Object.entries(TEMPLATE_FILES) as [Language, string][]) {
    const text = readOptional(path.join(pkgDir, 'templates', fileName));
    if (text !== undefined) templates[language] = text;
  }
  const submissions = Object.fromEntries(
    SUBMISSION_CATEGORIES.map((category) => [category, collectSources(pkgDir, path.join('submissions', category))]),
  ) as Record<SubmissionCategory, SourceFile[]>;
  const hintsText = readOptional(path.join(pkgDir, 'hints.md'));
  const solution = readOptional(path.join(pkgDir, 'solution.md'));

  return {
    dir: pkgDir,
    slug: path.basename(pkgDir),
    name: config.name,
    difficulty: config.difficulty ?? 'Medium',
    category: config.category ?? config.tags[0] ?? 'General',
    tags: config.tags,
    timeLimitMs: Math.round(config.limits.time * 1000),
    memoryLimitBytes: config.limits.memory * 1024 * 1024,
    validation: config.validation,
    validatorFlags: config.validator_flags,
    defaultValidatorFlags: flags.flags,
    ...(config.source !== undefined ? { source: config.source } : {}),
    ...(config.license !== undefined ? { license: config.license } : {}),
    ...(statement?.ok ? { statement: statement.statement } : {}),
    samples,
    secretTests,
    templates,
    hints: hintsText === undefined ? [] : parseHints(hintsText),
    ...(solution !== undefined ? { solution } : {}),
    submissions,
    ...(config.validation === 'custom' ? { outputValidator: readOutputValidator(pkgDir) } : {}),
  };
}
