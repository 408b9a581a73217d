import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import { compileInBox, writeSource } from '@codepath/judge/execution';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import { runLimits } from '@codepath/judge/sandbox/limits';
import { createSandbox } from '@codepath/judge/sandbox/sandbox';
import type { ExecuteSpec, Sandbox } from '@codepath/judge/sandbox/types';
import { createJobDir } from '@codepath/judge/sandbox/work-dir';
import { runBare } from './judge-bench.ts';
import { median, timed } from './stats.ts';
import { HELLO_WORLD } from './ten-test-problem.ts';

/**
 * What a fresh state per test costs: a test run's sandbox overhead (against the
 * bare process) in this checkout's box, beside the box of another checkout (the
 * one before each test got namespaces of its own), in one run, interleaved. The
 * other checkout is named by BENCH_BEFORE (a folder with its npm packages installed).
 */
interface SessionLike {
  execute(spec: ExecuteSpec): Promise<unknown>;
  close(): Promise<void>;
}

export interface IsolationFigures {
  language: Language;
  bareMs: number;
  beforeOverheadMs: number;
  nowOverheadMs: number;
  beforeOneOffOverheadMs: number;
  nowOneOffOverheadMs: number;
}

const RUNS = 60;
const LANGUAGES_MEASURED: readonly Language[] = ['c', 'python'];

interface Checkout {
  sandbox: { execute(spec: ExecuteSpec): Promise<unknown> };
  openSession(): SessionLike;
}

async function checkoutAt(root: string): Promise<Checkout> {
  const sandboxModule = (await import(path.join(root, 'packages/judge/src/sandbox/sandbox.ts'))) as {
    createSandbox: () => Sandbox;
    openSandboxSession?: (sandbox: Sandbox) => SessionLike;
  };
  const sandbox = sandboxModule.createSandbox();
  // Before the change a session was opened by a function of the module; now by the sandbox.
  const openSession = () => (sandboxModule.openSandboxSession ? sandboxModule.openSandboxSession(sandbox) : sandbox.openSession());
  return { sandbox, openSession };
}

export async function runIsolationBenchmarks(beforeRoot: string, onProgress: (line: string) => void): Promise<IsolationFigures[]> {
  const before = await checkoutAt(beforeRoot);
  const now = createSandbox();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'isolation-bench-'));
  fs.chmodSync(scratch, 0o711);
  const figures: IsolationFigures[] = [];
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    for (const language of LANGUAGES_MEASURED) {
      onProgress(`isolation bench: ${language}…`);
      const module = LANGUAGES[language];
      const job = await createJobDir(path.join(scratch, 'work'));
      const entry = writeSource(module, job, HELLO_WORLD[language]);
      await compileInBox(now, module, entry, job, devNull);
      // The other checkout's box runs as a user of its own: it must be able to read and run what this one compiled
      // (without this, its every C run failed to start and was retried in a new box, 20 ms a run).
      for (const name of fs.readdirSync(job.box)) {
        const file = path.join(job.box, name);
        fs.chmodSync(file, fs.statSync(file).mode | 0o055);
      }
      const spec: ExecuteSpec = {
        workDirHost: job.box,
        isWorkDirWritable: false,
        extraReadOnlyPaths: module.extraReadOnlyPaths,
        command: module.runCommand(256 * 1024 * 1024, entry),
        stdinFd: devNull,
        limits: runLimits({ cpuMs: 2000, memoryBytes: 256 * 1024 * 1024 }),
        canBoundByAddressSpace: module.canBoundByAddressSpace,
      };
      const sessions = { before: before.openSession(), now: now.openSession() };
      const times = { bare: [] as number[], before: [] as number[], now: [] as number[], beforeOneOff: [] as number[], nowOneOff: [] as number[] };
      try {
        for (let run = 0; run < RUNS; run += 1) {
          times.bare.push((await timed(() => runBare(spec.command.argv, job.box, devNull))).ms);
          // Each side goes first every other run, so a changing load weighs on both alike.
          const sides = run % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const);
          for (const side of sides) times[side].push((await timed(() => sessions[side].execute(spec))).ms);
          times.beforeOneOff.push((await timed(() => before.sandbox.execute(spec))).ms);
          times.nowOneOff.push((await timed(() => now.execute(spec))).ms);
        }
      } finally {
        await Promise.all([sessions.before.close(), sessions.now.close()]);
        await job.remove();
      }
      const overhead = (series: number[]) => median(series.map((ms, run) => ms - (times.bare[run] ?? 0)));
      figures.push({
        language,
        bareMs: median(times.bare),
        beforeOverheadMs: overhead(times.before),
        nowOverheadMs: overhead(times.now),
        beforeOneOffOverheadMs: overhead(times.beforeOneOff),
        nowOneOffOverheadMs: overhead(times.nowOneOff),
      });
    }
  } finally {
    fs.closeSync(devNull);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}
