import fs from 'node:fs';
import path from 'node:path';
import type { Language, Verdict } from '@codepath/contract/enums';
import type { Judge, VerifyingJudge } from './judge.ts';
import type { ProgramFolder } from './package/program-folder.ts';
import { HOSTILE_INTERACTIONS, HOSTILE_OUTPUTS } from './hostile-interactions.ts';
import { substituteConstantsInText } from './package/constants.ts';
import { readProblemPackage, TEMPLATE_FILES, type ProblemPackage, type SourceFile, type SubmissionCategory } from './package/read-package.ts';
import { checkTimeLimitExceededMargin, reportTimeLimit, type TimeLimitReport } from './time-limit-report.ts';
import { deriveTimeLimit, formatSeconds, timeLimitExceededBoundMs } from './time-limit.ts';
import type { GradeResult } from './grade.ts';
import type { InputValidationReport } from './validate-inputs.ts';
import type { SkippedProgram } from './package/skipped-programs.ts';

/** What each submission folder (and every template, and every hostile interaction) must be judged, per problems/README.md. */
export const EXPECTED_VERDICTS: Readonly<Record<SubmissionCategory | 'template' | 'hostile', readonly Verdict[]>> = {
  accepted: ['Accepted'],
  wrong_answer: ['Wrong Answer'],
  time_limit_exceeded: ['Time Limit Exceeded'],
  run_time_error: ['Runtime Error', 'Memory Limit Exceeded'],
  // Judged by its score (scoring problems): more than 0, less than the maximum, whatever the verdict.
  partially_accepted: [],
  memory_limit_exceeded: ['Memory Limit Exceeded'],
  output_limit_exceeded: ['Output Limit Exceeded'],
  compile_error: ['Compilation Error'],
  template: ['Wrong Answer'],
  // An interactive validator rejects nonsense, or the submission fails on its own: never the judge's error.
  hostile: ['Wrong Answer', 'Runtime Error', 'Time Limit Exceeded', 'Memory Limit Exceeded', 'Output Limit Exceeded'],
};

/** What accepted submissions run with while the limit of a package that sets none is derived from them (problemtools: 300 s). */
const DERIVATION_LIMIT_MS = 30_000;
/** No derived limit goes past what problem.yaml may set. */
const MAX_TIME_LIMIT_MS = 60_000;

const HOSTILE_PREFIX = '(hostile) ';

/** A row of the judge's own hostile programs (not one of the package's submissions). */
export function isHostileRow(row: Pick<VerifyRow, 'submission'>): boolean {
  return row.submission.startsWith(HOSTILE_PREFIX);
}

export interface VerifyRow {
  /** Relative to the package, e.g. "submissions/accepted/solution.py" or "templates/java.java". */
  submission: string;
  expected: string;
  got: Verdict;
  /** Scoring problems: "40/100". */
  score?: string;
  slowestMs: number;
  isMatch: boolean;
  /** Why it does not match: the failing test and its feedback, or a rule it breaks. */
  note: string;
  /** A time_limit_exceeded submission that finishes within the limit × time_limit_to_tle, or one that matched only with that longer limit. */
  warning?: string;
}

export interface VerifyReport {
  dir: string;
  rows: VerifyRow[];
  /** Set when the package itself cannot be read. */
  packageError?: string;
  /** What the package reader accepted but ignored (unknown problem.yaml keys …). */
  warnings: string[];
  /** Submissions and folders not judged (languages the judge lacks, Python 2, binaries, other folders), with why. */
  skipped: SkippedProgram[];
  /** The input validators' findings; absent when the package cannot be read. */
  inputs?: InputValidationReport;
  /** The configured time limit beside the derived one; absent without an accepted submission. */
  timeLimit?: TimeLimitReport;
  isOk: boolean;
}

interface Job {
  submission: string;
  category: SubmissionCategory | 'template' | 'hostile';
  language: Language;
  source: string;
  fileName?: string;
  folder?: ProgramFolder;
  /** Judged on every test (mode `all`), not only up to the first failing one. */
  everyTest?: boolean;
}

/** A package submission's source as it is judged: its constants substituted (a folder's main file stands for it). */
function sourceOf(file: SourceFile): string {
  const text = fs.readFileSync(file.folder ? path.join(file.folder.dir, file.folder.entry.sourceFileName) : file.path, 'utf8');
  return file.constants ? substituteConstantsInText(text, file.constants) : text;
}

