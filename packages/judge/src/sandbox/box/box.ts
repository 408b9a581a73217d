import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { buildBoxArgs, FILTER_FD, LOADER_CACHE_FD, LOADER_CACHE_PATH, RUNNER_FD, STATUS_FD } from '../bwrap-args.ts';
import type { CgroupManager, JobCgroup } from '../cgroup-files.ts';
import { runAsUidFor } from '../host-uids.ts';
import { boxRequest, type LaunchPlan } from '../launch-plan.ts';
import { MIB, type ResourceLimits } from '../limits.ts';
import type { OutputMemory } from '../output-buffer.ts';
import { supervise } from '../supervise.ts';
import type { ClientPool } from './client-pool.ts';
import type { BoxMountPlan, RawRun, StreamedStdio } from '../types.ts';

export interface BoxTools {
  bwrapPath: string;
  helperPath: string;
  seccompFilter: Buffer;
  cgroups: CgroupManager | undefined;
  /** The judge's clients started ahead (client-pool.ts). */
  clients: ClientPool;
}

/** One run's stdio and limits; what it runs and how is its launch plan. */
export interface BoxRun {
  plan: LaunchPlan;
  stdinFd: number;
  streams?: StreamedStdio;
  abortSignal?: AbortSignal;
  outputMemory?: OutputMemory | 'dropped';
  limits: ResourceLimits;
  keepsPageCache?: boolean;
}

/** One sandbox (user namespace, mounts, runner) that runs one test at a time, each in namespaces of its own. */
export interface Box {
  /** The box can no longer run tests (its runner ended); the session starts another. */
  readonly isBroken: boolean;
  run(request: BoxRun): Promise<RawRun>;
  close(): Promise<void>;
}

/**
 * The box's own group holds bwrap's monitor, the runner, the test init waiting
 * for the next test and the one serving the current test (never a program:
 * each joins its test's groups first thing). Their memory is small and fixed.
 */
const BOX_GROUP_LIMITS: ResourceLimits = {
  cpuMs: 0,
  wallMs: 0,
  memoryBytes: 128 * MIB,
  processes: 16,
  fileSizeBytes: 0,
  openFiles: 0,
  stdoutBytes: 0,
  stderrBytes: 0,
};

const isRoot = process.getuid?.() === 0;
/** How long a refused run waits to see whether its box ended (and bwrap said why). */
const BOX_END_WAIT_MS = 1000;

let loaderCache: Buffer | null | undefined;
/**
 * Every box's runs whose groups are being reclaimed right now (README, "The page cache"): a run waits for the
 * ones under way when it starts, so a program never finds in the caches what an earlier run left there, even
 * when the earlier run's job has given its slot back. (Per judge process: two judges on one machine do not
 * wait for each other's.)
 */
const reclaimsUnderWay = new Set<Promise<unknown>>();

/** The host's loader cache, read once: each box gets a copy of its own, no file shared with the host or another box. */
function loaderCacheBytes(): Buffer | null {
  if (loaderCache === undefined) {
    try {
      loaderCache = fs.readFileSync(LOADER_CACHE_PATH);
    } catch {
      loaderCache = null;
    }
  }
  return loaderCache;
}

/** A run that never started because the box could not be set up: bwrap's own words (no program ran). */
function setupFailure(stderr: string): RawRun {
  return {
    exitCode: null,
    signal: null,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    cpuMs: 0,
    wallMs: 0,
    peakBytes: 0,
    isOomKilled: false,
    hasHitMemoryLimit: false,
    isWallTimeout: false,
    isCpuTimeout: false,
    isOutputLimit: false,
    setupError: `sandbox setup failed: ${stderr.trim() || 'the box ended before its runner started'}`,
    hasProgramStarted: false,
    exitedAt: performance.now(),
  };
}

/**
 * A test's request to the box's client, on the client's stdin ahead of the program's input: its length (4 bytes,
 * little-endian), then NUL-ended strings: the box's socket, how the program gets its stdio (ClientStdio), the host uid the box runs as
 * (empty when the judge is not root), how many cgroup files the program joins, those files, `--`, and the launch plan
 * (box-client.c). Only this process writes it, before any of the program's input.
 */
