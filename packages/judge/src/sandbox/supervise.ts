import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { CgroupUsage, JobCgroup } from './cgroup-files.ts';
import type { ResourceLimits } from './limits.ts';
import { parseChildCpuMs } from './native-launcher.ts';
import { OutputBuffer, type OutputMemory } from './output-buffer.ts';
import { openOutput, type CapturedOutput } from './output-capture.ts';
import { feedStdin, pipeStdin } from './stdin-pipe.ts';
import type { RawRun, StreamedStdio } from './types.ts';

/** How a launcher process is started: its command and, for the native launcher, its user and CPU-time descriptor. */
export interface LauncherCommand {
  /**
   * What starts the run: a box's client (box/box.ts) or the native launcher
   * (native-launcher.ts). Either reports on descriptor 3, where the program
   * cannot write: `{"child-pid": N}` once the program starts, `{"exit-code": N}`
   * (and, from a box, `"cpu-us"`) once it ended, `{"setup-error": "…"}` when it
   * could not start.
   */
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  runAsUid?: number;
  /** The native launcher without cgroups reports the tree's CPU time with `times` on descriptor 4. */
  hasTimesFd?: boolean;
}

/**
 * A launcher's process, started with its pipes and heard of from then on (its end
 * is never missed). A box starts its next test's client ahead, while the current
 * test runs, so a test does not wait for this process's fork and exec: the
 * client waits for its request on stdin (box/box-client.c).
 */
export interface Launcher {
  readonly child: ChildProcess;
  /** Its stdout and stderr, as the judge reads them (output-capture.ts). */
  readonly stdout: CapturedOutput;
  readonly stderr: CapturedOutput;
  /** Its end, or the reason it could not be started. */
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; spawnError?: Error }>;
  readonly hasEnded: boolean;
  /** When it ended (performance.now()); 0 while it runs. */
  readonly exitedAt: number;
  /** Whether it keeps the judge's process alive: a launcher waiting for its run does not. */
  hold(isHeld: boolean): void;
}

/**
 * Starts a launcher with pipes of its own for its stdin and reports, its outputs read as output-capture.ts reads
 * them, or with a joined interactive party's rendezvous socket as its stdin (JoinedStdio): the judge never reads or
 * writes it.
 */
