import fs from 'node:fs';
import { MAX_RETURNED_OUTPUT_BYTES } from '@codepath/contract/compiler';
import type { ExecutionMethod, Verdict } from '@codepath/contract/enums';
import { forLearner } from './checkers/learner-text.ts';
import { compileInBox, runInBox, writeSource } from './execution.ts';
import type { LanguageModule } from './languages/language.ts';
import { runLimits, type ResourceLimits } from './sandbox/limits.ts';
import type { LimitEnforcement, Sandbox } from './sandbox/sandbox.ts';
import { createJobDir } from './sandbox/work-dir.ts';

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
  /** Wall-clock milliseconds of the compile step, when the language has one. */
  compileMs?: number;
  enforcement?: LimitEnforcement;
}

export interface RunProgramInput {
  sandbox: Sandbox;
  workRoot: string;
  language: LanguageModule;
  source: string;
  stdin: string;
  limits?: Partial<ResourceLimits>;
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
  return forLearner(bytes.subarray(0, RUN_STDOUT_BYTES).toString('utf8'));
}

export async function runProgramOnce(input: RunProgramInput): Promise<ProgramResult> {
  const limits = { ...DEFAULT_RUN_LIMITS, ...input.limits };
  if (input.limits?.cpuMs !== undefined && input.limits.wallMs === undefined) limits.wallMs = 2 * limits.cpuMs + 1000;
  const job = await createJobDir(input.workRoot);
  const stdinPath = job.writePrivateFile('stdin', input.stdin);
  const stdinFd = fs.openSync(stdinPath, 'r');
  try {
    const entry = writeSource(input.language, job, input.source);
    const compiled = await compileInBox(input.sandbox, input.language, entry, job, stdinFd);
    const compileMs = input.language.compileCommand ? { compileMs: compiled.wallMs } : {};
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
        executionMethod: input.sandbox.executionMethod,
        compileOutput: forLearner(compiled.message),
        ...compileMs,
      };
    }
    const outcome = await runInBox({ sandbox: input.sandbox, language: input.language, entry, job, stdinFd, limits });
    const { result } = outcome;
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
      enforcement: result.enforcement,
    };
  } finally {
    fs.closeSync(stdinFd);
    await job.remove();
  }
}