export function clientRequest(socketPath: string, stdio: ClientStdio, uid: string, joins: readonly string[], plan: LaunchPlan): Buffer {
  const body = Buffer.from(clientRequestStrings(socketPath, stdio, uid, joins, plan).map((text) => `${text}\0`).join(''), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(body.length);
  return Buffer.concat([length, body]);
}

/**
 * How a test's program gets its stdio from its client: `relay`, pipes the client makes and relays to its own (every
 * test, an interactive party whose messages the judge relays too); `joined-…`, the two parties of an interaction
 * joined by pipes the validator's client makes (box-client.c). A program's 0-2 are pipes every time.
 */
type ClientStdio = 'relay' | 'joined-validator' | `joined-submission:${number}`;

/** The request's strings: written on a waiting client's stdin, or the arguments of a joined party's (its stdin is the other party's). */
function clientRequestStrings(socketPath: string, stdio: ClientStdio, uid: string, joins: readonly string[], plan: LaunchPlan): string[] {
  return [socketPath, stdio, uid, String(joins.length), ...joins, '--', ...boxRequest(plan)];
}

/** Resolves once bwrap reported `{ "child-pid": N }` (the runner started); rejects when the box ended first. */
function runnerStarted(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdio[STATUS_FD]?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (/"child-pid":\s*\d+/.test(text)) resolve();
    });
    child.on('exit', () => reject(new Error('the box ended before its runner started')));
  });
}

function writeAndClose(pipe: Writable | null | undefined, bytes: Buffer): void {
  // A box that failed to start closes its pipes unread; its run says why.
  pipe?.on('error', () => undefined);
  pipe?.end(bytes);
}

function spawnBox(tools: BoxTools, plan: BoxMountPlan, socketPath: string, joins: readonly string[]): ChildProcess {
  const cache = loaderCacheBytes();
  const helperFd = fs.openSync(tools.helperPath, 'r');
  try {
    const uid = isRoot ? String(runAsUidFor(plan.workDirHost)) : '';
    // bwrap's messages on stderr; the descriptors box-helper.h names at their numbers; nothing else.
    const stdio: ('ignore' | 'pipe' | number)[] = Array.from({ length: LOADER_CACHE_FD + 1 }, () => 'ignore');
    stdio[2] = 'pipe';
    stdio[STATUS_FD] = 'pipe';
    stdio[FILTER_FD] = 'pipe';
    stdio[RUNNER_FD] = helperFd;
    if (cache) stdio[LOADER_CACHE_FD] = 'pipe';
    const child = spawn(tools.helperPath, ['start', socketPath, uid, ...joins, '--', tools.bwrapPath, ...buildBoxArgs(plan, cache !== null)], {
      cwd: '/',
      env: { PATH: '/usr/bin:/bin' },
      stdio,
      detached: true,
    });
    writeAndClose(child.stdio.at(FILTER_FD) as Writable | null, tools.seccompFilter);
    if (cache) writeAndClose(child.stdio.at(LOADER_CACHE_FD) as Writable | null, cache);
    return child;
  } finally {
    fs.closeSync(helperFd);
  }
}

/**
 * The socket folders of the boxes still open: a process that exits without closing its boxes (they die with it)
 * leaves none of them behind in the temporary folder.
 */
const openSocketDirs = new Set<string>();
let isExitCleanupSet = false;

function makeSocketDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-box-'));
  openSocketDirs.add(dir);
  if (!isExitCleanupSet) {
    isExitCleanupSet = true;
    process.once('exit', () => openSocketDirs.forEach(removeSocketDir));
  }
  return dir;
}

