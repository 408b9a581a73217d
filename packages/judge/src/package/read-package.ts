import path from 'node:path';
import { Language, type Difficulty } from '@codepath/contract/enums';
import { parseValidatorFlags, type DefaultValidatorFlags } from '../checkers/validator-flags.ts';
import { languageLabel, languageOfFile } from '../languages/registry.ts';
import { LANGUAGE_RECORD } from '@codepath/contract/languages';
import { packageError, readOptional, sortedEntries, readYamlFile } from './package-files.ts';
import { substituteConstantsInText, type Constants } from './constants.ts';
import { parseProblemConfig, type ProblemConfig, type TimeLimitRule } from './problem-config.ts';
import { readIncludedFiles, type IncludedFiles } from './included-files.ts';
import { parseKattisStatement } from './kattis-statement.ts';
import { problemNameFromStatement } from './problem-name.ts';
import { readProgramFolder, type ProgramFolder, type ReadFolderResult, type ScriptedFolder } from './program-folder.ts';
import { findKattisStatementFile, type KattisStatementFile } from './statement-file.ts';
import { parseHints, parseStatement, type Statement } from './statement.ts';
import { checkRequirePass } from './require-pass.ts';
import { python2Reason, reasonToSkipFile, type SkippedProgram } from './skipped-programs.ts';
import { readTimeLimitFile, type TimeLimitSource } from './time-limit-file.ts';
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

/** A program of the package: one source file, or a folder of files (`folder`). */
export interface SourceFile {
  /** The file, or the folder. */
  path: string;
  /** Its name in the package: `hello.py`, or the folder's name. */
  fileName: string;
  /** A folder with `build`/`run` scripts: the language of its first source, C when it has none (how a run-time error is named). */
  language: Language;
  folder?: ProgramFolder | ScriptedFolder;
  /** 2025-09 constants substituted in its text when it is written into a box (constants.ts). */
  constants?: Constants;
}

/** The languages a validator is written in (problemtools' usual ones); any other builds through `build`/`run` scripts. */
export type ValidatorLanguage = 'python' | 'c' | 'cpp';
const isValidatorLanguage = (language: Language): language is ValidatorLanguage => language === 'python' || language === 'c' || language === 'cpp';

/** An output validator may also be a folder with `build`/`run` scripts, whatever they are written in. */
export type ValidatorProgram =
  | (Omit<SourceFile, 'language'> & { language: ValidatorLanguage })
  | (Omit<SourceFile, 'language' | 'folder'> & { language: 'scripts'; folder: ScriptedFolder });

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
  /** Whether the package sets the time limit (problem.yaml, `.timelimit` or `domjudge-problem.ini`), and how Kattis tools would derive one (`src/time-limit.ts`). */
  isTimeLimitSet: boolean;
  /**
   * Where `timeLimitMs` comes from. `derived`: the package sets none, so `timeLimitMs` is the
   * default until `judge verify` derives it from the accepted submissions, as problemtools does.
   */
  timeLimitSource: TimeLimitSource;
  timeLimitRule: TimeLimitRule;
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
  /** What of submissions/ is not judged (other languages, Python 2, binaries, other folders), each with why. */
  skipped: SkippedProgram[];
  /** The custom output validator, when validation is custom. */
  outputValidator?: ValidatorProgram;
  /** 2025-09 `constants` (constants.ts): already given to each program of the package; kept for its input validators. */
  constants: Constants;
  /** 2025-09 `include/<language>/` and `include/default/`: files added to every submission (`included-files.ts`). */
  includedFiles: Partial<Record<Language | 'default', IncludedFiles>>;
  /** What the reader accepted but ignored (unknown keys of problem.yaml and test-group files), for the import report. */
  warnings: string[];
}

/** Each language's starter file in templates/, from the contract's record. */
export const TEMPLATE_FILES: Readonly<Record<Language, string>> = Object.fromEntries(Language.options.map((id) => [id, LANGUAGE_RECORD[id].templateFile])) as Record<Language, string>;

function readConfig(dir: string): ProblemConfig {
  const file = readYamlFile(dir, 'problem.yaml');
  if (file === undefined) throw packageError(dir, 'problem.yaml', 'file is missing');
  const parsed = parseProblemConfig(file.value);
  if (!parsed.ok) throw packageError(dir, 'problem.yaml', `field "${parsed.field}": ${parsed.message}`);
  return parsed.config;
}

