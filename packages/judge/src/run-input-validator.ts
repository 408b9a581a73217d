import fs from 'node:fs';
import { VALIDATOR_ACCEPT, VALIDATOR_REJECT } from './checkers/custom-validator.ts';
import { forLearner } from './checkers/learner-text.ts';
import { runInBox } from './execution.ts';
import { MIB, runLimits } from './sandbox/limits.ts';
import type { Sandbox } from './sandbox/types.ts';
import type { CompiledProgram } from './validator-program.ts';

/** Kattis input validator protocol: exit 42 valid, 43 invalid; anything else is the validator's own failure. */
export type InputVerdict = { kind: 'valid' | 'invalid' | 'failed'; message: string };

const INPUT_VALIDATOR_LIMITS = runLimits({ cpuMs: 10_000, memoryBytes: 1024 * MIB });
const MESSAGE_CHARS = 300;

/** What the validator printed, on one line: its reason for rejecting, or its crash. */
function messageOf(program: CompiledProgram, stdout: Buffer, stderr: Buffer): string {
  const text = `${stdout.subarray(0, 4096).toString('utf8')}\n${stderr.subarray(0, 4096).toString('utf8')}`;
  const oneLine = forLearner(text, program.hostPaths).trim().split(/\s*\n\s*/).join(' / ');
  return oneLine.length > MESSAGE_CHARS ? `${oneLine.slice(0, MESSAGE_CHARS)}…` : oneLine;
}

/** Runs a compiled input validator in the sandbox (seccomp filter included) with the input on stdin. */
export async function runInputValidator(sandbox: Sandbox, program: CompiledProgram, inputPath: string, args: readonly string[]): Promise<InputVerdict> {
  const stdinFd = fs.openSync(inputPath, 'r');
  try {
    const outcome = await runInBox({
      sandbox,
      language: program.language,
      entry: program.entry,
      job: program.job,
      stdinFd,
      limits: INPUT_VALIDATOR_LIMITS,
      args,
    });
    const { exitCode, stdout, stderr } = outcome.result;
    const message = messageOf(program, stdout, stderr);
    if (outcome.verdict === null || outcome.verdict === 'Runtime Error') {
      if (exitCode === VALIDATOR_ACCEPT) return { kind: 'valid', message };
      if (exitCode === VALIDATOR_REJECT) return { kind: 'invalid', message };
    }
    const ending = outcome.verdict === null || outcome.verdict === 'Runtime Error' ? `exit code ${exitCode ?? outcome.result.signal ?? '?'}` : outcome.verdict;
    return { kind: 'failed', message: `ended with ${ending} instead of 42 or 43${message ? `: ${message}` : ''}` };
  } finally {
    fs.closeSync(stdinFd);
  }
}
