import fs from 'node:fs';
import type { CaseStatus } from '@codepath/contract/compiler';
import type { ExecutionMethod, Language } from '@codepath/contract/enums';
import { forLearner, outputForLearner } from './checkers/learner-text.ts';
import { preparePackageChecker, type CheckedFiles, type PackageChecker } from './checkers/package-checker.ts';
import type { RunOutcome } from './execution.ts';
import { programExposure } from './exposure-gate.ts';
import { playInteraction, TRANSCRIPT_TRUNCATED_NOTE } from './interactive.ts';
import { LANGUAGES } from './languages/registry.ts';
import type { ProblemPackage } from './package/read-package.ts';
import type { TestCase } from './package/test-data.ts';
import type { JobPool } from './job-pool.ts';
import { withCompiledProgram, type PreparedProgram } from './program-job.ts';
import { failureText } from './run-failure.ts';
import { RUN_STDOUT_BYTES } from './run-program.ts';
import { runLimits, type ResourceLimits } from './sandbox/limits.ts';
import type { Sandbox } from './sandbox/types.ts';
import type { JobDir } from './sandbox/work-dir.ts';
import { writeLearnerSource } from './write-program.ts';

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
  /** The judge's prepared jobs (job-pool.ts); absent: a job made and removed here. */
  jobs?: JobPool;
  /** The problem: its limits, and its checker for the cases that carry an expected output. */
  pkg: ProblemPackage;
  language: Language;
  source: string;
  cases: readonly CaseToRun[];
}

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
  const program = { runner: language, source: input.source, write: (job: JobDir) => writeLearnerSource(job, pkg, input.language, input.source) };
  return withCompiledProgram({ sandbox, workRoot: input.workRoot, program, ...(input.jobs ? { jobs: input.jobs } : {}) }, async (prepared) => {
    const { compiled, job } = prepared;
    const compileOutput = forLearner(compiled.message);
    if (!compiled.isOk) {
      return { isCompiled: false, compileOutput: compileOutput || (compiled.verdict ?? 'Compilation Error'), cases: [], executionMethod: prepared.executionMethod };
    }
    let checker: PackageChecker | null = null;
    if (pkg.isInteractive || input.cases.some((testCase) => testCase.expectedOutput !== undefined)) {
      // A validator that does not compile is the package's fault: the checked cases say the judge failed.
      const checked = await preparePackageChecker({ sandbox, workRoot: input.workRoot, pkg });
      if (checked.ok) checker = checked.checker;
    }
    try {
      const limits = runLimits({ cpuMs: pkg.timeLimitMs, memoryBytes: pkg.memoryLimitBytes });
      const cases: CaseRunResult[] = [];
      let executionMethod = prepared.executionMethod;
      for (const [position, testCase] of input.cases.entries()) {
        const inputPath = job.writePrivateFile(`case-${position + 1}.in`, testCase.input);
        const validatorArgs = sampleValidatorArgs(pkg.samples, testCase.input);
        const context: CheckContext = { job, position, inputPath, checker, ...(validatorArgs ? { validatorArgs } : {}) };
        // The learner reads what each case printed: never beside a hidden test (exposure-gate.ts).
        if (pkg.isInteractive) {
          cases.push(await programExposure.during('seen', () => playCase(context, prepared, limits, testCase)));
          continue;
        }
        // The case's check goes through the gate with its run, as a grading's does: the package's validator is a
        // program whose verdict and message the learner reads (hostile review 32 saw it run beside another
        // grading's hidden tests).
        const { outcome, stdout, isStdoutTruncated, status } = await programExposure.during('seen', async () => {
          const stdinFd = fs.openSync(inputPath, 'r');
          let ran: RunOutcome;
          try {
            ran = await prepared.run({ stdinFd, limits });
          } finally {
            fs.closeSync(stdinFd);
          }
          const failed = prepared.failureOf(ran);
          return {
            outcome: ran,
            // Read before the check: the checker's thread takes the output's memory.
            stdout: outputForLearner(ran.result.stdout.subarray(0, RUN_STDOUT_BYTES).toString('utf8')),
            isStdoutTruncated: ran.result.stdout.length > RUN_STDOUT_BYTES,
            status: failed ? { status: failed.verdict, message: failureText(failed) } : await checkedStatus(ran, testCase, context),
          };
        });
        executionMethod = outcome.result.executionMethod;
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
      await checker?.dispose();
    }
  });
}

