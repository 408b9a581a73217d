import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_WORK_DIR } from '../sandbox/bwrap-args.ts';
import { COMPILE_LIMITS } from '../sandbox/limits.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import type { JobDir } from '../sandbox/work-dir.ts';
import type { CompileReply } from './compile-reply.ts';
import { CompileServerProcess, type CompileServerSpec } from './compile-server.ts';
import { copyClassesFromSpool, copySourcesToSpool } from './compile-spool.ts';

/** A server is replaced after this many compiles, so whatever a compile left in its heap goes. */
export const JOBS_PER_SERVER = 200;
/** After this many failures in a row the sandbox compiles with the javac process for a while before it tries a server again. */
const MAX_FAILURES_IN_A_ROW = 3;
const PAUSE_AFTER_FAILURES_MS = 5 * 60_000;
/** An idle server exits after this long; the next compile starts another (about half a second). */
const IDLE_MS = 60_000;

interface ServerSlot {
  server?: CompileServerProcess;
  /** Compiles run one after another: the spool holds only the one in progress. */
  queue: Promise<unknown>;
  failuresInARow: number;
  /** Set after too many failures in a row: no server before then. */
  pausedUntil: number;
  idleTimer?: NodeJS.Timeout;
}

const slots = new WeakMap<Sandbox, ServerSlot>();

export interface ServedCompile {
  reply: CompileReply;
  /** Where the compile's sources were in the server's sandbox, for scrubbing its messages. */
  sandboxFolder: string;
}

/** The sandbox's compile server while one runs (for the self-test's report and tests). */
export function runningCompileServer(sandbox: Sandbox): CompileServerProcess | undefined {
  return slots.get(sandbox)?.server;
}

/** Stops the sandbox's compile server, if one runs (the judge's end, tests, benchmarks). */
export async function stopCompileServer(sandbox: Sandbox): Promise<void> {
  const slot = slots.get(sandbox);
  const server = slot?.server;
  if (!slot || !server) return;
  clearTimeout(slot.idleTimer);
  slot.server = undefined;
  server.stop('stopped');
  await server.exited;
}

/** The running server, or a new one when there is none, it failed, served its share of compiles or runs other flags. */
async function serverFor(slot: ServerSlot, sandbox: Sandbox, workRoot: string, spec: CompileServerSpec): Promise<CompileServerProcess> {
  const { server } = slot;
  const isStale = server && (server.failure !== undefined || server.jobs >= JOBS_PER_SERVER || server.specKey !== JSON.stringify(spec));
  if (server && !isStale) return server;
  server?.stop('replaced');
  slot.server = await CompileServerProcess.start(sandbox, workRoot, spec);
  return slot.server;
}

async function compileOnce(slot: ServerSlot, sandbox: Sandbox, spec: CompileServerSpec, sources: readonly string[], job: JobDir): Promise<ServedCompile> {
  const server = await serverFor(slot, sandbox, path.dirname(job.root), spec);
  const folder = `compile-${server.jobs}`;
  const sandboxFolder = `${SANDBOX_WORK_DIR}/${folder}`;
  try {
    copySourcesToSpool(job, server.spool, folder, sources);
    const reply = await server.request(sandboxFolder, sources, COMPILE_LIMITS.cpuMs);
    if (reply.status === 2) throw new Error(`the compiler failed: ${reply.messages.slice(0, 300)}`);
    if (reply.status === 0) copyClassesFromSpool(server.spool, folder, job);
    return { reply, sandboxFolder };
  } catch (error) {
    server.stop((error as Error).message);
    throw error;
  } finally {
    await fs.promises.rm(path.join(server.spool.box, folder), { recursive: true, force: true });
  }
}

/**
 * Compiles the job's sources on the sandbox's long-lived compiler; undefined,
 * with the reason passed to `onFallback`, when the server cannot (it failed,
 * took too long, or is given up on), so the caller compiles with the process.
 */
export function compileOnServer(sandbox: Sandbox, spec: CompileServerSpec, sources: readonly string[], job: JobDir, onFallback: (reason: string) => void): Promise<ServedCompile | undefined> {
  let slot = slots.get(sandbox);
  if (!slot) {
    slot = { queue: Promise.resolve(), failuresInARow: 0, pausedUntil: 0 };
    slots.set(sandbox, slot);
  }
  const own = slot;
  if (Date.now() < own.pausedUntil) return Promise.resolve(undefined);
  if (sources.some((source) => /[\t\n]/.test(source))) return Promise.resolve(undefined);
  const served = own.queue.then(async () => {
    clearTimeout(own.idleTimer);
    try {
      const result = await compileOnce(own, sandbox, spec, sources, job);
      own.failuresInARow = 0;
      return result;
    } catch (error) {
      own.failuresInARow += 1;
      const isPausing = own.failuresInARow >= MAX_FAILURES_IN_A_ROW;
      if (isPausing) {
        own.failuresInARow = 0;
        own.pausedUntil = Date.now() + PAUSE_AFTER_FAILURES_MS;
      }
      const pause = isPausing ? `; after ${MAX_FAILURES_IN_A_ROW} failures in a row, compiles use it for ${PAUSE_AFTER_FAILURES_MS / 60_000} minutes` : '';
      onFallback(`the compile server failed (${(error as Error).message}); this compile used the javac process${pause}`);
      return undefined;
    } finally {
      own.idleTimer = setTimeout(() => void stopCompileServer(sandbox), IDLE_MS).unref();
    }
  });
  own.queue = served;
  return served;
}
