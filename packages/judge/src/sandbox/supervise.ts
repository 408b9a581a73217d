import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { CgroupUsage, JobCgroup } from './cgroup-files.ts';
import { OutputBuffer } from './output-buffer.ts';
import type { ResourceLimits } from './limits.ts';
import { feedStdin, pipeStdin } from './stdin-pipe.ts';

/** What the supervisor saw, before any verdict is decided. */
export interface RawRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  cpuMs: number;
  wallMs: number;
  peakBytes: number;
  isOomKilled: boolean;
  hasHitMemoryLimit: boolean;
  isWallTimeout: boolean;
  isCpuTimeout: boolean;
  isOutputLimit: boolean;
  /** Set when the sandbox itself could not start the program. */
  setupError?: string;
  /** When the launcher's process ended (performance.now()), to tell which party of an interaction ended first. */
  exitedAt: number;
}

/**
 * An interactive run's stdio: the program reads `stdin` and its output is written
 * to `stdout` as it comes (with back-pressure, counted against the output limit,
 * not kept), instead of a file in and a buffer out. `stdout` is ended when the
 * program's output ends.
 */
export interface StreamedStdio {
  stdin: Readable;
  stdout: Writable;
}

export interface SuperviseSpec {
  /** argv run after the launcher has joined the cgroup and set rlimits (bwrap, or the program itself). */
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  /** A file the supervisor streams into the program's stdin pipe (see feedStdin); unused when `streams` is set. */
  stdinFd: number;
  streams?: StreamedStdio;
  /** Ends the run at once (its whole process tree), as the wall timer would, without calling it a timeout. */
  abortSignal?: AbortSignal;
  limits: ResourceLimits;
  cgroup: JobCgroup | undefined;
  /** Address-space rlimit in bytes, used only when no cgroup bounds memory. */
  addressSpaceBytes?: number;
  runAsUid?: number;
  /** bwrap writes JSON lines with child-pid and exit-code on fd 3. */
  hasStatusFd: boolean;
  /** Written to fd 5 for bwrap --seccomp (SECCOMP_FD). */
  seccompFilter?: Buffer;
  /**
   * `argv` starts a test in a reusable box (box/box-session.ts), which applied the
   * cgroups, descriptors and rlimits itself: no launcher shell in front of it.
   */
  isLaunchedDirectly?: boolean;
}

const CPU_POLL_MS = 20;
const LAUNCHER_SHELL = '/bin/bash';
/** bash reads ~/.bashrc even non-interactively when its stdin is a socket (as if started by sshd); --norc stops that. */
const LAUNCHER_FLAGS = ['--norc', '--noprofile', '-c'];
/** bash counts `ulimit -f` in KiB (dash in 512-byte blocks). */
const FILE_SIZE_UNIT = 1024;


/** The launcher's own descriptors: stdio, bwrap's status (3), the launcher's `times` (4), the seccomp filter (5). */
function launcherDescriptors(spec: SuperviseSpec): number[] {
  return [0, 1, 2, ...(spec.hasStatusFd ? [3] : []), ...(spec.cgroup ? [] : [4]), ...(spec.seccompFilter ? [5] : [])];
}

/**
 * Descriptors the judge's process inherited from its parent, or opened without
 * close-on-exec, would otherwise pass through the launcher and bwrap to the
 * program; that includes 3 to 5 when the launcher does not use them (spawn leaves
 * an unused number as it was). bash, not dash: dash can only name descriptors 0 to 9.
 */
function closeInheritedDescriptors(spec: SuperviseSpec): string {
  return `for fd in /proc/self/fd/*; do fd=\${fd##*/}; case $fd in ${launcherDescriptors(spec).join('|')}) ;; *) eval "exec $fd>&-" ;; esac; done`;
}

/**
 * A shell joins the job's cgroups and sets rlimits, then becomes the sandbox
 * (exec), so every process of the job is accounted and bounded from its first
 * instruction. Without cgroups the shell stays as parent to report the tree's
 * CPU time with `times` on fd 4.
 */
