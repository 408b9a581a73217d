import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import { compileInBox, writeSource } from '@codepath/judge/execution';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import { readProblemPackage } from '@codepath/judge/package/read-package';
import { runLimits } from '@codepath/judge/sandbox/limits';
import { createSandbox } from '@codepath/judge/sandbox/sandbox';
import type { ExecuteSpec, Sandbox } from '@codepath/judge/sandbox/types';
import { createJobDir, type JobDir } from '@codepath/judge/sandbox/work-dir';
import { stopCompileServer } from '@codepath/judge/warm/compile-on-server';
import { prepareWarmToolchain } from '@codepath/judge/warm/warm-registry';
import { defaultWarmCacheDir } from '@codepath/judge/warm/warm-cache';
import { BareLauncher } from './bare-launcher.ts';
import { measureGrading, type GradingFigures } from './grading-bench.ts';
import { median, timed } from './stats.ts';
import { HELLO_WORLD, SUM_SOLUTIONS, writeTenTestProblem } from './ten-test-problem.ts';

export interface LanguageFigures {
  language: Language;
  bareMs: number;
  sandboxedMs: number;
  /** Median of the per-pair differences, which a drifting machine load affects less than a difference of medians. */
  overheadMs: number;
  /** The same for a one-off run (a box of its own, as a validator's or an interactive party's run is). */
  oneOffOverheadMs: number;
  /** A test run with its box client started ahead, as in a grading, against the bare program started by a launcher started ahead. */
  readyOverheadMs: number;
  /** The bare program started by that launcher. */
  launchedMs: number;
  compileMs: number;
  grading: GradingFigures;
}

const HELLO_RUNS = 60;
/** Before each run started ahead: the box's clients are started once no test has run for 25 ms (client-pool.ts). */
const READY_PAUSE_MS = 50;
const COMPILE_RUNS = 5;
const limits = runLimits({ cpuMs: 2000, memoryBytes: 256 * 1024 * 1024 });

async function compiledJob(sandbox: Sandbox, workRoot: string, language: Language, source: string): Promise<JobDir> {
  const module = LANGUAGES[language];
  const job = await createJobDir(workRoot);
  const entry = writeSource(module, job, source);
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const compiled = await compileInBox(sandbox, module, entry, job, devNull);
    if (!compiled.isOk) throw new Error(`${language} does not compile: ${compiled.message}`);
  } finally {
    fs.closeSync(devNull);
  }
  return job;
}

/** The same command, same directory, no sandbox, no limits: what the sandbox costs is the difference. */
export function runBare(argv: readonly string[], cwd: string, stdinFd: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = argv;
    if (!command) return reject(new Error('empty command'));
    const child = spawn(command, args, { cwd, stdio: [stdinFd, 'pipe', 'pipe'] });
    child.stdout?.resume();
    child.stderr?.resume();
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

async function helloWorld(
  sandbox: Sandbox,
  workRoot: string,
  language: Language,
  launcherBinary: string,
): Promise<{ bareMs: number; sandboxedMs: number; overheadMs: number; oneOffOverheadMs: number; readyOverheadMs: number; launchedMs: number }> {
  const module = LANGUAGES[language];
  const job = await compiledJob(sandbox, workRoot, language, HELLO_WORLD[language]);
  const devNull = fs.openSync('/dev/null', 'r');
  // A test run of a submission: in a box of the submission's session, as gradeSubmission runs it.
  const session = sandbox.openSession();
  const bare: number[] = [];
  const sandboxed: number[] = [];
  const perRun: number[] = [];
  const launched: number[] = [];
  const ready: number[] = [];
  let launcher: BareLauncher | undefined;
  const pause = () => new Promise((resolve) => setTimeout(resolve, READY_PAUSE_MS));
  try {
    const command = module.runCommand(limits.memoryBytes, module.entryPoint(HELLO_WORLD[language]));
    // A toolchain folder shown at a path of the sandbox's own (Kotlin's standard library) is where it lives for the bare run.
    const binds = module.toolchainBinds?.() ?? [];
    const bareArgv = command.argv.map((arg) => binds.reduce((text, bind) => text.split(bind.sandboxPath).join(bind.hostPath), arg));
    const spec: ExecuteSpec = {
      workDirHost: job.box,
      isWorkDirWritable: false,
      extraReadOnlyPaths: module.extraReadOnlyPaths,
      extraBinds: binds,
      command,
      stdinFd: devNull,
      limits,
      canBoundByAddressSpace: module.canBoundByAddressSpace,
    };
    launcher = BareLauncher.start(launcherBinary, job.box, bareArgv);
    // Interleaved, so a busy moment of the machine weighs on every side alike.
    for (let run = 0; run < HELLO_RUNS; run += 1) {
      bare.push((await timed(() => runBare(bareArgv, job.box, devNull))).ms);
      sandboxed.push((await timed(() => session.execute(spec))).ms);
      perRun.push((await timed(() => sandbox.execute(spec))).ms);
    }
    // Then each side started ahead, after the same pause: the launch a grading's test pays, without this process's
    // fork. (After the runs above, without pauses, the clients started ahead are used up, as after a busy moment.)
    for (let run = 0; run < HELLO_RUNS; run += 1) {
      await pause();
      launched.push((await timed(() => launcher!.run())).ms);
      await pause();
      ready.push((await timed(() => session.execute(spec))).ms);
    }
  } finally {
    launcher?.close();
    await session.close();
    fs.closeSync(devNull);
    await job.remove();
  }
  const differences = (times: number[]): number[] => times.map((ms, run) => ms - (bare[run] ?? 0));
  return {
    bareMs: median(bare),
    sandboxedMs: median(sandboxed),
    overheadMs: median(differences(sandboxed)),
    oneOffOverheadMs: median(differences(perRun)),
    readyOverheadMs: median(ready.map((ms, run) => ms - (launched[run] ?? 0))),
    launchedMs: median(launched),
  };
}

async function compileTime(sandbox: Sandbox, workRoot: string, language: Language): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < COMPILE_RUNS; run += 1) {
    const { ms, value: job } = await timed(() => compiledJob(sandbox, workRoot, language, SUM_SOLUTIONS[language]));
    await job.remove();
    times.push(ms);
  }
  return median(times);
}

export async function runJudgeBenchmarks(onProgress: (line: string) => void): Promise<LanguageFigures[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
  // The sandbox user passes through (never lists) the way to its job directory.
  fs.chmodSync(scratch, 0o711);
  const workRoot = path.join(scratch, 'work');
  const problemDir = path.join(scratch, 'bench-sum');
  writeTenTestProblem(problemDir);
  const pkg = readProblemPackage(problemDir);
  const sandbox = createSandbox();
  const launcherBinary = BareLauncher.build(scratch);
  const figures: LanguageFigures[] = [];
  try {
    for (const language of Object.keys(LANGUAGES) as Language[]) {
      onProgress(`judge bench: ${language}…`);
      // As a judge does on its first self-test: compilations and gradings below use the warm files.
      await prepareWarmToolchain(sandbox, LANGUAGES[language], defaultWarmCacheDir(), workRoot);
      const hello = await helloWorld(sandbox, workRoot, language, launcherBinary);
      const compileMs = await compileTime(sandbox, workRoot, language);
      const grading = await measureGrading({ sandbox, workRoot, pkg, language });
      figures.push({ language, ...hello, compileMs, grading });
    }
  } finally {
    await stopCompileServer(sandbox);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}
