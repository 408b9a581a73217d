import fs from 'node:fs';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import type { Sandbox, SandboxCommand } from '@codepath/judge/sandbox/types';
import { COMPILE_LIMITS, runLimits } from '@codepath/judge/sandbox/limits';
import { createJobDir, type JobDir } from '@codepath/judge/sandbox/work-dir';
import { warmBind, type WarmToolchain } from '@codepath/judge/warm/warm-toolchain';
import { median, timed } from './stats.ts';

/** A command run in the sandbox, or a job the judge does another way (a compile on the long-lived compiler). */
export type Side = { command: SandboxCommand; warm?: WarmToolchain } | { inJob: (job: JobDir) => Promise<void> };

export interface Comparison {
  label: string;
  oursName: string;
  plainName: string;
  files: Record<string, string | Buffer>;
  ours: Side;
  plain: Side;
  /** Compiling: a writable box and the compile limits; otherwise a run's. */
  isCompile: boolean;
}

/** One side-by-side figure: the medians of both sides, measured in alternation so load weighs on both alike. */
export interface WarmFigure {
  label: string;
  oursName: string;
  plainName: string;
  oursMs: number;
  plainMs: number;
}

const COMPILE_ROUNDS = 7;
const START_ROUNDS = 30;
const RUN_LIMITS = runLimits({ cpuMs: 5000, memoryBytes: 256 * 1024 * 1024 });

/** Wall time of one sandboxed command in a fresh job holding `files` (job set-up and removal not counted). */
async function timeInSandbox(sandbox: Sandbox, workRoot: string, files: Comparison['files'], side: Side, isCompile: boolean): Promise<number> {
  const job = await createJobDir(workRoot);
  for (const [name, content] of Object.entries(files)) job.writeBoxFile(name, content);
  if ('inJob' in side) {
    const { ms } = await timed(() => side.inJob(job));
    await job.remove();
    return ms;
  }
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const { ms, value } = await timed(() =>
      sandbox.execute({
        workDirHost: job.box,
        isWorkDirWritable: isCompile,
        extraReadOnlyPaths: LANGUAGES.java.extraReadOnlyPaths,
        extraBinds: side.warm ? [warmBind(side.warm)] : [],
        command: side.command,
        stdinFd: devNull,
        limits: isCompile ? COMPILE_LIMITS : RUN_LIMITS,
        canBoundByAddressSpace: false,
      }),
    );
    if (value.exitCode !== 0) throw new Error(`${side.command.argv.join(' ')} failed: ${value.stderr.toString('utf8').slice(0, 300)}`);
    return ms;
  } finally {
    fs.closeSync(devNull);
    await job.remove();
  }
}

export async function compareInSandbox(sandbox: Sandbox, workRoot: string, comparison: Comparison): Promise<WarmFigure> {
  const ours: number[] = [];
  const plain: number[] = [];
  const rounds = comparison.isCompile ? COMPILE_ROUNDS : START_ROUNDS;
  for (let round = 0; round < rounds; round += 1) {
    ours.push(await timeInSandbox(sandbox, workRoot, comparison.files, comparison.ours, comparison.isCompile));
    plain.push(await timeInSandbox(sandbox, workRoot, comparison.files, comparison.plain, comparison.isCompile));
  }
  const { label, oursName, plainName } = comparison;
  return { label, oursName, plainName, oursMs: median(ours), plainMs: median(plain) };
}