function launcherScript(spec: SuperviseSpec): string {
  const { limits } = spec;
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + 1;
  const lines = [closeInheritedDescriptors(spec)];
  for (const join of spec.cgroup?.joins ?? []) lines.push(`echo ${join.value} > '${join.file}' || exit 125`);
  const rlimits = [
    `-t ${cpuSeconds}`,
    `-f ${Math.ceil(limits.fileSizeBytes / FILE_SIZE_UNIT)}`,
    `-n ${limits.openFiles}`,
    '-c 0',
    `-s ${Math.floor(Math.min(limits.memoryBytes, 1024 * 1024 * 1024) / 1024)}`,
  ];
  if (spec.addressSpaceBytes !== undefined) rlimits.push(`-v ${Math.floor(spec.addressSpaceBytes / 1024)}`);
  if (!spec.cgroup) rlimits.push(`-u ${limits.processes}`);
  for (const rlimit of rlimits) lines.push(`ulimit ${rlimit} || exit 125`);
  lines.push(spec.cgroup ? 'exec "$@"' : '"$@" 4>&-; status=$?; times >&4; exit $status');
  return lines.join('\n');
}

/** bash prints `times` as "0m0.001s 0m0.002s" lines: ours, then our children's. */
function parseChildCpuMs(text: string): number {
  const children = text.trim().split('\n')[1] ?? '';
  let total = 0;
  for (const match of children.matchAll(/(\d+)m([\d.]+)s/g)) total += Number(match[1]) * 60_000 + Number(match[2]) * 1000;
  return Math.round(total);
}

/**
 * bwrap writes `{ "child-pid": N }` once it cloned the sandbox and `{ "exit-code": N }`
 * once the program it started has ended. A failure in between (a mount, the exec)
 * ends the sandbox before any program ran: no exit code, only bwrap's message.
 * A program printing "bwrap: ..." and exiting 1 still gets its exit code
 * reported, so it earns its own verdict and is not run again.
 */
export function isSetupFailure(statusText: string, stderr: string): boolean {
  if (!statusText.includes('"child-pid"')) return true;
  return !statusText.includes('"exit-code"') && stderr.startsWith('bwrap: ');
}

const NO_USAGE: CgroupUsage = { cpuNs: 0, peakBytes: 0, isOomKilled: false, hasHitMemoryLimit: false };

