import type { SandboxMountPlan } from '../bwrap-args.ts';
import type { ExecuteResult, ExecuteSpec, Sandbox } from '../sandbox.ts';
import type { RawRun } from '../supervise.ts';
import { startBox, type Box, type BoxTools } from './box.ts';
import { boxHelperPath } from './box-helper-build.ts';

/**
 * The sandbox of one submission: its test runs share a few reusable boxes,
 * never another submission's. Close it when the submission is judged.
 */
export interface SandboxSession extends Sandbox {
  close(): Promise<void>;
}

export interface BoxSessionOptions {
  base: Sandbox;
  tools: Omit<BoxTools, 'helperPath'>;
  /** Turns a box's raw run into the sandbox's result (its execution method, enforcement and host-free messages). */
  finish(raw: RawRun, spec: ExecuteSpec): ExecuteResult;
}

/**
 * Only a program's read-only run fits a box: a compile writes the job's files,
 * and an interactive party keeps the per-run path, whose exit the other party's
 * verdict is timed against.
 */
function isReusable(spec: ExecuteSpec): boolean {
  return !spec.isWorkDirWritable && !spec.streams && !(spec.extraBinds ?? []).some((bind) => bind.isWritable);
}

function mountPlanOf(spec: ExecuteSpec): SandboxMountPlan {
  return {
    workDirHost: spec.workDirHost,
    isWorkDirWritable: false,
    extraReadOnlyPaths: spec.extraReadOnlyPaths,
    tmpfsBytes: spec.limits.fileSizeBytes,
    extraBinds: spec.extraBinds ?? [],
  };
}

/** A session that runs everything the per-run way (no boxes: a native sandbox, cgroup v2, a test's stand-in). */
export function passThroughSession(base: Sandbox): SandboxSession {
  return { executionMethod: base.executionMethod, execute: (spec) => base.execute(spec), close: () => Promise.resolve() };
}

export function openBoxSession(options: BoxSessionOptions): SandboxSession {
  const { base } = options;
  const idle = new Map<string, Box[]>();
  const open = new Set<Box>();
  let isClosed = false;

  const discard = async (box: Box): Promise<void> => {
    open.delete(box);
    await box.close();
  };

  /** A free box with the same mounts and group limits, or a new one: concurrent tests each get their own. */
  const take = async (key: string, spec: ExecuteSpec): Promise<Box> => {
    const free = idle.get(key) ?? [];
    for (let box = free.pop(); box; box = free.pop()) {
      if (!box.isBroken) return box;
      await discard(box);
    }
    const box = startBox({ ...options.tools, helperPath: await boxHelperPath() }, mountPlanOf(spec), spec.limits);
    open.add(box);
    return box;
  };

  const runOnce = async (spec: ExecuteSpec): Promise<ExecuteResult> => {
    const key = JSON.stringify([mountPlanOf(spec), spec.limits.memoryBytes, spec.limits.processes]);
    const box = await take(key, spec);
    let raw: RawRun;
    try {
      raw = await box.run({
        argv: spec.command.argv,
        env: spec.command.env,
        stdinFd: spec.stdinFd,
        ...(spec.abortSignal ? { abortSignal: spec.abortSignal } : {}),
        limits: spec.limits,
      });
    } catch (error) {
      await discard(box);
      throw error;
    }
    // A box that failed to start or run a program is not trusted with another. Nor is one whose run was
    // stopped from outside: its runner may still be clearing up, which the next test would be charged for.
    const wasStopped = raw.isWallTimeout || raw.isCpuTimeout || raw.isOutputLimit || spec.abortSignal?.aborted === true;
    if (isClosed || raw.setupError !== undefined || wasStopped || box.isBroken) await discard(box);
    else idle.set(key, [...(idle.get(key) ?? []), box]);
    return options.finish(raw, spec);
  };

  return {
    executionMethod: base.executionMethod,
    async execute(spec) {
      if (!isReusable(spec)) return base.execute(spec);
      try {
        await boxHelperPath();
      } catch {
        // Without its helper (no compiler on the machine) every run takes the per-run sandbox, which holds the same rules.
        return base.execute(spec);
      }
      const first = await runOnce(spec);
      // As on the per-run path: a set-up failure happened before the program ran, so one more attempt, in a new box.
      return first.setupError === undefined ? first : runOnce(spec);
    },
    async close() {
      isClosed = true;
      idle.clear();
      await Promise.all([...open].map(discard));
    },
  };
}
