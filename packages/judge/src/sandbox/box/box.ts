import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSandboxArgs, type SandboxMountPlan } from '../bwrap-args.ts';
import type { CgroupManager, JobCgroup } from '../cgroup-files.ts';
import type { ResourceLimits } from '../limits.ts';
import { supervise, type RawRun, type StreamedStdio } from '../supervise.ts';

/** Where the runner's copy sits inside the box (a read-only file of the box's own root). */
const RUNNER_PATH = '/.box-runner';
/** The runner's binary, read by bwrap --ro-bind-data (box-helper.c: RUNNER_FD). */
const RUNNER_FD = 7;
const FILE_SIZE_UNIT = 1024;
const MAX_STACK_BYTES = 1024 * 1024 * 1024;
const BOX_PROCESSES = 3;

export interface BoxTools {
  bwrapPath: string;
  helperPath: string;
  seccompFilter: Buffer;
  cgroups: CgroupManager;
}

export interface BoxRun {
  argv: readonly string[];
  env: Readonly<Record<string, string>>;
  stdinFd: number;
  streams?: StreamedStdio;
  abortSignal?: AbortSignal;
  limits: ResourceLimits;
}

/** One sandbox (namespaces, mounts, seccomp filter, cgroups) that runs one test at a time. */
export interface Box {
  /** The box can no longer run tests (its runner ended); the session starts another. */
  readonly isBroken: boolean;
  run(request: BoxRun): Promise<RawRun>;
  close(): Promise<void>;
}

/** The rlimits the runner sets before the program starts, as the per-run launcher does (supervise.ts). */
function rlimitArgs(limits: ResourceLimits): string[] {
  return [
    String(Math.ceil(limits.cpuMs / 1000) + 1),
    String(Math.ceil(limits.fileSizeBytes / FILE_SIZE_UNIT) * FILE_SIZE_UNIT),
    String(limits.openFiles),
    String(Math.floor(Math.min(limits.memoryBytes, MAX_STACK_BYTES) / 1024) * 1024),
    '0',
  ];
}

/** A run that never started because the box could not be set up, in the per-run path's words. */
function setupFailure(stderr: string): RawRun {
  return {
    exitCode: null,
    signal: null,
    stdout: Buffer.alloc(0),
    stderr: Buffer.from(stderr),
    cpuMs: 0,
    wallMs: 0,
    peakBytes: 0,
    isOomKilled: false,
    hasHitMemoryLimit: false,
    isWallTimeout: false,
    isCpuTimeout: false,
    isOutputLimit: false,
    setupError: `sandbox setup failed: ${stderr.trim()}`,
    exitedAt: performance.now(),
  };
}

/** The runner's host pid, from bwrap's `{ "child-pid": N }` (the sandbox's pid 1 is the runner). */
function runnerPidOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /"child-pid":\s*(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error('the box ended before its runner started')));
  });
}

function spawnBox(tools: BoxTools, plan: SandboxMountPlan, socketPath: string, cgroup: JobCgroup): ChildProcess {
  const bwrapArgs = buildSandboxArgs({ ...plan, copiedPrograms: [{ fd: RUNNER_FD, sandboxPath: RUNNER_PATH }] }, { argv: [RUNNER_PATH, 'runner'], env: {} });
  const helperFd = fs.openSync(tools.helperPath, 'r');
  try {
    const joins = cgroup.joins.map((join) => join.file);
    const child = spawn(tools.helperPath, ['start', socketPath, ...joins, '--', tools.bwrapPath, ...bwrapArgs], {
      cwd: '/',
      env: { PATH: '/usr/bin:/bin' },
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'ignore', 'pipe', 'ignore', helperFd],
      detached: true,
    });
    const seccompPipe = child.stdio.at(5) as Writable | null | undefined;
    seccompPipe?.on('error', () => undefined);
    seccompPipe?.end(tools.seccompFilter);
    return child;
  } finally {
    fs.closeSync(helperFd);
  }
}

/**
 * Starts a box for the tests of one submission: the helper joins the box's
 * cgroups and becomes bwrap, whose pid 1 is the runner (box-helper.c). Its
 * control socket lives in a folder of the judge's alone.
 */
export function startBox(tools: BoxTools, plan: SandboxMountPlan, limits: ResourceLimits): Box {
  // The box's own group holds bwrap's monitor, the runner and, until it joins its test's groups, the runner's child.
  const cgroup = tools.cgroups.create({ ...limits, processes: BOX_PROCESSES }, undefined);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-box-'));
  const socketPath = path.join(socketDir, 'socket');
  const child = spawnBox(tools, plan, socketPath, cgroup);
  let hasEnded = false;
  let stderr = '';
  child.on('exit', () => (hasEnded = true));
  child.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(0, 4096)));
  const runnerPid = runnerPidOf(child);
  runnerPid.catch(() => undefined);

  return {
    get isBroken() {
      return hasEnded;
    },
    async run(request) {
      try {
        await runnerPid;
      } catch {
        // bwrap names what it could not set up (a missing bind) on its stderr, which ends with it.
        await new Promise((resolve) => (child.stderr?.readableEnded ? resolve(undefined) : child.stderr?.once('close', resolve)));
        return setupFailure(stderr);
      }
      // Fresh groups per test, as on the per-run path: the measurement (and the page cache charged to the
      // group) starts from nothing, and killing the group's processes kills the test's and nothing of the box's.
      const measured = tools.cgroups.create(request.limits, undefined);
      const joins = measured.joins.map((join) => join.file);
      const env = Object.entries(request.env).map(([name, value]) => `${name}=${value}`);
      try {
        return await supervise({
          argv: [tools.helperPath, 'run', socketPath, String(joins.length), ...joins, ...rlimitArgs(request.limits), String(request.argv.length), ...request.argv, ...env],
          cwd: '/',
          env: {},
          stdinFd: request.stdinFd,
          ...(request.streams ? { streams: request.streams } : {}),
          ...(request.abortSignal ? { abortSignal: request.abortSignal } : {}),
          limits: request.limits,
          cgroup: measured,
          hasStatusFd: true,
          isLaunchedDirectly: true,
        });
      } finally {
        await measured.remove();
      }
    },
    async close() {
      await cgroup.killAll();
      if (!hasEnded && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await cgroup.remove();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