/** A folder's programs: its source files of known languages, and its subfolders that hold one (problems/README.md); the rest named in `skipped`. */
function collectSources(dir: string, relative: string, skipped: SkippedProgram[]): SourceFile[] {
  const sources: SourceFile[] = [];
  for (const entry of sortedEntries(path.join(dir, relative))) {
    const entryPath = path.join(dir, relative, entry.name);
    const entryRelative = path.join(relative, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) {
      const read = readProgramFolder(dir, entryRelative);
      if (!read) {
        skipped.push({ path: entryRelative, reason: 'a folder without a source of a language the judge runs (or build/run scripts)' });
        continue;
      }
      const python2 = read.language === 'python' ? python2Reason(path.join(read.folder.dir, read.folder.entry.sourceFileName)) : undefined;
      if (python2) {
        skipped.push({ path: entryRelative, reason: python2 });
        continue;
      }
      const language = read.language === 'scripts' ? (read.folder.files.map(languageOfFile).find((found) => found !== undefined) ?? 'c') : read.language;
      sources.push({ path: entryPath, fileName: entry.name, language, folder: read.folder });
      continue;
    }
    if (!entry.isFile()) continue;
    const language = languageOfFile(entry.name);
    const reason = !language ? reasonToSkipFile(entryPath) : language === 'python' ? python2Reason(entryPath) : undefined;
    if (reason !== undefined) skipped.push({ path: entryRelative, reason });
    else if (language) sources.push({ path: entryPath, fileName: entry.name, language });
  }
  return sources;
}

/** Entries of submissions/ outside the categories the judge verifies (`slow_accepted/`, `submissions.yaml` …), named with why. */
function otherSubmissionEntries(dir: string): SkippedProgram[] {
  return sortedEntries(path.join(dir, 'submissions'))
    .filter((entry) => !entry.name.startsWith('.') && !(entry.isDirectory() && (SUBMISSION_CATEGORIES as readonly string[]).includes(entry.name)))
    .map((entry) => ({
      path: path.join('submissions', entry.name),
      reason: entry.isDirectory()
        ? `not a submission folder the judge verifies (${SUBMISSION_CATEGORIES.slice(0, 5).join(', ')})`
        : entry.name === 'submissions.yaml'
          ? 'per-submission expectations are not read; each submission is judged by its folder'
          : 'not in a submission folder',
    }));
}

/** The one validator program in `relative`: a folder of any files, or (legacy) one source file in output_validators/. */
function readValidatorProgram(dir: string, relative: string, isFile: boolean): ValidatorProgram {
  const at = { path: path.join(dir, relative), fileName: path.basename(relative) };
  const fileLanguage = isFile ? languageOfFile(at.fileName) : undefined;
  const read: ReadFolderResult | { language: Language; folder?: ProgramFolder } = isFile
    ? fileLanguage && { language: fileLanguage }
    : readProgramFolder(dir, relative);
  if (!read) throw packageError(dir, relative, 'no validator source file (.py, .c, .cc, .cpp) and no build or run script');
  if (read.language === 'scripts') return { ...at, ...read };
  const { language, folder } = read;
  if (!isValidatorLanguage(language)) throw packageError(dir, relative, `a ${languageLabel(language)} output validator is not supported (use Python, C, C++ or build/run scripts)`);
  return { ...at, language, ...(folder ? { folder } : {}) };
}

/**
 * Legacy: `validation: custom` and one program in output_validators/ (a folder
 * output_validators/<name>/, or a file). 2025-09: the folder output_validator/ itself,
 * whose presence makes validation custom. Either folder is a program of several files.
 */
function readOutputValidator(dir: string, config: ProblemConfig): ValidatorProgram | undefined {
  if (config.layout === '2025-09') {
    const entries = sortedEntries(path.join(dir, 'output_validator'));
    if (entries.length === 0) return undefined;
    // Packages converted from the legacy layout keep the program one folder down (output_validator/<name>/).
    const only = entries.length === 1 ? entries[0] : undefined;
    return readValidatorProgram(dir, only?.isDirectory() ? path.join('output_validator', only.name) : 'output_validator', false);
  }
  if (config.validation !== 'custom') return undefined;
  const programs = sortedEntries(path.join(dir, 'output_validators')).filter((e) => e.isDirectory() || (e.isFile() && languageOfFile(e.name)));
  const program = programs[0];
  if (!program || programs.length > 1) {
    throw packageError(dir, 'output_validators', 'validation is custom: expected exactly one validator, a folder output_validators/<name>/ (or one source file)');
  }
  return readValidatorProgram(dir, path.join('output_validators', program.name), program.isFile());
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
  // 2025-09 constants: `{{name}}` in a Markdown statement, `\constant{name}` in LaTeX (and `{{name}}` there too, as the format's example has it).
  const text = substituteConstantsInText(readOptional(kattisStatement.path) ?? '', config.constants, { isLatex: kattisStatement.format === 'tex' });
  if (kattisStatement.format === 'tex') return { statement: parseKattisStatement(text), kattisStatement };
  const parsed = parseStatement(text, { isLenient: true });
  if (!parsed.ok) throw packageError(pkgDir, kattisStatement.relativePath, parsed.error);
  return { statement: parsed.statement, kattisStatement };
}

