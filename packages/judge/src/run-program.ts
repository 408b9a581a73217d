import fs from 'node:fs';
import type { ExecutionMethod, Verdict } from '@codepath/contract/enums';
import { compileInBox, runInBox } from './execution.ts';
import type { LanguageModule } from './languages/language.ts';
import { runLimits, type ResourceLimits } from './sandbox/limits.ts';
import type { LimitEnforcement, Sandbox } from './sandbox/sandbox.ts';
import { createJobDir } from './sandbox/work-dir.ts';

export interface ProgramResult {
  /** Accepted means the program compiled, ran within its limits and exited with status 0. */
  verdict: Verdict;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  executionMethod: ExecutionMethod;
  /** Compiler messages (warnings or errors), sandbox paths removed. */
  compileOutput: string;
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

export async function runProgramOnce(input: RunProgramInput): Promise<ProgramResult> {
  const limits = { ...DEFAULT_RUN_LIMITS, ...input.limits };
  if (input.limits?.cpuMs !== undefined && input.limits.wallMs === undefined) limits.wallMs = 2 * limits.cpuMs + 1000;
  const job = createJobDir(input.workRoot);
  const stdinPath = job.writePrivateFile('stdin', input.stdin);
  const stdinFd = fs.openSync(stdinPath, 'r');
  try {
    job.writeBoxFile(input.language.sourceFileName, input.source);
    const compiled = await compileInBox(input.sandbox, input.language, job, stdinFd);
    if (!compiled.isOk) {
      return {
        verdict: compiled.verdict ?? 'Compilation Error',
        stdout: '',
        stderr: compiled.message,
        exitCode: null,
        timeMs: 0,
        wallMs: 0,
        memoryKb: 0,
        executionMethod: input.sandbox.executionMethod,
        compileOutput: compiled.message,
      };
    }
    const outcome = await runInBox({ sandbox: input.sandbox, language: input.language, job, stdinFd, limits });
    const { result } = outcome;
    return {
      verdict: outcome.verdict ?? 'Accepted',
      stdout: result.stdout.toString('utf8'),
      stderr: result.stderr.toString('utf8'),
      exitCode: result.exitCode,
      timeMs: result.cpuMs,
      wallMs: result.wallMs,
      memoryKb: Math.round(result.peakBytes / 1024),
      executionMethod: result.executionMethod,
      compileOutput: compiled.message,
      enforcement: result.enforcement,
    };
  } finally {
    fs.closeSync(stdinFd);
    job.remove();
  }
}