export async function startLauncher(command: LauncherCommand, joined?: { rendezvous: Socket }): Promise<Launcher> {
  const [file, ...args] = command.argv;
  if (file === undefined) throw new Error('a launcher needs a command');
  const [stdout, stderr] = await Promise.all([openOutput(), openOutput()]);
  let child: ChildProcess;
  try {
    child = spawn(file, args, {
      cwd: command.cwd,
      env: command.env,
      stdio: [joined?.rendezvous ?? 'pipe', stdout.writer, stderr.writer, 'pipe', command.hasTimesFd ? 'pipe' : 'ignore'],
      // A new session without a controlling terminal for the whole job.
      detached: true,
      ...(command.runAsUid !== undefined ? { uid: command.runAsUid, gid: command.runAsUid } : {}),
    });
  } finally {
    // The child holds the writing ends now (or nobody does): the judge's copies go, so the outputs end with it.
    stdout.writer.destroy();
    stderr.writer.destroy();
  }
  let exitedAt = 0;
  let hasEnded = false;
  child.on('exit', () => (exitedAt = performance.now()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; spawnError?: Error }>((resolve) => {
    child.on('error', (error) => resolve({ code: null, signal: null, spawnError: error }));
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  // Ended once its outputs ended too, all they held read (a launcher that ended before its run drops them).
  const ended = exited.then(async (end) => {
    await Promise.all([stdout.output.drained(), stderr.output.drained()]);
    return end;
  });
  void ended.then(() => (hasEnded = true));
  // A launcher that ended before its run wrote to it (killed with its box) closes its stdin unread.
  child.stdin?.on('error', () => undefined);
  const handles = [child, ...child.stdio, stdout.output.socket, stderr.output.socket] as (Pick<Socket, 'ref' | 'unref'> | null)[];
  return {
    child,
    stdout: stdout.output,
    stderr: stderr.output,
    ended,
    get hasEnded() {
      return hasEnded || child.exitCode !== null || child.signalCode !== null;
    },
    get exitedAt() {
      return exitedAt;
    },
    hold: (isHeld) => handles.forEach((handle) => (isHeld ? handle?.ref() : handle?.unref())),
  };
}

export interface SuperviseSpec extends LauncherCommand {
  /** The launcher, started ahead (box/box.ts); absent: started now from the command. */
  launcher?: Launcher;
  /** A file the supervisor streams into the program's stdin pipe (see feedStdin); unused when `streams` is set. */
  stdinFd: number;
  streams?: StreamedStdio;
  /** Ends the run at once (its whole process tree), as the wall timer would, without calling it a timeout. */
  abortSignal?: AbortSignal;
  /** Where the stdout is kept (output-buffer.ts); absent: memory of the run's own. */
  outputMemory?: OutputMemory | 'dropped';
  /** Called as soon as the launcher's end is heard of, before the run's groups are emptied and read. */
  onLauncherEnded?: () => void;
  limits: ResourceLimits;
  cgroup: JobCgroup | undefined;
  /**
   * The launcher reports the program's end on descriptor 3 (a box's client); without
   * that report the sandbox failed. The native launcher becomes the program instead.
   */
  isEndReported: boolean;
}

const CPU_POLL_MS = 20;
/** What a program may write to stderr past the part kept (read and dropped) before its run ends as Output Limit Exceeded. */
export const STDERR_DRAINED_BYTES = 32 * 1024 * 1024;
const NO_USAGE: CgroupUsage = { cpuNs: 0, peakBytes: 0, isOomKilled: false, hasHitMemoryLimit: false };

/** What the launcher said on descriptor 3: JSON lines, each with some of these keys. */
interface LaunchStatus {
  hasStarted: boolean;
  exitCode?: number;
  cpuUs?: number;
  /** When the program ended on the machine's monotonic clock (a box's report), in nanoseconds. */
  endedNs?: bigint;
  /** When a joined validator's output ended, on the same clock (its client's report). */
  outputEndedNs?: bigint;
  setupError?: string;
}

export function readLaunchStatus(text: string): LaunchStatus {
  const status: LaunchStatus = { hasStarted: false };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (typeof fields['child-pid'] === 'number') status.hasStarted = true;
    if (typeof fields['exit-code'] === 'number') status.exitCode = fields['exit-code'];
    if (typeof fields['cpu-us'] === 'number') status.cpuUs = fields['cpu-us'];
    if (typeof fields['ended-ns'] === 'number' && fields['ended-ns'] > 0) status.endedNs = BigInt(Math.round(fields['ended-ns']));
    if (typeof fields['output-ended-ns'] === 'number' && fields['output-ended-ns'] > 0) status.outputEndedNs = BigInt(Math.round(fields['output-ended-ns']));
    if (typeof fields['setup-error'] === 'string') status.setupError = fields['setup-error'];
  }
  return status;
}

/**
 * How the sandbox failed, from its own report only: what the program printed
 * plays no part. Undefined when the program ran and its end was reported, or
 * when the supervisor itself stopped the run (time, output, abort).
 */
function sandboxFailure(status: LaunchStatus, isStoppedHere: boolean, isEndReported: boolean): Pick<RawRun, 'setupError' | 'hasProgramStarted'> | undefined {
  if (status.setupError !== undefined) return { setupError: `sandbox setup failed: ${status.setupError}`, hasProgramStarted: false };
  if (isStoppedHere) return undefined;
  if (!status.hasStarted) return { setupError: 'sandbox setup failed: the sandbox ended before the program started', hasProgramStarted: false };
  if (isEndReported && status.exitCode === undefined) return { setupError: 'the sandbox ended without reporting how the program ended', hasProgramStarted: true };
  return undefined;
}

export async function supervise(spec: SuperviseSpec): Promise<RawRun> {
  const { limits, cgroup } = spec;
  const joined = spec.streams && 'joined' in spec.streams ? spec.streams.joined : undefined;
  const streamed = spec.streams && !('joined' in spec.streams) ? spec.streams : undefined;
  const launcher = spec.launcher ?? (await startLauncher(spec, joined));
  // The child holds the joined sockets now: the judge's copies may go.
  joined?.onStarted();
  launcher.hold(true);
  const { child } = launcher;
  const started = process.hrtime.bigint();

  const stdoutKept = new OutputBuffer(limits.stdoutBytes, spec.outputMemory);
  // Of a fixed size, every page written: what a program wrote to stderr does not size the judge's memory either.
  const stderrKept = Buffer.allocUnsafe(limits.stderrBytes).fill(0);
  let stdoutBytes = 0;
  let stderrBytes = 0;
  let statusText = '';
  let timesText = '';
  let isOutputLimit = false;
  let isWallTimeout = false;
  let isCpuTimeout = false;
  let isKilling = false;

  /** When a limit of the program's was found exceeded (performance.now()): its failure's time, whenever its end is heard of. */
  let limitHitAt = Number.POSITIVE_INFINITY;
  const killTree = (): void => {
    if (isKilling) return;
    isKilling = true;
    if (isWallTimeout || isCpuTimeout || isOutputLimit) limitHitAt = performance.now();
    try {
      // The launcher leads its own process group; without cgroups that is the whole tree.
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    void cgroup?.killAll();
  };

  const sink = streamed?.stdout;
  const stdoutSocket = launcher.stdout.socket;
  const keep = (bytes: Buffer, length: number): void => {
    if (!sink) {
      stdoutKept.push(bytes, length);
      return;
    }
    // The reader's pace is the program's pace: a full pipe pauses the program's output. (A relayed party's
    // output is seen by the other party: a copy per read is no mark of a hidden test's.)
    if (!sink.write(Buffer.from(bytes.subarray(0, length))) && !stdoutSocket.isPaused()) {
      stdoutSocket.pause();
      sink.once('drain', () => stdoutSocket.resume());
    }
  };
  // Once a relayed party's reader has ended (a validator done), what the program still writes is read and dropped,
  // and counts against its output limit, as a joined submission's client counts it (box-client.c): the verdict of a
  // program that floods its output then never depends on how fast this process or that client drains it.
  let isReaderGone = false;
  let writtenAfterReader = 0;
  void streamed?.readerEnded?.then(() => {
    isReaderGone = true;
    stdoutSocket.resume();
  });
  launcher.stdout.read((bytes, length) => {
    if (isOutputLimit) return;
    if (isReaderGone) {
      writtenAfterReader += length;
      if (writtenAfterReader > limits.stdoutBytes) {
        isOutputLimit = true;
        killTree();
      }
      return;
    }
    // An interactive party's output goes to the other party, never kept: the other party reads it, and the wall
    // limit bounds it while the other party is there.
    if (sink) return keep(bytes, length);
    const room = limits.stdoutBytes - stdoutBytes;
    if (length > room) {
      keep(bytes, Math.max(room, 0));
      stdoutBytes = limits.stdoutBytes;
      isOutputLimit = true;
      killTree();
      return;
    }
    keep(bytes, length);
    stdoutBytes += length;
  });
  if (sink) {
    // The reader may be gone (a validator that ended); what the program still writes is dropped.
    sink.on('error', () => stdoutSocket.resume());
    stdoutSocket.once('end', () => sink.end());
  }
  let stderrDrained = 0;
  launcher.stderr.read((bytes, length) => {
    const kept = Math.min(Math.max(limits.stderrBytes - stderrBytes, 0), length);
    if (kept > 0) {
      bytes.copy(stderrKept, stderrBytes, 0, kept);
      stderrBytes += kept;
    }
    // Past what is kept, the rest is read and dropped, up to the output limit: a flood of stderr
    // costs this process (every job's) a read per 64 KiB, so it ends as stdout's does.
    stderrDrained += length - kept;
    if (stderrDrained > STDERR_DRAINED_BYTES && !isOutputLimit) {
      isOutputLimit = true;
      killTree();
    }
  });
  const stopFeedingStdin = child.stdin ? (streamed ? pipeStdin(streamed.stdin, child.stdin, streamed.onInputGone) : feedStdin(spec.stdinFd, child.stdin)) : undefined;
  // The launcher's status lines are short and few; a launcher that wrote more is not one.
  child.stdio[3]?.on('data', (chunk: Buffer) => {
    statusText = `${statusText}${chunk.toString('utf8')}`.slice(0, 4096);
    // A joined submission's client drained more than the output limit once the validator was gone.
    if (!isOutputLimit && /"output-limit":\s*true/.test(statusText)) {
      isOutputLimit = true;
      killTree();
    }
  });
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

  /*
   * A box's client passes on all the program wrote, closes its ends of the output, and then says how the program
   * ended (box-client.c): that line read and both outputs ended, the run is over, without waiting for the client's
   * own exit (0.2-0.3 ms more). Its exit is still reaped; nothing it does after can change the run's result.
   */
  const reportedEnd = spec.isEndReported
    ? new Promise<{ code: null; signal: null; spawnError?: Error }>((resolve) => {
        let endedOutputs = 0;
        const check = (): void => {
          if (endedOutputs === 2 && /"exit-code":/.test(statusText)) resolve({ code: null, signal: null });
        };
        for (const output of [launcher.stdout, launcher.stderr]) void output.drained().then(() => ((endedOutputs += 1), check()));
        child.stdio[3]?.on('data', check);
      })
    : undefined;
  const abort = (): void => killTree();
  if (spec.abortSignal?.aborted) killTree();
  spec.abortSignal?.addEventListener('abort', abort, { once: true });
  const { code, signal, spawnError } = await (reportedEnd ? Promise.race([launcher.ended, reportedEnd]) : launcher.ended);
  spec.onLauncherEnded?.();
  let wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  let exitedAt = launcher.exitedAt || performance.now();
  spec.abortSignal?.removeEventListener('abort', abort);
  clearTimeout(wallTimer);
  if (cpuTimer) clearInterval(cpuTimer);
  stopFeedingStdin?.();
  const status = readLaunchStatus(statusText);
  // A box's test init reports the end only once every process of the test ended and was reaped (it is their
  // pid namespace's init: box-test.c, finish_test), so the test's groups are empty then: nothing to kill.
  if (!(spec.isEndReported && status.exitCode !== undefined)) await cgroup?.killAll();
  // Both reports are on the machine's monotonic clock, as process.hrtime is: moved onto performance.now()'s.
  const onPerformanceClock = (ns: bigint) => performance.now() - Number(process.hrtime.bigint() - ns) / 1e6;
  const outputEndedAt = status.outputEndedNs !== undefined ? onPerformanceClock(status.outputEndedNs) : undefined;
  if (status.endedNs !== undefined) {
    // The box saw the program end before this process heard of it: on a busy machine the two parties of
    // an interaction are heard of late, each by its own delay, and their order is what decides (interactive.ts).
    exitedAt = Math.min(exitedAt, onPerformanceClock(status.endedNs));
    // A stalled event loop runs the wall timer before it hears of an end that came first: the box's clock
    // decides. A program that ended before its wall limit did not exceed it, and its wall time ends where it did.
    const endedMs = Number(status.endedNs - started) / 1e6;
    if (endedMs >= 0 && endedMs < wallMs) wallMs = endedMs;
    if (isWallTimeout && endedMs >= 0 && endedMs < limits.wallMs) isWallTimeout = false;
  }
  // Killed for a limit: it failed then, before anything the other party of an interaction did once it was gone (a
  // joined validator reads the end of its output as soon as it is killed, and may end before its end is heard of here).
  if (isWallTimeout || isCpuTimeout || isOutputLimit) exitedAt = Math.min(exitedAt, limitHitAt);
  const usage = cgroup ? cgroup.readUsage() : NO_USAGE;
  const cpuMs = cgroup ? usage.cpuNs / 1e6 : status.cpuUs !== undefined ? status.cpuUs / 1000 : parseChildCpuMs(timesText);
  if (cpuMs > limits.cpuMs) isCpuTimeout = true;
  const failure = spawnError
    ? { setupError: `cannot start the sandbox: ${spawnError.message}`, hasProgramStarted: false }
    : sandboxFailure(status, isKilling, spec.isEndReported);
  return {
    exitCode: status.exitCode ?? code,
    signal: status.exitCode === undefined ? signal : null,
    stdout: stdoutKept.toBuffer(),
    stderr: stderrKept.subarray(0, stderrBytes),
    cpuMs: Math.round(cpuMs),
    wallMs: Math.round(wallMs),
    peakBytes: usage.peakBytes,
    isOomKilled: usage.isOomKilled,
    hasHitMemoryLimit: usage.hasHitMemoryLimit,
    isWallTimeout,
    isCpuTimeout,
    isOutputLimit,
    hasProgramStarted: status.hasStarted,
    ...failure,
    exitedAt,
    ...(outputEndedAt !== undefined ? { outputEndedAt } : {}),
  };
}
