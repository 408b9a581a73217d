import fs from 'node:fs';
import path from 'node:path';
import { runInBox } from '../execution.ts';
import type { EntryPoint, ProgramRunner } from '../languages/language.ts';
import type { ValidatorProgram } from '../package/read-package.ts';
import { MIB, runLimits } from '../sandbox/limits.ts';
import type { Sandbox, StreamedStdio } from '../sandbox/types.ts';
import type { JobDir } from '../sandbox/work-dir.ts';
import type { Verdict } from '@codepath/contract/enums';
import type { CheckResult } from './default-checker.ts';
import { forLearner } from './learner-text.ts';
import { compilePackageProgram } from '../validator-program.ts';

/** Kattis output validator protocol exit codes. */
export const VALIDATOR_ACCEPT = 42;
export const VALIDATOR_REJECT = 43;

const VALIDATOR_LIMITS = runLimits({ cpuMs: 10_000, memoryBytes: 1024 * MIB });
const FEEDBACK_CAP_BYTES = 4096;
/** How much of a failed build's output a message keeps. */
const BUILD_OUTPUT_CAP_CHARS = 2000;
const isRoot = process.getuid?.() === 0;

/**
 * `exitedAt`: when the validator ended (performance.now()), which an interaction's verdict depends on.
 * `score`: what an accepting validator wrote to score.txt (scoring problems), when it did.
 */
export type ValidatorCheckResult = ((CheckResult & { isValidatorFailure: false; score?: number }) | { isValidatorFailure: true; message: string }) & { exitedAt: number };

/** A validator facing a live submission: its stdio, an abort, and its wall limit (see interactive.ts). */
export interface InteractionLink {
  streams: StreamedStdio;
  abortSignal: AbortSignal;
  wallMs: number;
}

/** A test's files, and its group's own validator arguments when it has them (they replace the package's). */
export interface ValidatedFiles {
  inputPath: string;
  answerPath: string;
  validatorArgs?: readonly string[];
}

export interface OutputValidator {
  check(input: ValidatedFiles & { output: Buffer }): Promise<ValidatorCheckResult>;
  /** Interactive problems: the validator talks to the submission instead of reading its finished output. */
  interact(input: ValidatedFiles, link: InteractionLink): Promise<ValidatorCheckResult>;
  dispose(): Promise<void>;
}

export type PrepareValidatorResult = { ok: true; validator: OutputValidator } | { ok: false; message: string };

/**
 * Reads a feedback file of the validator's without following a link it may have
 * planted there, and without waiting on a FIFO it may have made instead (O_NONBLOCK:
 * the open returns at once; anything but a regular file is ignored).
 */
