import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Difficulty, Language } from '@codepath/contract/enums';
import { parseValidatorFlags, type DefaultValidatorFlags } from '../checkers/validator-flags.ts';
import { languageOfFile } from '../languages/registry.ts';
import { packageError, readOptional, sortedEntries } from './package-files.ts';
import { parseProblemConfig, type ProblemConfig } from './problem-config.ts';
import { parseKattisStatement } from './kattis-statement.ts';
import { findKattisStatementFile, type KattisStatementFile } from './statement-file.ts';
import { parseHints, parseStatement, type Statement } from './statement.ts';
import { checkRequirePass } from './require-pass.ts';
import { readTestData, type TestCase, type TestGroup } from './test-data.ts';

/**
 * The Kattis folders, then three of ours for judge fixtures that need one
 * exact verdict each (Kattis files those under run_time_error or not at all).
 */
export const SUBMISSION_CATEGORIES = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
  'partially_accepted',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'compile_error',
] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

export interface SourceFile {
  path: string;
  fileName: string;
  language: Language;
}

export interface ProblemPackage {
  dir: string;
  slug: string;
  /** Told apart by `problem_format_version` in problem.yaml (problems/README.md). */
  layout: 'legacy' | '2025-09';
  name: string;
  difficulty: Difficulty;
  category: string;
  tags: string[];
  timeLimitMs: number;
  memoryLimitBytes: number;
  validation: 'default' | 'custom';
  /** The output validator talks to the submission through pipes (src/interactive.ts); always with a custom validator. */
  isInteractive: boolean;
  validatorFlags: string;
  defaultValidatorFlags: DefaultValidatorFlags;
  source?: string;
  license?: string;
  /** From statement.md, else from the Kattis statement (Markdown, or LaTeX converted); absent when there is none. */
  statement?: Statement;
  /** The Kattis statement file used, when there is no statement.md. */
  kattisStatement?: KattisStatementFile;
  samples: TestCase[];
  secretTests: TestCase[];
  /** Scoring problems: data/secret as a tree of test groups with their score settings (src/scoring.ts). */
  scoring?: TestGroup;
  templates: Partial<Record<Language, string>>;
  hints: string[];
  solution?: string;
  submissions: Record<SubmissionCategory, SourceFile[]>;
  /** The custom output validator's source, when validation is custom. */
  outputValidator?: SourceFile;
  /** What the reader accepted but ignored (unknown keys of problem.yaml and test-group files), for the import report. */
  warnings: string[];
}

export const TEMPLATE_FILES: Readonly<Record<Language, string>> = { python: 'python.py', c: 'c.c', cpp: 'cpp.cpp', java: 'java.java' };

