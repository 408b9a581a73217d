import fs from 'node:fs';
import { MAX_RETURNED_OUTPUT_BYTES } from '@codepath/contract/compiler';
import type { ExecutionMethod, Verdict } from '@codepath/contract/enums';
import { forLearner, outputForLearner } from './checkers/learner-text.ts';
import { writeSource } from './execution.ts';
import { programExposure } from './exposure-gate.ts';
import type { LanguageModule } from './languages/language.ts';
import type { JobPool } from './job-pool.ts';
import { withCompiledProgram } from './program-job.ts';
import type { RunFailure } from './run-failure.ts';
import { runLimits, type ResourceLimits } from './sandbox/limits.ts';
import type { LimitEnforcement, Sandbox } from './sandbox/types.ts';
import type { JobDir } from './sandbox/work-dir.ts';

export interface ProgramResult {
  /** Accepted means the program compiled, ran within its limits and exited with status 0. */
  verdict: Verdict;
  /** The start of the output (see RUN_STDOUT_BYTES), decoded as UTF-8, NUL shown as U+FFFD. */
  stdout: string;
  /** The program printed more than `stdout` holds. */
  isStdoutTruncated: boolean;
  stderr: string;
  exitCode: number | null;
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  executionMethod: ExecutionMethod;
  /** Compiler messages (warnings or errors), sandbox paths removed. */
  compileOutput: string;
  /** How the run failed, in the learner's words (run-failure.ts), when it ran and did not end normally. */
  failure?: RunFailure;
  /** Wall-clock milliseconds of the compile step, when the language has one. */
  compileMs?: number;
  enforcement?: LimitEnforcement;
}

export interface RunProgramInput {
  sandbox: Sandbox;
  workRoot: string;
  /** The judge's prepared jobs (job-pool.ts); absent: a job made and removed here. */
  jobs?: JobPool;
  language: LanguageModule;
  source: string;
  stdin: string;
  limits?: Partial<ResourceLimits>;
  /** The judge's own program (a self-test): what it reads into the page cache stays there. */
  keepsPageCache?: boolean;
}

export const DEFAULT_RUN_LIMITS = runLimits({ cpuMs: 2000, memoryBytes: 256 * 1024 * 1024 });

/**
 * A run may print 32 MiB; its answer shows 64 KiB. Keeping a few bytes more than
 * that lets the answer still see that the output went on (and say so), while the
 * judge never decodes or passes on more than this.
 */
export const RUN_STDOUT_BYTES = MAX_RETURNED_OUTPUT_BYTES + 4;

/** The program's own output is shown as printed, except NUL (which text columns reject). */
function decodeStdout(bytes: Buffer): string {
  return outputForLearner(bytes.subarray(0, RUN_STDOUT_BYTES).toString('utf8'));
}

export async function runProgramOnce(input: RunProgramInput): Promise<ProgramResult> {
  const limits = { ...DEFAULT_RUN_LIMITS, ...input.limits };
  if (input.limits?.cpuMs !== undefined && input.limits.wallMs === undefined) limits.wallMs = 2 * limits.cpuMs + 1000;
  const { language, source } = input;
  const program = { runner: language, source, write: (job: JobDir) => writeSource(language, job, source) };
  return withCompiledProgram({ sandbox: input.sandbox, workRoot: input.workRoot, program, ...(input.jobs ? { jobs: input.jobs } : {}), ...(input.keepsPageCache ? { keepsPageCache: true } : {}) }, async (prepared) => {
    const { compiled, job } = prepared;
    const compileMs = language.compileCommand ? { compileMs: compiled.wallMs } : {};
    if (!compiled.isOk) {
      return {
        verdict: compiled.verdict ?? 'Compilation Error',
        stdout: '',
        isStdoutTruncated: false,
        stderr: forLearner(compiled.message),
        exitCode: null,
        timeMs: 0,
        wallMs: 0,
        memoryKb: 0,
        executionMethod: prepared.executionMethod,
        compileOutput: forLearner(compiled.message),
        ...compileMs,
      };
    }
    const stdinFd = fs.openSync(job.writePrivateFile('stdin', input.stdin), 'r');
    let outcome;
    try {
      // The learner reads what it printed: never beside a hidden test (exposure-gate.ts).
      outcome = await programExposure.during('seen', () => prepared.run({ stdinFd, limits }));
    } finally {
      fs.closeSync(stdinFd);
    }
    const { result } = outcome;
    const failure = prepared.failureOf(outcome);
    return {
      verdict: outcome.verdict ?? 'Accepted',
      stdout: decodeStdout(result.stdout),
      isStdoutTruncated: result.stdout.length > RUN_STDOUT_BYTES,
      // Capped by the sandbox (64 KiB). Runtime messages may name the job's folder when running natively.
      stderr: forLearner(result.stderr.toString('utf8'), [job.box, job.root, input.workRoot]),
      exitCode: result.exitCode,
      timeMs: result.cpuMs,
      wallMs: result.wallMs,
      memoryKb: Math.round(result.peakBytes / 1024),
      executionMethod: result.executionMethod,
      compileOutput: forLearner(compiled.message),
      ...compileMs,
      ...(failure ? { failure } : {}),
      enforcement: result.enforcement,
    };
  });
}
