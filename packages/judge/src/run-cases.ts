import fs from 'node:fs';
import type { CaseStatus } from '@codepath/contract/compiler';
import type { ExecutionMethod, Language } from '@codepath/contract/enums';
import { forLearner } from './checkers/learner-text.ts';
import { preparePackageChecker, type PackageChecker } from './checkers/package-checker.ts';
import { compileInBox, runInBox, writeSource, type RunOutcome } from './execution.ts';
import { playInteraction, TRANSCRIPT_TRUNCATED_NOTE, type InteractionResult } from './interactive.ts';
import { LANGUAGES } from './languages/registry.ts';
import type { ProblemPackage } from './package/read-package.ts';
import { RUN_STDOUT_BYTES } from './run-program.ts';
import { describeRuntimeError, NON_ZERO_EXIT } from './runtime-error.ts';
import { runLimits } from './sandbox/limits.ts';
import type { Sandbox } from './sandbox/sandbox.ts';
import { createJobDir, type JobDir } from './sandbox/work-dir.ts';

export interface CaseToRun {
  input: string;
  /** Checked with the package's checker when present; otherwise the output is only reported. */
  expectedOutput?: string;
}

export interface CaseRunResult {
  status: CaseStatus;
  message: string;
  /** The start of the output (RUN_STDOUT_BYTES), as a run shows it. */
  stdout: string;
  isStdoutTruncated: boolean;
  stderr: string;
  timeMs: number;
  memoryKb: number;
}

/** Plain data (it crosses Redis as JSON): the compile step once, then one result per case in order. */
export interface CasesRunResult {
  isCompiled: boolean;
  compileOutput: string;
  cases: CaseRunResult[];
  executionMethod: ExecutionMethod;
}

export interface RunCasesInput {
  sandbox: Sandbox;
  workRoot: string;
  /** The problem: its limits, and its checker for the cases that carry an expected output. */
  pkg: ProblemPackage;
  language: Language;
  source: string;
  cases: readonly CaseToRun[];
}

const STOPPED_MESSAGES: Partial<Record<CaseStatus, string>> = {
  'Time Limit Exceeded': 'Time Limit Exceeded',
  'Memory Limit Exceeded': 'Memory Limit Exceeded',
  'Output Limit Exceeded': 'Output Limit Exceeded',
};

const CHECK_FAILED_MESSAGE = 'The judge could not check this output. Please run your code again.';

/**
 * "Run Code" on several inputs: compile once, run every case within the problem's
 * limits, and check each output that has an expected one with the problem's own
 * checker (float tolerance, token compare or its custom validator), as a
 * submission's samples are checked. Unlike grading, every case runs.
 */
export async function runCases(input: RunCasesInput): Promise<CasesRunResult> {
  const { sandbox, pkg } = input;
  const language = LANGUAGES[input.language];
  const job = await createJobDir(input.workRoot);
  const devNull = fs.openSync('/dev/null', 'r');
  let checker: PackageChecker | null = null;
  try {
    const entry = writeSource(language, job, input.source);
    const compiled = await compileInBox(sandbox, language, entry, job, devNull);
    const compileOutput = forLearner(compiled.message);
    if (!compiled.isOk) {
      return { isCompiled: false, compileOutput: compileOutput || (compiled.verdict ?? 'Compilation Error'), cases: [], executionMethod: sandbox.executionMethod };
    }
    if (pkg.isInteractive || input.cases.some((testCase) => testCase.expectedOutput !== undefined)) {
      // A validator that does not compile is the package's fault: the checked cases say the judge failed.
      const prepared = await preparePackageChecker({ sandbox, workRoot: input.workRoot, pkg });
      if (prepared.ok) checker = prepared.checker;
    }
    const limits = runLimits({ cpuMs: pkg.timeLimitMs, memoryBytes: pkg.memoryLimitBytes });
    const cases: CaseRunResult[] = [];
    let executionMethod = sandbox.executionMethod;
    const program = { language: input.language, source: input.source, sourceFileName: entry.sourceFileName };
    for (const [position, testCase] of input.cases.entries()) {
      const inputPath = job.writePrivateFile(`case-${position + 1}.in`, testCase.input);
      if (pkg.isInteractive) {
        cases.push(await playCase({ sandbox, job, position, inputPath, checker, program }, { language, entry, limits, devNull }, testCase));
        continue;
      }
      const stdinFd = fs.openSync(inputPath, 'r');
      let outcome: RunOutcome;
      try {
        outcome = await runInBox({ sandbox, language, entry, job, stdinFd, limits });
      } finally {
        fs.closeSync(stdinFd);
      }
      executionMethod = outcome.result.executionMethod;
      // Read before the check: the checker's thread takes the output's memory.
      const stdout = forLearner(outcome.result.stdout.subarray(0, RUN_STDOUT_BYTES).toString('utf8'));
      const isStdoutTruncated = outcome.result.stdout.length > RUN_STDOUT_BYTES;
      const status = await statusOf(outcome, testCase, { job, position, inputPath, checker, program });
      cases.push({
        ...status,
        stdout,
        isStdoutTruncated,
        stderr: forLearner(outcome.result.stderr.toString('utf8'), [job.box, job.root, input.workRoot]),
        timeMs: outcome.result.cpuMs,
        memoryKb: Math.round(outcome.result.peakBytes / 1024),
      });
    }
    return { isCompiled: true, compileOutput, cases, executionMethod };
  } finally {
    fs.closeSync(devNull);
    await checker?.dispose();
    await job.remove();
  }
}

