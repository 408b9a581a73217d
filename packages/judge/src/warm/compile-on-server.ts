import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_WORK_DIR } from '../sandbox/bwrap-args.ts';
import { COMPILE_LIMITS } from '../sandbox/limits.ts';
import type { Sandbox } from '../sandbox/types.ts';
import type { JobDir } from '../sandbox/work-dir.ts';
import type { CompileReply } from './compile-reply.ts';
import { CompileServerProcess, CompileWallTimeout, type CompileServerSpec } from './compile-server.ts';
import { copyClassesFromSpool, copySourcesToSpool } from './compile-spool.ts';

/** A server is replaced after this many compiles, so whatever a compile left in its heap goes. */
export const JOBS_PER_SERVER = 200;
/** After this many failures in a row a language's compiles use its compiler process for a while before they try a server again. */
const MAX_FAILURES_IN_A_ROW = 3;
const PAUSE_AFTER_FAILURES_MS = 5 * 60_000;
/** An idle server exits after this long; the next compile starts another (about half a second). */
const IDLE_MS = 60_000;

/**
 * A sandbox's compile servers: each compiles one source of its language at a
 * time (its spool holds only the compile in progress), and there are at most as
 * many, all languages together, as the judge runs jobs at once, so a compile
 * never waits behind another learner's. One that finds every server busy (only
 * when more compiles run than the judge has slots) compiles with its compiler
 * process at once rather than wait. An idle server of another language gives
 * way to a compile that needs room.
 */
interface ServerPool {
  /** Oldest first. */
  idle: CompileServerProcess[];
  busy: Set<CompileServerProcess>;
  size: number;
  /** Per language: one's failures never pause another's servers. */
  failuresInARow: Map<string, number>;
  /** Per language, set after too many failures in a row: no server before then. */
  pausedUntil: Map<string, number>;
  idleTimers: Map<CompileServerProcess, NodeJS.Timeout>;
}

const pools = new WeakMap<Sandbox, ServerPool>();

function poolOf(sandbox: Sandbox): ServerPool {
  let pool = pools.get(sandbox);
  if (!pool) {
    pool = { idle: [], busy: new Set(), size: 1, failuresInARow: new Map(), pausedUntil: new Map(), idleTimers: new Map() };
    pools.set(sandbox, pool);
  }
  return pool;
}

/** How many compile servers the sandbox may run at once: the judge's slots (judge.ts). */
export function setCompileServerCount(sandbox: Sandbox, count: number): void {
  poolOf(sandbox).size = Math.max(1, count);
}

export interface ServedCompile {
  reply: CompileReply;
  /** Where the compile's sources were in the server's sandbox, for scrubbing its messages. */
  sandboxFolder: string;
}

/** The sandbox's compile servers running now (for the self-test's report, tests and benchmarks). */
export function runningCompileServers(sandbox: Sandbox): CompileServerProcess[] {
  const pool = pools.get(sandbox);
  return pool ? [...pool.idle, ...pool.busy] : [];
}

function stopServer(pool: ServerPool, server: CompileServerProcess, reason: string): Promise<void> {
  clearTimeout(pool.idleTimers.get(server));
  pool.idleTimers.delete(server);
  pool.idle = pool.idle.filter((other) => other !== server);
  pool.busy.delete(server);
  server.stop(reason);
  return server.exited;
}

/** Stops the sandbox's compile servers (the judge's end, tests, benchmarks). */
export async function stopCompileServer(sandbox: Sandbox): Promise<void> {
  const pool = pools.get(sandbox);
  if (!pool) return;
  await Promise.all([...pool.idle, ...pool.busy].map((server) => stopServer(pool, server, 'stopped')));
}

const isUsable = (server: CompileServerProcess, specKey: string) => server.failure === undefined && server.jobs < JOBS_PER_SERVER && server.specKey === specKey;

/**
 * An idle server of the language fit for the spec, or a new one while the pool
 * has room (made by stopping the oldest idle server of another language when
 * needed); undefined when every one is busy.
 */
async function takeServer(pool: ServerPool, sandbox: Sandbox, workRoot: string, spec: CompileServerSpec): Promise<CompileServerProcess | undefined> {
  const specKey = JSON.stringify(spec);
  for (const server of pool.idle.filter((idle) => idle.language === spec.language)) {
    if (isUsable(server, specKey)) {
      clearTimeout(pool.idleTimers.get(server));
      pool.idle = pool.idle.filter((other) => other !== server);
      pool.busy.add(server);
      return server;
    }
    void stopServer(pool, server, 'replaced');
  }
  if (pool.busy.size >= pool.size) return undefined;
  const oldest = pool.idle[0];
  if (oldest && pool.busy.size + pool.idle.length >= pool.size) void stopServer(pool, oldest, `gave way to a ${spec.language} compile`);
  const server = await CompileServerProcess.start(sandbox, workRoot, spec);
  pool.busy.add(server);
  return server;
}

