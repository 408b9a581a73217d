import fs from 'node:fs';
import type { ExecutionMethod, Language, Verdict } from '@codepath/contract/enums';
import { forLearner, outputForLearner } from './checkers/learner-text.ts';
import { preparePackageChecker } from './checkers/package-checker.ts';
import { runTestsInOrder } from './grade-tests.ts';
import { playInteraction } from './interactive.ts';
import { programExposure } from './exposure-gate.ts';
import type { JudgingSlots } from './judging-slots.ts';
import { LANGUAGES } from './languages/registry.ts';
import { scriptsRunner } from './languages/scripts.ts';
import type { ProgramFolder, ScriptedFolder } from './package/program-folder.ts';
import type { JobPool } from './job-pool.ts';
import { withCompiledProgram } from './program-job.ts';
import { failureText } from './run-failure.ts';
import { startScoringRun, type ScoreResult } from './scoring.ts';
import type { ProblemPackage } from './package/read-package.ts';
import { readThrough } from './read-through.ts';
import { runLimits } from './sandbox/limits.ts';
import { takeOutputMemory } from './sandbox/output-buffer.ts';
import type { LimitEnforcement, Sandbox } from './sandbox/types.ts';
import type { JobDir } from './sandbox/work-dir.ts';
import { writeFolder, writeLearnerSource } from './write-program.ts';

export type GradeMode = 'first-failure' | 'all';

export interface TestResult {
  /** 1-based position among all tests, samples first. */
  index: number;
  name: string;
  isSample: boolean;
  verdict: Verdict;
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  /** Checker feedback for a rejected answer; for a Runtime Error its name and the learner's frames. */
  message: string;
  /** A Runtime Error's name, safe to show on a hidden test (`runtime-error.ts`). */
  errorName?: string;
  /**
   * What the program printed, as text (its first 8 KiB, as judged): kept
   * for a failing sample only, so nobody runs it again to show the learner.
   */
  output?: string;
  /** Scoring problems: what the validator wrote to score.txt for an accepted test, when it did. */
  score?: number;
}

/** How much of a failing sample's output a result keeps. */
export const KEPT_SAMPLE_OUTPUT_BYTES = 8 * 1024;

export interface GradeResult {
  verdict: Verdict;
  compileOutput: string;
  tests: TestResult[];
  /** The slowest test's CPU time and the largest peak memory. */
  timeMs: number;
  memoryKb: number;
  testCount: number;
  executionMethod: ExecutionMethod;
  /** Wall-clock milliseconds of the compile step, when the language has one. */
  compileMs?: number;
  /** Which mechanism enforced each limit on the test runs (absent when nothing ran). */
  enforcement?: LimitEnforcement;
  /**
   * Scoring problems only: the points earned, out of the maximum, and each test
   * group's. The verdict stays the first failing test's (Accepted when none failed).
   */
  scoring?: ScoreResult;
}

export interface GradeInput {
  sandbox: Sandbox;
  workRoot: string;
  /** The judge's prepared jobs (job-pool.ts); absent: a job made and removed here. */
  jobs?: JobPool;
  pkg: ProblemPackage;
  language: Language;
  source: string;
  /** The package's name for the file (`hello.java`), when it has one: Java may take its main class from it. */
  fileName?: string;
  /** A package's submission that is a folder (`judge verify`): judged in place of `source`, which is then its main file. */
  folder?: ProgramFolder | ScriptedFolder;
  /**
   * 'first-failure' stops at the first failing test (submissions); 'all' runs every test.
   * A scoring problem runs every test either way, but for those its groups skip.
   */
  mode: GradeMode;
  /** Called once per test, in test order. */
  onTestResult?: (result: TestResult) => void;
  /**
   * The judge's slots: the tests of a pass-fail, non-interactive problem also run
   * on those idle right now (the grading's caller holds its own). Absent: one test at a time.
   */
  slots?: Pick<JudgingSlots, 'total' | 'tryBorrow'>;
}