function removeSocketDir(dir: string): void {
  openSocketDirs.delete(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts a box for the runs of one job: the helper joins the box's cgroups,
 * becomes the sandbox's user and then bwrap, whose pid 1 is the runner
 * (box-helper.c). Its control socket lives in a folder of the judge's alone.
 */
export function startBox(tools: BoxTools, plan: BoxMountPlan, options: { makesGroupsAhead?: boolean } = {}): Box {
  const cgroup = tools.cgroups?.create(BOX_GROUP_LIMITS, undefined);
  const socketDir = makeSocketDir();
  const socketPath = path.join(socketDir, 'socket');
  const child = spawnBox(tools, plan, socketPath, cgroup?.joins.map((join) => join.file) ?? []);
  // A box waiting for work never keeps the judge's process alive (bwrap dies with the process); a run does.
  const handles = [child, child.stderr, child.stdio[STATUS_FD]] as (Pick<Socket, 'ref' | 'unref'> | null)[];
  const holdProcess = (isHeld: boolean) => handles.forEach((handle) => (isHeld ? handle?.ref() : handle?.unref()));
  holdProcess(false);
  let hasEnded = false;
  let stderr = '';
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void ended.then(() => (hasEnded = true));
  child.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(0, 4096)));
  const started = runnerStarted(child);
  started.catch(() => undefined);
  /** The host uid the box runs as (the job's own), when the judge is root: its client makes the test's pipes as it. */
  const hostUid = isRoot ? String(runAsUidFor(plan.workDirHost)) : '';
  /** The runs' cgroups still being reclaimed and removed. */
  const cleanups = new Set<Promise<void>>();
  /**
   * The next test's groups, made once this test's result is on its way (setImmediate): making them takes about
   * 0.3 ms of a processor, which then is idle, rather than before the next test's start. Made while the test was
   * set up and ran, they took that processor from the client, the box and the program (of two, the other ran this
   * process's supervision): a test started ahead took 0.2-0.35 ms longer that way. A test that comes before the
   * spare is made, or with other limits (a compile, say), makes its own. Nobody joins a spare before its test, so
   * it starts from nothing as a group made for the test does.
   */
  let spare: { limits: string; group: JobCgroup } | undefined;
  let isClosing = false;
  const limitsKey = (limits: ResourceLimits): string => `${limits.memoryBytes}:${limits.processes}`;
  const dropSpare = (): void => {
    if (!spare) return;
    const removed = spare.group.remove().catch(() => undefined);
    cleanups.add(removed);
    void removed.finally(() => cleanups.delete(removed));
    spare = undefined;
  };
  const takeGroups = (limits: ResourceLimits): JobCgroup | undefined => {
    const ready = spare?.limits === limitsKey(limits) ? spare.group : undefined;
    if (ready) spare = undefined;
    return ready ?? tools.cgroups?.create(limits, undefined);
  };
  const makeSpare = (limits: ResourceLimits): void => {
    if (!tools.cgroups || !options.makesGroupsAhead || isClosing || spare?.limits === limitsKey(limits)) return;
    dropSpare();
    try {
      spare = { limits: limitsKey(limits), group: tools.cgroups.create(limits, undefined) };
    } catch {
      // The next test makes its own, and says why if it cannot.
    }
  };

  /** Kills the box's processes (bwrap, its runner, the test inits, and so every test's namespaces) and waits for its end. */
  const killBox = async (): Promise<void> => {
    if (cgroup) await cgroup.killAll();
    // A box killed as soon as it was started may not have joined its groups yet: its own process group (the
    // helper, then bwrap, whose runner dies with it) goes too.
    if (child.pid !== undefined && !hasEnded) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    if (!hasEnded && child.exitCode === null && child.signalCode === null) await ended;
  };

  // bwrap names what it could not set up (a missing bind) on its stderr, which ends with it.
  const bwrapFailure = async (): Promise<RawRun> => {
    await new Promise((resolve) => (child.stderr?.readableEnded ? resolve(undefined) : child.stderr?.once('close', resolve)));
    return setupFailure(stderr);
  };

  const runInBox = async (request: BoxRun): Promise<RawRun> => {
    try {
      await started;
    } catch {
      return bwrapFailure();
    }
    // A run that ended before this one starts has left nothing in the kernel's caches by the time this one's
    // program does: its reclaim is awaited (a millisecond, as a rule; longer after a run that filled the caches).
    // Its own job's compile's too: a test running while that reclaim went on could hold chosen pages of what the
    // compile read (spliced into a pipe) past it, for a later job to find cached.
    if (reclaimsUnderWay.size > 0) await Promise.all([...reclaimsUnderWay]);
    // Fresh groups per test: the measurement (and the page cache charged to the group) starts from
    // nothing, and killing the group's processes kills the test's and nothing of the box's.
    const measured = takeGroups(request.limits);
    const joins = measured?.joins.map((join) => join.file) ?? [];
    // Clients are started ahead while no test runs (a compile is waited for: they may be started meanwhile).
    const isCompile = request.plan.isWorkDirWritable;
    if (!isCompile) tools.clients.testStarted();
    // A test's stdio is pipes its client makes now and relays, whether that client was started ahead or now: what a
    // program gets never tells whether one was ready (how many tests ran since the judge was last idle), nor whether
    // it is an interactive party relayed by the judge (a sample, Run) or joined to the other (a hidden test: its
    // client is started here, with the rendezvous socket as its stdin and its request as arguments).
    const joined = request.streams && 'joined' in request.streams ? request.streams.joined : undefined;
    // A joined submission's client counts what it drains once the validator is gone against the output limit.
    const stdio: ClientStdio = !joined ? 'relay' : joined.party === 'validator' ? 'joined-validator' : `joined-submission:${request.limits.stdoutBytes}`;
    const client = joined ? undefined : (await tools.clients.take()).client;
    // The request goes first, the moment the client is taken: the client, the box and the program's process set the
    // test up on the other processor while this one prepares to supervise it (0.1-0.3 ms of this process's work).
    if (client) client.child.stdin?.write(clientRequest(socketPath, stdio, hostUid, joins, request.plan));
    // From the moment the program's end is heard of, a run starting anywhere waits for this one's reclaim: between
    // then and the reclaim's start (the groups emptied and read), what the program left is still cached.
    let endReclaimWait = (): void => undefined;
    const waitForReclaim = (): void => {
      const reclaimed = new Promise<void>((resolve) => (endReclaimWait = resolve));
      reclaimsUnderWay.add(reclaimed);
      void reclaimed.finally(() => reclaimsUnderWay.delete(reclaimed));
    };
    try {
      const running = supervise({
        argv: [tools.helperPath, 'run', ...(joined ? clientRequestStrings(socketPath, stdio, hostUid, joins, request.plan) : [])],
        cwd: '/',
        env: {},
        ...(client ? { launcher: client } : {}),
        stdinFd: request.stdinFd,
        ...(request.streams ? { streams: request.streams } : {}),
        ...(request.abortSignal ? { abortSignal: request.abortSignal } : {}),
        ...(request.outputMemory ? { outputMemory: request.outputMemory } : {}),
        limits: request.limits,
        cgroup: measured,
        isEndReported: true,
        ...(measured && !request.keepsPageCache ? { onLauncherEnded: waitForReclaim } : {}),
      });
      const raw = await running;
      // A run stopped here before its program was reported started (aborted, or timed out, while it was being set
      // up) may have left the box's test init starting it after the test's groups were emptied, unwatched: the box
      // goes, and with its test init every process of the test's namespaces, before those groups are reclaimed.
      if (raw.setupError === undefined && raw.hasProgramStarted !== true) {
        await killBox();
        await measured?.killAll();
      }
      // bwrap reports the box started before it sets up the mounts: a run refused because the box ended
      // meanwhile is that box's failure, in bwrap's words.
      if (raw.setupError !== undefined && !raw.hasProgramStarted && (await Promise.race([ended.then(() => true), delay(BOX_END_WAIT_MS)]))) {
        return await bwrapFailure();
      }
      return raw;
    } finally {
      if (!isCompile) {
        tools.clients.testEnded();
        setImmediate(() => makeSpare(request.limits));
      }
      // What the run brought into the kernel's caches leaves with it (README, "The page cache"): reclaimed, then
      // the group removed, behind the result (reclaiming costs about a millisecond), before the box is closed.
      if (measured) {
        // Started once the result is on its way (setImmediate): its first write holds the event loop a moment.
        const dropped = request.keepsPageCache ? Promise.resolve() : new Promise((resolve) => setImmediate(resolve)).then(() => measured.dropCaches());
        // And what the kernel frees only once the test's namespaces are gone (its /tmp's files, inodes and dentries:
        // hostile review 33): a compile's program stays in /box, charged to it, for its job's tests.
        const reclaim = (isCompile ? dropped : dropped.then(() => measured.settle())).catch(() => undefined);
        reclaimsUnderWay.add(reclaim);
        void reclaim.finally(() => {
          reclaimsUnderWay.delete(reclaim);
          endReclaimWait();
        });
        const cleanup = reclaim.then(() => measured.remove());
        cleanups.add(cleanup);
        void cleanup.finally(() => cleanups.delete(cleanup));
      }
    }
  };

  return {
    get isBroken() {
      return hasEnded;
    },
    async run(request) {
      holdProcess(true);
      try {
        return await runInBox(request);
      } finally {
        holdProcess(false);
      }
    },
    async close() {
      // Its end is awaited: until then the box holds the process, as a run does.
      holdProcess(true);
      isClosing = true;
      dropSpare();
      await killBox();
      await Promise.all([...cleanups]);
      await cgroup?.remove();
      removeSocketDir(socketDir);
    },
  };
}