function release(pool: ServerPool, server: CompileServerProcess): void {
  pool.busy.delete(server);
  if (server.failure !== undefined) return;
  pool.idle.push(server);
  pool.idleTimers.set(server, setTimeout(() => void stopServer(pool, server, 'idle'), IDLE_MS).unref());
}

async function compileOnce(server: CompileServerProcess, sources: readonly string[], job: JobDir): Promise<ServedCompile> {
  const folder = `compile-${server.jobs}`;
  const sandboxFolder = `${SANDBOX_WORK_DIR}/${folder}`;
  try {
    copySourcesToSpool(job, server.spool, folder, sources);
    // The limits are a compile's as the compiler process gets them: the CPU time of the compile's own thread (on a
    // server nobody else uses meanwhile), and the wall time.
    const reply = await server.request(sandboxFolder, sources, COMPILE_LIMITS.cpuMs, COMPILE_LIMITS.wallMs);
    if (reply.status === 2) throw new Error(`the compiler failed: ${reply.messages.slice(0, 300)}`);
    if (reply.status === 0) copyClassesFromSpool(server.spool, folder, job);
    return { reply, sandboxFolder };
  } catch (error) {
    server.stop((error as Error).message);
    // Past the wall time the compiler process would have been stopped too: that is the compile's limit, answered so.
    if (error instanceof CompileWallTimeout) return { reply: { status: 3, cpuMs: COMPILE_LIMITS.wallMs, messages: '' }, sandboxFolder };
    throw error;
  } finally {
    await fs.promises.rm(path.join(server.spool.box, folder), { recursive: true, force: true });
  }
}

/**
 * A compile the server failed, which the compiler process (javac, kotlinc) then compiles. Whether
 * the failure counts against the server waits for the process's result: if the
 * process fails too, the source is at fault (a learner can crash javac on
 * purpose) and the server is not paused for everyone.
 */
export interface ServerFallback {
  settle(processCompiled: boolean): void;
}

/**
 * Compiles the job's sources on one of the sandbox's long-lived compilers.
 * Undefined when the caller should compile with the process and nothing is
 * owed: every server is busy (that is load, not a fault) or the servers are
 * paused. A `ServerFallback` when the server failed or took too long: the
 * caller compiles with the process, then settles it with the result (the
 * reason goes to `onFallback` then).
 */
export async function compileOnServer(sandbox: Sandbox, spec: CompileServerSpec, sources: readonly string[], job: JobDir, onFallback: (reason: string) => void): Promise<ServedCompile | ServerFallback | undefined> {
  const pool = poolOf(sandbox);
  if (Date.now() < (pool.pausedUntil.get(spec.language) ?? 0)) return undefined;
  if (sources.some((source) => /[\t\n]/.test(source))) return undefined;
  let server: CompileServerProcess | undefined;
  try {
    server = await takeServer(pool, sandbox, path.dirname(job.root), spec);
    if (!server) return undefined;
    const result = await compileOnce(server, sources, job);
    // A compile stopped at its time limit says nothing of whether the servers work.
    if (result.reply.status !== 3) pool.failuresInARow.set(spec.language, 0);
    return result;
  } catch (error) {
    const failure = (error as Error).message;
    return { settle: (processCompiled) => onFallback(settleFailure(pool, spec, failure, processCompiled)) };
  } finally {
    if (server) release(pool, server);
  }
}

/** What a failed server compile says, and whether it counts towards pausing the language's servers. Exported for its unit test. */
export function settleFailure(pool: Pick<ServerPool, 'failuresInARow' | 'pausedUntil'>, spec: CompileServerSpec, failure: string, processCompiled: boolean): string {
  const said = `the compile server failed (${failure}); this compile used the ${spec.processName} process`;
  if (!processCompiled) return `${said}, which failed too: the source is at fault, not the server`;
  // A warm compiler's compiled frames are larger than a fresh process's, so a deeply nested source can overflow the
  // server's stack and not the process's: that is the source's depth, not a broken server, and a learner could
  // otherwise pause the servers for everyone with three of them at once.
  if (/StackOverflowError/.test(failure)) return `${said}: a stack overflow on a deeply nested source, not counted against the server`;
  const failures = (pool.failuresInARow.get(spec.language) ?? 0) + 1;
  pool.failuresInARow.set(spec.language, failures);
  if (failures < MAX_FAILURES_IN_A_ROW) return said;
  pool.failuresInARow.set(spec.language, 0);
  pool.pausedUntil.set(spec.language, Date.now() + PAUSE_AFTER_FAILURES_MS);
  return `${said}; after ${MAX_FAILURES_IN_A_ROW} failures in a row, compiles use it for ${PAUSE_AFTER_FAILURES_MS / 60_000} minutes`;
}