/** One test's result and how its limits were enforced, before it is reported. */
interface GradedTest {
  testResult: TestResult;
  enforcement: LimitEnforcement;
}

/**
 * Compile once, then samples and secret tests, reported in order (several run at
 * once when judging slots are idle; see grade-tests.ts). The overall verdict is
 * the first failing test's in that order, whichever failed first in time: the
 * learner fixes failures in the order tests are listed.
 */
export async function gradeSubmission(input: GradeInput): Promise<GradeResult> {
  const { pkg, sandbox } = input;
  const tests = [...pkg.samples, ...pkg.secretTests];
  const result: GradeResult = {
    verdict: 'Accepted',
    compileOutput: '',
    tests: [],
    timeMs: 0,
    memoryKb: 0,
    testCount: tests.length,
    executionMethod: sandbox.executionMethod,
  };
  const { folder } = input;
  const language = LANGUAGES[input.language];
  const program = {
    // A package's folder with `build`/`run` scripts is built and started by them, not by its language.
    runner: folder && 'scripts' in folder ? scriptsRunner(folder.scripts) : language,
    source: input.source,
    write: (job: JobDir) => writeLearnerSource(job, pkg, input.language, input.source, input.fileName, (except) => (folder ? writeFolder(job, folder, except) : undefined)),
  };
  return withCompiledProgram({ sandbox, workRoot: input.workRoot, program, ...(input.jobs ? { jobs: input.jobs } : {}) }, async (prepared) => {
    const { compiled, job } = prepared;
    result.compileOutput = forLearner(compiled.message);
    if (prepared.runner.compileCommand) result.compileMs = compiled.wallMs;
    if (!compiled.isOk) {
      result.verdict = compiled.verdict ?? 'Compilation Error';
      return result;
    }
    const checked = await preparePackageChecker({ sandbox, workRoot: input.workRoot, pkg });
    if (!checked.ok) {
      result.verdict = 'Internal Error';
      result.compileOutput = checked.message;
      return result;
    }
    const { checker } = checked;
    try {
      const limits = runLimits({ cpuMs: pkg.timeLimitMs, memoryBytes: pkg.memoryLimitBytes });
      const scoring = pkg.scoring ? startScoringRun(pkg.scoring) : undefined;
      const hostPaths = [input.workRoot, pkg.dir];
      const gradeTest = async (position: number, abortSignal: AbortSignal): Promise<GradedTest | null> => {
        const test = tests[position];
        if (!test || scoring?.isSkipped(test)) return null;
        // Every page of the test's input and answer cached before its program runs: what the judge reads of them
        // (the input as fast as the program takes it, the answer as far as the output matches) caches no more.
        if (!test.isSample) await Promise.all([readThrough(test.inputPath), readThrough(test.answerPath)]);
        // A sample's output may be shown to the learner: it never runs beside a hidden test, this grading's or another's.
        // The output's check is the test's too: a validator's work (how long it runs, what it maps) follows the output,
        // which a hidden test's program chooses from its input; checked beside a Run, it was a way around the gate
        // (hostile review 30).
        const { played, outcome, outputHead, printedBytes, checked } = await programExposure.during(
          test.isSample ? 'seen' : 'hidden',
          async () => {
            // Interactive: the validator talks to the program and decides; a sample's conversation stands for its output.
            if (checker.interaction) {
              const interaction = await playInteraction({ program: prepared, limits, validator: checker.interaction, files: test, isRecorded: test.isSample });
              const transcript = interaction.transcript ?? '';
              return {
                played: interaction,
                outcome: interaction.submission,
                outputHead: test.isSample ? Buffer.from(transcript).subarray(0, KEPT_SAMPLE_OUTPUT_BYTES) : null,
                printedBytes: Buffer.byteLength(transcript),
                checked: undefined,
              };
            }
            // The output is kept in memory of the whole limit's size, written through once and reused, and checked
            // where it is: the judge's memory never follows what a hidden test printed (hostile review 31).
            const outputMemory = await takeOutputMemory(limits.stdoutBytes);
            try {
              const stdinFd = fs.openSync(test.inputPath, 'r');
              let ran;
              try {
                ran = await prepared.run({ stdinFd, limits, abortSignal, outputMemory });
              } finally {
                fs.closeSync(stdinFd);
              }
              const { stdout } = ran.result;
              return {
                played: undefined,
                outcome: ran,
                // Copied: the memory goes on to another test once this one is checked.
                outputHead: test.isSample ? Buffer.from(stdout.subarray(0, KEPT_SAMPLE_OUTPUT_BYTES)) : null,
                printedBytes: stdout.length,
                // A later test stopped by an earlier failure is not checked: nobody reads its result.
                checked: ran.verdict === null && !abortSignal.aborted ? await checker.check(test, stdout) : undefined,
              };
            } finally {
              outputMemory.release();
            }
          },
          abortSignal,
        );
        if (abortSignal.aborted) return null;
        let verdict: Verdict = played?.verdict ?? outcome.verdict ?? 'Accepted';
        let message = played?.message ?? '';
        let score = played?.score;
        // Only a head cut at the limit may end inside a character; output that ends in one is shown as printed.
        const isOutputCut = printedBytes > KEPT_SAMPLE_OUTPUT_BYTES;
        if (checked) {
          verdict = checked.isValidatorFailure ? 'Internal Error' : checked.isAccepted ? 'Accepted' : 'Wrong Answer';
          message = checked.message;
          score = checked.score;
        } else if (outcome.verdict === 'Internal Error') {
          message = forLearner(outcome.result.setupError ?? '', [job.root, ...hostPaths]);
        }
        // Named from the program's stderr as Run names it (program-job.ts scrubs the job's own paths): the package's
        // folder is not the program's to see, and scrubbing it here alone would let a program make the two differ.
        const failure = verdict === 'Runtime Error' ? prepared.failureOf(outcome) : null;
        if (failure) message = failureText(failure);
        const testResult: TestResult = {
          index: position + 1,
          name: test.name,
          isSample: test.isSample,
          verdict,
          timeMs: outcome.result.cpuMs,
          wallMs: outcome.result.wallMs,
          memoryKb: Math.round(outcome.result.peakBytes / 1024),
          message,
          ...(failure ? { errorName: test.isSample ? failure.name : failure.hiddenName } : {}),
          ...(score !== undefined && verdict === 'Accepted' ? { score } : {}),
        };
        if (outputHead && verdict !== 'Accepted') {
          const text = outputHead.toString('utf8');
          testResult.output = outputForLearner(isOutputCut ? text.replace(/\uFFFD$/, '') : text);
        }
        return { testResult, enforcement: outcome.result.enforcement };
      };
      await runTestsInOrder({
        count: tests.length,
        // A scoring problem decides what to skip from the results before, and an interactive test holds two sandboxes.
        slots: scoring || checker.interaction ? undefined : input.slots,
        barrier: pkg.samples.length,
        runTest: gradeTest,
        isStop: ({ testResult: { verdict } }) => (scoring ? verdict === 'Internal Error' : input.mode === 'first-failure' && verdict !== 'Accepted'),
        onResult(position, { testResult, enforcement }) {
          result.tests.push(testResult);
          result.enforcement = enforcement;
          result.timeMs = Math.max(result.timeMs, testResult.timeMs);
          result.memoryKb = Math.max(result.memoryKb, testResult.memoryKb);
          input.onTestResult?.(testResult);
          const test = tests[position];
          if (scoring && test) scoring.record(test, testResult.verdict === 'Accepted', testResult.score);
          // A scoring problem's Internal Error stops it: points judged by a failing judge mean nothing.
          if (testResult.verdict !== 'Accepted' && (result.verdict === 'Accepted' || (scoring && testResult.verdict === 'Internal Error'))) {
            result.verdict = testResult.verdict;
          }
        },
      });
      if (scoring && result.verdict !== 'Internal Error') result.scoring = scoring.result();
      return result;
    } finally {
      await checker.dispose();
    }
  });
}