function readConfig(dir: string): ProblemConfig {
  const text = readOptional(path.join(dir, 'problem.yaml'));
  if (text === undefined) throw packageError(dir, 'problem.yaml', 'file is missing');
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw packageError(dir, 'problem.yaml', `not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = parseProblemConfig(raw);
  if (!parsed.ok) throw packageError(dir, 'problem.yaml', `field "${parsed.field}": ${parsed.message}`);
  return parsed.config;
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

/**
 * Legacy: `validation: custom` and one folder output_validators/<name>/. 2025-09: the
 * folder output_validator/ itself, whose presence makes validation custom.
 */
function readOutputValidator(dir: string, config: ProblemConfig): SourceFile | undefined {
  let relative: string;
  if (config.layout === '2025-09') {
    relative = 'output_validator';
    if (sortedEntries(path.join(dir, relative)).length === 0) return undefined;
  } else {
    if (config.validation !== 'custom') return undefined;
    const folders = sortedEntries(path.join(dir, 'output_validators')).filter((e) => e.isDirectory());
    const folder = folders[0];
    if (!folder || folders.length > 1) {
      throw packageError(dir, 'output_validators', 'validation is custom: expected exactly one folder output_validators/<name>/');
    }
    relative = path.join('output_validators', folder.name);
  }
  const sources = collectSources(dir, relative);
  const source = sources[0];
  if (!source || sources.length > 1 || source.language === 'java') {
    throw packageError(dir, relative, 'expected exactly one validator source file (.py, .c or .cpp)');
  }
  return source;
}

/**
 * Our statement.md first; else the Kattis statement of the package's layout:
 * Markdown as it is, LaTeX converted to Markdown (`kattis-statement.ts`).
 */
function readStatement(pkgDir: string, config: ProblemConfig): Pick<ProblemPackage, 'statement' | 'kattisStatement'> {
  const ours = readOptional(path.join(pkgDir, 'statement.md'));
  if (ours !== undefined) {
    const parsed = parseStatement(ours);
    if (!parsed.ok) throw packageError(pkgDir, 'statement.md', parsed.error);
    return { statement: parsed.statement };
  }
  const kattisStatement = findKattisStatementFile(pkgDir, config.layout);
  if (!kattisStatement) return {};
  if (kattisStatement.format === 'tex') return { statement: parseKattisStatement(readOptional(kattisStatement.path) ?? ''), kattisStatement };
  const parsed = parseStatement(readOptional(kattisStatement.path) ?? '', { isLenient: true });
  if (!parsed.ok) throw packageError(pkgDir, kattisStatement.relativePath, parsed.error);
  return { statement: parsed.statement, kattisStatement };
}

/** Reads and validates a problem package; a malformed one throws an error naming the file and field. */
export function readProblemPackage(dir: string): ProblemPackage {
  const pkgDir = path.resolve(dir);
  const config = readConfig(pkgDir);
  const { samples, secretTests, secretGroup, validatorArgs, warnings: testDataWarnings } = readTestData(pkgDir, { layout: config.layout, isScoring: config.isScoring });
  if (config.isScoring) checkRequirePass(pkgDir, secretGroup);
  const outputValidator = readOutputValidator(pkgDir, config);
  if (config.isInteractive && !outputValidator) {
    throw packageError(pkgDir, config.layout === '2025-09' ? 'output_validator' : 'output_validators', 'an interactive problem needs its output validator');
  }
  const validatorFlags = validatorArgs?.args.join(' ') ?? config.validatorFlags;
  const flagsFile = validatorArgs?.relativePath ?? 'problem.yaml';
  const flagsField = validatorArgs?.field ?? 'validator_flags';
  // A custom validator receives the flags as its own arguments; only the default one must understand them.
  const flags = parseValidatorFlags(outputValidator ? '' : validatorFlags);
  if (!flags.ok) throw packageError(pkgDir, flagsFile, `field "${flagsField}": ${flags.error}`);
  for (const test of outputValidator ? [] : secretTests) {
    const groupFlags = test.validatorArgs && parseValidatorFlags(test.validatorArgs.join(' '));
    if (groupFlags && !groupFlags.ok) throw packageError(pkgDir, path.join('data', test.group), `output validator arguments of this test group: ${groupFlags.error}`);
  }

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
    layout: config.layout,
    name: config.name,
    difficulty: config.difficulty ?? 'Medium',
    category: config.category ?? config.tags[0] ?? 'General',
    tags: config.tags,
    timeLimitMs: Math.round(config.timeLimitSeconds * 1000),
    memoryLimitBytes: config.memoryLimitMib * 1024 * 1024,
    validation: outputValidator ? 'custom' : 'default',
    isInteractive: config.isInteractive,
    validatorFlags,
    defaultValidatorFlags: flags.flags,
    ...(config.source !== undefined ? { source: config.source } : {}),
    ...(config.license !== undefined ? { license: config.license } : {}),
    ...readStatement(pkgDir, config),
    samples,
    secretTests,
    ...(config.isScoring ? { scoring: secretGroup } : {}),
    templates,
    hints: hintsText === undefined ? [] : parseHints(hintsText),
    ...(solution !== undefined ? { solution } : {}),
    submissions,
    ...(outputValidator ? { outputValidator } : {}),
    warnings: [...config.warnings, ...testDataWarnings],
  };
}