interface CheckContext {
  job: JobDir;
  position: number;
  inputPath: string;
  checker: PackageChecker | null;
  /** The sample group's own validator arguments, when it sets them: a case is checked as the samples are. */
  validatorArgs?: readonly string[];
}

/**
 * The validator arguments Run Code checks a case with: those of the sample whose input it is, else the first
 * sample's (a sample group sets them for all its tests), as grading checks the samples; none when no sample group
 * sets its own, so the package's apply.
 */
export function sampleValidatorArgs(samples: readonly TestCase[], input: string): readonly string[] | undefined {
  if (samples.every((sample) => sample.validatorArgs === undefined)) return undefined;
  const kinds = new Set(samples.map((sample) => JSON.stringify(sample.validatorArgs ?? null)));
  if (kinds.size === 1) return samples[0]?.validatorArgs;
  const same = samples.find((sample) => fs.readFileSync(sample.inputPath, 'utf8') === input);
  return (same ?? samples[0])?.validatorArgs;
}

function checkedFiles(context: CheckContext, answerPath: string): CheckedFiles {
  return { inputPath: context.inputPath, answerPath, ...(context.validatorArgs ? { validatorArgs: context.validatorArgs } : {}) };
}

/** A case that ran to its end: its output checked against the expected one, when it has one. */
async function checkedStatus(outcome: RunOutcome, testCase: CaseToRun, context: CheckContext): Promise<{ status: CaseStatus; message: string }> {
  if (testCase.expectedOutput === undefined) return { status: 'Finished', message: '' };
  if (!context.checker) return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE };
  const answerPath = context.job.writePrivateFile(`case-${context.position + 1}.ans`, testCase.expectedOutput);
  // The check may move the output's memory to its thread: the answer's copy of it is taken first.
  const output = Buffer.from(outcome.result.stdout);
  const checked = await context.checker.check(checkedFiles(context, answerPath), output);
  if (checked.isValidatorFailure) return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE };
  return checked.isAccepted ? { status: 'Passed', message: '' } : { status: 'Wrong Answer', message: checked.message };
}

/**
 * An interactive problem's case: the program talks to the problem's validator,
 * which reads the case's input (and its expected output as the answer file, empty
 * when there is none) and decides; the conversation stands for the output. What
 * stopped the program first is named as on any other case (see decideInteraction).
 */
async function playCase(context: CheckContext, program: PreparedProgram, limits: ResourceLimits, testCase: CaseToRun): Promise<CaseRunResult> {
  const validator = context.checker?.interaction;
  if (!validator) return { status: 'Internal Error', message: CHECK_FAILED_MESSAGE, stdout: '', isStdoutTruncated: false, stderr: '', timeMs: 0, memoryKb: 0 };
  const answerPath = context.job.writePrivateFile(`case-${context.position + 1}.ans`, testCase.expectedOutput ?? '');
  const played = await playInteraction({ program, limits, validator, files: checkedFiles(context, answerPath), isRecorded: true });
  const { result } = played.submission;
  const transcript = played.transcript ?? '';
  const failure = played.verdict === played.submission.verdict ? program.failureOf(played.submission) : null;
  const status: { status: CaseStatus; message: string } =
    played.verdict === 'Accepted'
      ? { status: 'Passed', message: '' }
      : played.verdict === 'Wrong Answer'
        ? { status: 'Wrong Answer', message: played.message }
        : failure
          ? { status: failure.verdict, message: failureText(failure) }
          : { status: 'Internal Error', message: CHECK_FAILED_MESSAGE };
  return {
    ...status,
    stdout: transcript,
    isStdoutTruncated: transcript.endsWith(TRANSCRIPT_TRUNCATED_NOTE),
    stderr: forLearner(result.stderr.toString('utf8'), [context.job.box, context.job.root]),
    timeMs: result.cpuMs,
    memoryKb: Math.round(result.peakBytes / 1024),
  };
}