interface CheckContext {
  job: JobDir;
  position: number;
  inputPath: string;
  checker: PackageChecker | null;
  program: { language: Language; source: string; sourceFileName: string };
}

async function statusOf(outcome: RunOutcome, testCase: CaseToRun, context: CheckContext): Promise<{ status: CaseStatus; message: string }> {
  const { verdict, result } = outcome;
  if (verdict === 'Runtime Error') {
    const stderr = forLearner(result.stderr.toString('utf8'), [context.job.box, context.job.root]);
    const error = describeRuntimeError({ ...context.program, exitCode: result.exitCode, signal: result.signal, stderr });
    if (error.name !== NON_ZERO_EXIT) return { status: verdict, message: error.name };
    return { status: verdict, message: result.exitCode === null ? 'Runtime Error' : `Runtime Error (exit code ${result.exitCode})` };
  }
  if (verdict === 'Internal Error') return { status: verdict, message: 'The judge failed to run this program. Please try again.' };
  if (verdict !== null) return { status: verdict, message: STOPPED_MESSAGES[verdict] ?? verdict };
  if (testCase.expectedOutput === undefined) return { status: 'Finished', message: '' };
  if (!context.checker) return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE };
  const answerPath = context.job.writePrivateFile(`case-${context.position + 1}.ans`, testCase.expectedOutput);
  // The check may move the output's memory to its thread: the answer's copy of it is taken first.
  const output = Buffer.from(result.stdout);
  const checked = await context.checker.check({ inputPath: context.inputPath, answerPath }, output);
  if (checked.isValidatorFailure) return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE };
  return checked.isAccepted ? { status: 'Passed', message: '' } : { status: 'Wrong Answer', message: checked.message };
}

/** A played case's status: the validator's say, or what stopped the program first (see decideInteraction). */
function interactionStatus(played: InteractionResult): { status: CaseStatus; message: string } {
  const { verdict } = played;
  if (verdict === 'Accepted') return { status: 'Passed', message: '' };
  if (verdict === 'Wrong Answer') return { status: verdict, message: played.message };
  if (verdict === 'Runtime Error') {
    const { exitCode } = played.submission.result;
    return { status: verdict, message: exitCode === null ? 'Runtime Error' : `Runtime Error (exit code ${exitCode})` };
  }
  if (verdict === 'Time Limit Exceeded' || verdict === 'Memory Limit Exceeded' || verdict === 'Output Limit Exceeded') {
    return { status: verdict, message: STOPPED_MESSAGES[verdict] ?? verdict };
  }
  return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE };
}

/**
 * An interactive problem's case: the program talks to the problem's validator,
 * which reads the case's input (and its expected output as the answer file, empty
 * when there is none) and decides; the conversation stands for the output.
 */
async function playCase(
  context: CheckContext & { sandbox: Sandbox },
  program: Pick<Parameters<typeof playInteraction>[0], 'language' | 'entry' | 'limits'> & { devNull: number },
  testCase: CaseToRun,
): Promise<CaseRunResult> {
  const validator = context.checker?.interaction;
  if (!validator) return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE, stdout: '', isStdoutTruncated: false, stderr: '', timeMs: 0, memoryKb: 0 };
  const answerPath = context.job.writePrivateFile(`case-${context.position + 1}.ans`, testCase.expectedOutput ?? '');
  const played = await playInteraction({
    sandbox: context.sandbox,
    job: context.job,
    language: program.language,
    entry: program.entry,
    limits: program.limits,
    stdinFd: program.devNull,
    validator,
    files: { inputPath: context.inputPath, answerPath },
    isRecorded: true,
  });
  const { result } = played.submission;
  const transcript = played.transcript ?? '';
  return {
    ...interactionStatus(played),
    stdout: transcript,
    isStdoutTruncated: transcript.endsWith(TRANSCRIPT_TRUNCATED_NOTE),
    stderr: forLearner(result.stderr.toString('utf8'), [context.job.box, context.job.root]),
    timeMs: result.cpuMs,
    memoryKb: Math.round(result.peakBytes / 1024),
  };
}