export async function supervise(spec: SuperviseSpec): Promise<RawRun> {
  const { limits, cgroup } = spec;
  // fd 3: bwrap's status; fd 4: the launcher's `times` when there are no cgroups; fd 5: the seccomp filter.
  const statusFd = spec.hasStatusFd ? 'pipe' : 'ignore';
  const timesFd = cgroup ? 'ignore' : 'pipe';
  const seccompFd = spec.seccompFilter ? 'pipe' : 'ignore';
  const started = process.hrtime.bigint();
  const [command, ...args] = spec.isLaunchedDirectly ? spec.argv : [LAUNCHER_SHELL, ...LAUNCHER_FLAGS, launcherScript(spec), 'launcher', ...spec.argv];
  const child = spawn(command ?? LAUNCHER_SHELL, args, {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['pipe', 'pipe', 'pipe', statusFd, timesFd, seccompFd],
    // A new session without a controlling terminal for the whole job (bwrap runs in it, see buildSandboxArgs).
    detached: true,
    ...(spec.runAsUid !== undefined ? { uid: spec.runAsUid, gid: spec.runAsUid } : {}),
  });

  const stdoutKept = new OutputBuffer(limits.stdoutBytes);
  const stderrChunks: Buffer[] = [];
  let stdoutBytes = 0;
  let stderrBytes = 0;
  let statusText = '';
  let timesText = '';
  let isOutputLimit = false;
  let isWallTimeout = false;
  let isCpuTimeout = false;
  let isKilling = false;

  const killTree = (): void => {
    if (isKilling) return;
    isKilling = true;
    try {
      // The launcher leads its own process group; without cgroups that is the whole tree.
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    void cgroup?.killAll();
  };

  const sink = spec.streams?.stdout;
  const keep = (chunk: Buffer): void => {
    if (!sink) {
      stdoutKept.push(chunk);
      return;
    }
    // The reader's pace is the program's pace: a full pipe pauses the program's output.
    if (!sink.write(chunk) && child.stdout && !child.stdout.isPaused()) {
      child.stdout.pause();
      sink.once('drain', () => child.stdout?.resume());
    }
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    if (isOutputLimit) return;
    const room = limits.stdoutBytes - stdoutBytes;
    if (chunk.length > room) {
      keep(chunk.subarray(0, Math.max(room, 0)));
      stdoutBytes = limits.stdoutBytes;
      isOutputLimit = true;
      killTree();
      return;
    }
    keep(chunk);
    stdoutBytes += chunk.length;
  });
  if (sink) {
    // The reader may be gone (a validator that ended); what the program still writes is dropped.
    sink.on('error', () => child.stdout?.resume());
    child.stdout?.on('end', () => sink.end());
  }
  child.stderr?.on('data', (chunk: Buffer) => {
    const room = limits.stderrBytes - stderrBytes;
    if (room <= 0) return;
    const kept = chunk.subarray(0, room);
    stderrChunks.push(kept);
    stderrBytes += kept.length;
  });
  const stopFeedingStdin = child.stdin ? (spec.streams ? pipeStdin(spec.streams.stdin, child.stdin) : feedStdin(spec.stdinFd, child.stdin)) : undefined;
  const seccompPipe = child.stdio.at(5) as Writable | null | undefined;
  if (seccompPipe && spec.seccompFilter) {
    // A failed start closes the pipe unread; the run's result says why.
    seccompPipe.on('error', () => undefined);
    seccompPipe.end(spec.seccompFilter);
  }
  child.stdio[3]?.on('data', (chunk: Buffer) => (statusText += chunk.toString('utf8')));
  child.stdio[4]?.on('data', (chunk: Buffer) => (timesText += chunk.toString('utf8')));

  const wallTimer = setTimeout(() => {
    isWallTimeout = true;
    killTree();
  }, limits.wallMs);
  const cpuTimer = cgroup
    ? setInterval(() => {
        try {
          if (cgroup.readUsage().cpuNs / 1e6 > limits.cpuMs) {
            isCpuTimeout = true;
            killTree();
          }
        } catch {
          // The group may be momentarily unreadable while being torn down.
        }
      }, CPU_POLL_MS)
    : undefined;

  const abort = (): void => killTree();
  if (spec.abortSignal?.aborted) killTree();
  spec.abortSignal?.addEventListener('abort', abort, { once: true });
  let exitedAt = 0;
  child.on('exit', () => (exitedAt = performance.now()));

  const { code, signal, spawnError } = await new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    spawnError?: Error;
  }>((resolve) => {
    child.on('error', (error) => resolve({ code: null, signal: null, spawnError: error }));
    child.on('close', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (exitedAt === 0) exitedAt = performance.now();
  spec.abortSignal?.removeEventListener('abort', abort);
  clearTimeout(wallTimer);
  if (cpuTimer) clearInterval(cpuTimer);
  stopFeedingStdin?.();
  await cgroup?.killAll();

  const usage = cgroup ? cgroup.readUsage() : NO_USAGE;
  const cpuMs = cgroup ? usage.cpuNs / 1e6 : parseChildCpuMs(timesText);
  if (cpuMs > limits.cpuMs) isCpuTimeout = true;
  let setupError: string | undefined;
  let stderr = Buffer.concat(stderrChunks).toString('utf8');
  // Exit status 125 is the launcher's only before bwrap started the sandbox; after that it is the program's.
  const hasSandboxStarted = spec.hasStatusFd && statusText.includes('"child-pid"');
  if (spawnError) setupError = `cannot start the sandbox: ${spawnError.message}`;
  else if (code === 125 && !isKilling && !hasSandboxStarted) {
    // The shell names the cgroup file it could not write: a host path, and the learner sees this.
    for (const join of cgroup?.joins ?? []) stderr = stderr.split(join.file).join("the job's cgroup");
    setupError = `cannot apply the job limits: ${stderr.trim()}`;
  }
  else if (spec.hasStatusFd && !isKilling && isSetupFailure(statusText, stderr)) setupError = `sandbox setup failed: ${stderr.trim()}`;
  return {
    exitCode: code,
    signal,
    stdout: stdoutKept.toBuffer(),
    stderr: setupError === undefined ? Buffer.concat(stderrChunks) : Buffer.from(stderr),
    cpuMs: Math.round(cpuMs),
    wallMs: Math.round(wallMs),
    peakBytes: usage.peakBytes,
    isOomKilled: usage.isOomKilled,
    hasHitMemoryLimit: usage.hasHitMemoryLimit,
    isWallTimeout,
    isCpuTimeout,
    isOutputLimit,
    ...(setupError !== undefined ? { setupError } : {}),
    exitedAt,
  };
}