function readFeedback(feedbackDir: string, fileName = 'judgemessage.txt'): string {
  let fd: number;
  try {
    fd = fs.openSync(path.join(feedbackDir, fileName), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return '';
  }
  try {
    if (!fs.fstatSync(fd).isFile()) return '';
    const buffer = Buffer.alloc(FEEDBACK_CAP_BYTES);
    const length = fs.readSync(fd, buffer, 0, FEEDBACK_CAP_BYTES, 0);
    return buffer.subarray(0, length).toString('utf8').trim();
  } finally {
    fs.closeSync(fd);
  }
}

/** score.txt of a scoring problem's validator: undefined when absent, null when not a number. */
function readScore(feedbackDir: string): number | undefined | null {
  const text = readFeedback(feedbackDir, 'score.txt');
  if (text === '') return undefined;
  const score = Number(text);
  return Number.isFinite(score) ? score : null;
}

interface ValidatorContext {
  sandbox: Sandbox;
  job: JobDir;
  language: ProgramRunner;
  entry: EntryPoint;
  flags: readonly string[];
  hostPaths: readonly string[];
  /** Scoring problems: score.txt counts, and one that is not a number is the package's fault. */
  readsScore: boolean;
}

/** How the validator's stdin is fed: the team output from a file, or a live submission (interactive). */
type ValidatorStdin = { output: Buffer } | { streams: StreamedStdio; abortSignal: AbortSignal; wallMs: number };

/** A validator's end by one of its limits, as the message names the limit. */
const EXHAUSTED_RESOURCE: Partial<Record<Verdict, string>> = {
  'Time Limit Exceeded': 'time',
  'Memory Limit Exceeded': 'memory',
  'Output Limit Exceeded': 'room for its own output',
};

/** A file of the validator's feedback folder reached the file-size limit (a write past it failed or killed it). */
function hasFilledFeedback(feedbackDir: string, fileSizeBytes: number): boolean {
  try {
    return fs.readdirSync(feedbackDir, { withFileTypes: true }).some((entry) => entry.isFile() && fs.statSync(path.join(feedbackDir, entry.name)).size >= fileSizeBytes);
  } catch {
    return false;
  }
}

/** One validator run in the sandbox, with the test's files at /data and a writable /feedback/. */
async function runValidator(
  context: ValidatorContext,
  runIndex: number,
  files: ValidatedFiles,
  stdin: ValidatorStdin,
): Promise<ValidatorCheckResult> {
  const { job, hostPaths } = context;
  const runDir = path.join(job.root, `run-${runIndex}`);
  const dataDir = path.join(runDir, 'data');
  const feedbackDir = path.join(runDir, 'feedback');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(runDir, 0o711);
  fs.mkdirSync(feedbackDir, { mode: 0o755 });
  if (isRoot) fs.chownSync(feedbackDir, job.uid, job.uid);
  // The copies keep their source's mode: a learner's case lives in a private (0600) file, which the validator must read too.
  for (const [source, name] of [[files.inputPath, 'judge_in'], [files.answerPath, 'judge_ans']] as const) {
    await fs.promises.copyFile(source, path.join(dataDir, name));
    await fs.promises.chmod(path.join(dataDir, name), 0o444);
  }
  const outputPath = path.join(runDir, 'team_output');
  // Up to 32 MiB: written without blocking the event loop.
  await fs.promises.writeFile(outputPath, 'output' in stdin ? stdin.output : '', { flag: 'wx', mode: 0o600 });
  const stdinFd = fs.openSync(outputPath, 'r');
  try {
    const limits = 'streams' in stdin ? { ...VALIDATOR_LIMITS, wallMs: stdin.wallMs } : VALIDATOR_LIMITS;
    const outcome = await runInBox({
      sandbox: context.sandbox,
      language: context.language,
      entry: context.entry,
      job,
      stdinFd,
      limits,
      // What it prints follows the output it reads, and nothing reads it: counted against its limit, kept nowhere.
      outputMemory: 'dropped',
      args: ['/data/judge_in', '/data/judge_ans', '/feedback/', ...(files.validatorArgs ?? context.flags)],
      extraBinds: [
        { hostPath: dataDir, sandboxPath: '/data', isWritable: false },
        { hostPath: feedbackDir, sandboxPath: '/feedback', isWritable: true },
      ],
      ...('streams' in stdin ? { streams: stdin.streams, abortSignal: stdin.abortSignal } : {}),
    });
    const feedback = forLearner(readFeedback(feedbackDir), hostPaths);
    const exitCode = outcome.result.exitCode;
    // When it ended, or earlier ended its output (a joined validator's client saw it): the submission can react to
    // that end only after it (interactive.ts).
    const exitedAt = Math.min(outcome.result.exitedAt, outcome.result.outputEndedAt ?? Number.POSITIVE_INFINITY);
    if (outcome.verdict === null || outcome.verdict === 'Runtime Error') {
      if (exitCode === VALIDATOR_ACCEPT) {
        const score = context.readsScore ? readScore(feedbackDir) : undefined;
        if (score === null) return { isValidatorFailure: true, message: 'output validator wrote a score.txt that is not a number', exitedAt };
        return { isValidatorFailure: false, isAccepted: true, message: feedback, exitedAt, ...(score !== undefined ? { score } : {}) };
      }
      if (exitCode === VALIDATOR_REJECT) return { isValidatorFailure: false, isAccepted: false, message: feedback, exitedAt };
    }
    // Out of time or memory on a submission's output (its limits are far above what an accepted output
    // takes, which judge verify proves): the output's doing, so the submission's loss, never a free retry.
    // Interactive too: what a joined submission writes is counted by no output limit, and a single line of
    // 700 MiB takes a validator that reads lines past its memory; a validator that logs what it reads is
    // flooded past its own output limit. (A submission that only waits meets its own wall limit first.)
    // So is a feedback file written up to the file-size limit (a validator quoting what it read), however the
    // validator then ended: told by the file's size, not by anything it printed.
    const resource = (outcome.verdict !== null ? EXHAUSTED_RESOURCE[outcome.verdict] : undefined) ?? (hasFilledFeedback(feedbackDir, limits.fileSizeBytes) ? 'room for its feedback' : undefined);
    if (resource) return { isValidatorFailure: false, isAccepted: false, message: `The output validator ran out of ${resource} checking this output.`, exitedAt };
    const stderr = forLearner(outcome.result.stderr.toString('utf8'), hostPaths).trim().slice(0, 500);
    return {
      isValidatorFailure: true,
      // What it printed goes on the lines below, for the package's author (judge verify): it may echo the
      // submission's output or the test's data, so the server logs only the first line.
      message: `output validator ended with ${outcome.verdict ?? `exit code ${exitCode}`} instead of 42 or 43${stderr ? `:\n${stderr}` : ''}`,
      exitedAt,
    };
  } finally {
    fs.closeSync(stdinFd);
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

/**
 * Compiles a Kattis-protocol output validator once (a folder's sources together, or
 * its `build` script, in the sandbox); each check runs it in the sandbox.
 */
export async function prepareOutputValidator(input: {
  sandbox: Sandbox;
  workRoot: string;
  program: ValidatorProgram;
  flags: readonly string[];
  /** The problem package's folder, another host path a message must not show. */
  packageDir: string;
  readsScore?: boolean;
}): Promise<PrepareValidatorResult> {
  const compiled = await compilePackageProgram(input);
  if (!compiled.ok) {
    const failure = input.program.language === 'scripts' ? "output validator's build script failed" : 'output validator does not compile';
    return { ok: false, message: `${failure}: ${compiled.message.slice(0, BUILD_OUTPUT_CAP_CHARS)}` };
  }
  const { language, entry, job, hostPaths } = compiled.program;
  let runCount = 0;
  const context: ValidatorContext = {
    sandbox: input.sandbox,
    job,
    language,
    entry,
    flags: input.flags,
    hostPaths,
    readsScore: input.readsScore ?? false,
  };
  return {
    ok: true,
    validator: {
      check: ({ output, ...files }) => {
        runCount += 1;
        return runValidator(context, runCount, files, { output });
      },
      interact: (files, link) => {
        runCount += 1;
        return runValidator(context, runCount, files, link);
      },
      dispose: () => job.remove(),
    },
  };
}