function listJobs(pkg: ProblemPackage): Job[] {
  const jobs: Job[] = [];
  for (const [category, files] of Object.entries(pkg.submissions) as [SubmissionCategory, ProblemPackage['submissions'][SubmissionCategory]][]) {
    for (const file of files) {
      // A folder is reported by its name; its main file stands in as the source runtime errors are described from.
      const { folder } = file;
      jobs.push({
        submission: path.relative(pkg.dir, file.path),
        category,
        language: file.language,
        source: sourceOf(file),
        ...(folder ? { folder } : { fileName: file.fileName }),
      });
    }
  }
  for (const [language, source] of Object.entries(pkg.templates) as [Language, string][]) {
    jobs.push({ submission: `templates/${TEMPLATE_FILES[language]}`, category: 'template', language, source });
  }
  const hostile = pkg.isInteractive ? HOSTILE_INTERACTIONS : pkg.outputValidator ? HOSTILE_OUTPUTS : [];
  // An output validator sees a different answer on each test: its nonsense goes to every test, not only the first.
  const everyTest = !pkg.isInteractive;
  for (const { name, source } of hostile) jobs.push({ submission: `${HOSTILE_PREFIX}${name}`, category: 'hostile', language: 'python', source, everyTest });
  return jobs;
}

function gradeJob(judge: Judge, pkg: ProblemPackage, job: Job) {
  // Every verdict is decided by the first failing test, so no category but the hostile outputs needs the tests after it.
  return judge.gradeSubmission({
    pkg,
    language: job.language,
    source: job.source,
    ...(job.fileName !== undefined ? { fileName: job.fileName } : {}),
    ...(job.folder ? { folder: job.folder } : {}),
    mode: job.everyTest ? 'all' : 'first-failure',
  });
}

/** A grading as its row: whether it is what the folder says, and if not, why. */
function rowOf(pkg: ProblemPackage, job: Job, result: GradeResult): VerifyRow {
  const expected = EXPECTED_VERDICTS[job.category];
  // A hostile output judged on every test: an Internal Error on any of them is the one that counts.
  const internalError = job.everyTest ? result.tests.find((test) => test.verdict === 'Internal Error') : undefined;
  const verdict = internalError ? 'Internal Error' : result.verdict;
  let isMatch = expected.includes(verdict);
  const { scoring } = result;
  const score = scoring ? `${formatPoints(scoring.points)}/${formatPoints(scoring.maxPoints)}` : undefined;
  let expectedText = job.category === 'hostile' ? 'rejected, not Internal Error' : expected.join(' or ');
  if (job.category === 'partially_accepted') {
    expectedText = 'a partial score';
    isMatch = scoring !== undefined && scoring.points > 0 && scoring.points < scoring.maxPoints;
  } else if (scoring && job.category === 'accepted') {
    isMatch &&= scoring.points === scoring.maxPoints;
  }
  const failing = internalError ?? result.tests.find((test) => test.verdict !== 'Accepted');
  let note = failing ? `test ${failing.name}${failing.message ? `: ${failing.message}` : ''}` : '';
  if (result.verdict === 'Compilation Error' || result.verdict === 'Internal Error') note = result.compileOutput.split('\n').slice(0, 3).join(' ') || note;
  // A limit problem.yaml sets must leave accepted solutions half of it (2025-09's ac_to_time_limit default);
  // a derived one leaves them their multiplier by construction, one an installing tool wrote is taken as it is.
  const halfLimit = pkg.timeLimitMs / 2;
  if (isMatch && job.category === 'accepted' && pkg.timeLimitSource === 'problem.yaml' && result.timeMs > halfLimit) {
    isMatch = false;
    note = `uses ${result.timeMs} ms; accepted solutions must stay within half the time limit (${halfLimit} ms)`;
  }
  if (job.category === 'time_limit_exceeded' && result.verdict === 'Output Limit Exceeded') {
    // problemtools sets no output limit: a program that fills its output runs on into the time limit there.
    isMatch = true;
  }
  if (!isMatch && scoring && !note) note = `scored ${score ?? ''}`;
  if (job.category === 'partially_accepted' && !scoring) note = 'partially_accepted is for scoring problems (type: scoring)';
  return { submission: job.submission, expected: expectedText, got: verdict, ...(score ? { score } : {}), slowestMs: result.timeMs, isMatch, note };
}

async function verifyOne(judge: Judge, pkg: ProblemPackage, job: Job, checkTimeLimitMargins: boolean): Promise<VerifyRow> {
  const result = await gradeJob(judge, pkg, job);
  const row = rowOf(pkg, job, result);
  if (!row.isMatch && result.verdict === 'Time Limit Exceeded' && job.category !== 'time_limit_exceeded' && job.category !== 'hostile') {
    // problemtools' "OK with extra time": what a submission does with the limit × time_limit_to_tle also counts, with a warning.
    const highMs = timeLimitExceededBoundMs(pkg.timeLimitRule, pkg.timeLimitMs);
    const high = await gradeJob(judge, { ...pkg, timeLimitMs: highMs }, job);
    const highRow = rowOf(pkg, job, high);
    if (!highRow.isMatch) return row;
    const key = pkg.layout === 'legacy' ? 'time_safety_margin' : 'time_limit_to_tle';
    return { ...highRow, warning: `${job.submission} is sensitive to the time limit: Time Limit Exceeded with ${formatSeconds(pkg.timeLimitMs)}, ${high.verdict} with the limit × ${key} (${formatSeconds(highMs)})` };
  }
  if (job.category === 'time_limit_exceeded' && result.verdict === 'Output Limit Exceeded') {
    return { ...row, warning: `${job.submission} was stopped at the output limit before its time ran out: Time Limit Exceeded by problemtools' precedence, which sets no output limit` };
  }
  const failing = result.tests.find((test) => test.verdict !== 'Accepted');
  if (checkTimeLimitMargins && row.isMatch && job.category === 'time_limit_exceeded' && failing) {
    const warning = await checkTimeLimitExceededMargin(judge, pkg, { ...job, path: job.submission }, failing.name);
    if (warning) row.warning = warning;
  }
  return row;
}