/** problem.yaml's limit, else one an installing tool wrote beside it, else the default (verify derives one). */
function timeLimitOf(pkgDir: string, config: ProblemConfig): Pick<ProblemPackage, 'timeLimitMs' | 'isTimeLimitSet' | 'timeLimitSource'> {
  const file = config.isTimeLimitSet ? undefined : readTimeLimitFile(pkgDir);
  const seconds = file?.seconds ?? config.timeLimitSeconds;
  const source: TimeLimitSource = config.isTimeLimitSet ? 'problem.yaml' : (file?.source ?? 'derived');
  return { timeLimitMs: Math.round(seconds * 1000), isTimeLimitSet: source !== 'derived', timeLimitSource: source };
}

/** problem.yaml's name, else the Kattis statement's title (legacy packages often leave the key out). */
function readName(pkgDir: string, config: ProblemConfig): string {
  if (config.name !== undefined) return config.name;
  const statement = findKattisStatementFile(pkgDir, config.layout);
  const name = statement && problemNameFromStatement(statement);
  if (name === undefined) {
    throw packageError(pkgDir, 'problem.yaml', 'field "name": missing, and the statement gives none (\\problemname{…} in a LaTeX statement, a "# " heading in Markdown)');
  }
  return name;
}

/**
 * 2025-09 `constants` are substituted in the package's programs (each program carries
 * them, write-program.ts); in test_group.yaml they are not yet, so a package using them
 * there is refused by name rather than judged with `{{name}}` left in its settings.
 */
function checkConstantsInTestGroups(pkgDir: string, constants: Constants): void {
  if (Object.keys(constants).length === 0) return;
  const search = (relative: string): string | undefined => {
    for (const entry of sortedEntries(path.join(pkgDir, relative))) {
      const entryRelative = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        const found = search(entryRelative);
        if (found) return found;
      } else if (entry.name === 'test_group.yaml') {
        const text = readOptional(path.join(pkgDir, entryRelative)) ?? '';
        if (substituteConstantsInText(text, constants) !== text) return entryRelative;
      }
    }
    return undefined;
  };
  const user = search('data');
  if (user) throw packageError(pkgDir, 'problem.yaml', `field "constants": ${user} uses them, and the judge substitutes constants only in programs and included files`);
}

/** A program of the package with its constants, which replace `{{name}}` in its files when it is written into a box. */
export function withConstants<T extends SourceFile | ValidatorProgram>(program: T, constants: Constants): T {
  if (Object.keys(constants).length === 0) return program;
  return { ...program, constants, ...(program.folder ? { folder: { ...program.folder, constants } } : {}) };
}

/** Reads and validates a problem package; a malformed one throws an error naming the file and field. */
export function readProblemPackage(dir: string): ProblemPackage {
  const pkgDir = path.resolve(dir);
  const config = readConfig(pkgDir);
  const name = readName(pkgDir, config);
  checkConstantsInTestGroups(pkgDir, config.constants);
  const { samples, secretTests, secretGroup, validatorArgs, warnings: testDataWarnings } = readTestData(pkgDir, { layout: config.layout, isScoring: config.isScoring });
  if (config.isScoring) checkRequirePass(pkgDir, secretGroup);
  const readValidator = readOutputValidator(pkgDir, config);
  const outputValidator = readValidator && withConstants(readValidator, config.constants);
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
  const skipped: SkippedProgram[] = [];
  const submissions = Object.fromEntries(
    SUBMISSION_CATEGORIES.map((category) => [category, collectSources(pkgDir, path.join('submissions', category), skipped).map((file) => withConstants(file, config.constants))]),
  ) as Record<SubmissionCategory, SourceFile[]>;
  skipped.push(...otherSubmissionEntries(pkgDir));
  const hintsText = readOptional(path.join(pkgDir, 'hints.md'));
  const solution = readOptional(path.join(pkgDir, 'solution.md'));

  return {
    dir: pkgDir,
    slug: path.basename(pkgDir),
    layout: config.layout,
    name,
    difficulty: config.difficulty ?? 'Medium',
    category: config.category ?? config.tags[0] ?? 'General',
    tags: config.tags,
    ...timeLimitOf(pkgDir, config),
    timeLimitRule: config.timeLimitRule,
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
    skipped,
    includedFiles: config.layout === '2025-09' ? readIncludedFiles(pkgDir, config.constants) : {},
    constants: config.constants,
    ...(outputValidator ? { outputValidator } : {}),
    warnings: [...config.warnings, ...testDataWarnings],
  };
}