export interface VerifyOptions {
  concurrency: number;
  onRow?: (row: VerifyRow) => void;
  /**
   * Runs each time_limit_exceeded submission once more with the limit × time_limit_to_tle
   * (only a warning; default true). The catalogue's check in `npm test` leaves it out.
   */
  checkTimeLimitMargins?: boolean;
}

/** Judges every submission and template of a package against its expected verdict. */
export async function verifyPackage(judge: VerifyingJudge, dir: string, options: VerifyOptions): Promise<VerifyReport> {
  let pkg: ProblemPackage;
  try {
    pkg = readProblemPackage(dir);
  } catch (error) {
    return { dir, rows: [], packageError: (error as Error).message, warnings: [], skipped: [], isOk: false };
  }
  // A validator that cannot be built fails the package once, by name, not every submission with Internal Error.
  const validator = pkg.outputValidator ? await judge.checkOutputValidator(pkg) : { ok: true as const };
  if (!validator.ok) return { dir, rows: [], packageError: `${pkg.outputValidator?.path ?? dir}: ${validator.message}`, warnings: pkg.warnings, skipped: pkg.skipped, isOk: false };
  const inputs = await judge.validateInputs({ pkg, concurrency: options.concurrency });
  const jobs = listJobs(pkg);
  const rows: (VerifyRow | undefined)[] = new Array(jobs.length);
  const judgeJobs = async (indexes: number[], judged: ProblemPackage): Promise<void> => {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < indexes.length) {
        const index = indexes[next] ?? 0;
        next += 1;
        const job = jobs[index];
        if (!job) continue;
        const row = await verifyOne(judge, judged, job, options.checkTimeLimitMargins ?? true);
        rows[index] = row;
        options.onRow?.(row);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  };
  const isAccepted = (index: number) => jobs[index]?.category === 'accepted';
  const all = jobs.map((_, index) => index);
  let judgedPkg = pkg;
  if (pkg.timeLimitSource === 'derived') {
    // As problemtools does: the accepted submissions first, with a generous limit; the rest with the limit they give.
    await judgeJobs(all.filter(isAccepted), { ...pkg, timeLimitMs: DERIVATION_LIMIT_MS });
    const slowest = Math.max(-1, ...rows.filter((row) => row?.got === 'Accepted').map((row) => row?.slowestMs ?? 0));
    if (slowest >= 0) judgedPkg = { ...pkg, timeLimitMs: Math.min(MAX_TIME_LIMIT_MS, deriveTimeLimit(pkg.timeLimitRule, slowest).derivedMs) };
    await judgeJobs(all.filter((index) => !isAccepted(index)), judgedPkg);
  } else await judgeJobs(all, pkg);
  const done = rows.filter((row): row is VerifyRow => row !== undefined);
  const hasAccepted = done.some((row) => row.submission.startsWith('submissions/accepted/'));
  if (!hasAccepted) {
    return { dir, rows: done, packageError: `${path.join(pkg.dir, 'submissions/accepted')}: no accepted submission`, warnings: pkg.warnings, skipped: pkg.skipped, inputs, isOk: false };
  }
  const timeLimit = reportTimeLimit(judgedPkg, done, done.flatMap((row) => row.warning ?? []));
  const isOk = inputs.isOk && done.every((row) => row.isMatch);
  return { dir, rows: done, warnings: pkg.warnings, skipped: pkg.skipped, inputs, ...(timeLimit ? { timeLimit } : {}), isOk };
}

/** Points as the table prints them: at most two decimals. */
function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}

export function formatVerifyTable(report: VerifyReport): string {
  const hasScores = report.rows.some((row) => row.score !== undefined);
  const header = ['submission', 'expected', 'got', ...(hasScores ? ['score'] : []), 'slowest test'];
  const body = report.rows.map((row) => [
    `${row.isMatch ? '✔' : '✘'} ${row.submission}`,
    row.expected,
    row.got,
    ...(hasScores ? [row.score ?? ''] : []),
    `${row.slowestMs} ms`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length + (column === 0 ? 2 : 0), ...body.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  const lines = [line([`  ${header[0]}`, ...header.slice(1)]), ...body.map(line)];
  for (const row of report.rows) if (!row.isMatch && row.note) lines.push(`  ${row.submission}: ${row.note}`);
  return lines.join('\n');
}
