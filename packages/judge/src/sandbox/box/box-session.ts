import type { BoxMountPlan } from '../bwrap-args.ts';
import type { LaunchPlan } from '../launch-plan.ts';
import type { ExecuteResult, ExecuteSpec, RawRun, SandboxSession } from '../types.ts';
import { startBox, type Box, type BoxTools } from './box.ts';

export interface BoxSessionOptions {
  tools: BoxTools;
  executionMethod: ExecuteResult['executionMethod'];
  /** The run's launch plan (launch-plan.ts), the same one a native run applies. */
  plan(spec: ExecuteSpec): LaunchPlan;
  /** Turns a box's raw run into the sandbox's result (its execution method, enforcement and host-free messages). */
  finish(raw: RawRun, spec: ExecuteSpec): ExecuteResult;
}

function mountPlanOf(spec: ExecuteSpec): BoxMountPlan {
  return { workDirHost: spec.workDirHost, extraReadOnlyPaths: spec.extraReadOnlyPaths, extraBinds: spec.extraBinds ?? [] };
}

/**
 * The one retry rule, for every sandboxed run: a run the sandbox could not start
 * (it says so itself, out of band) never ran the program, so it is tried once
 * more, in a new box. An interactive party is not: the other party may already
 * have written to it. A sandbox that failed under a running program is not
 * either: the program ran, and the run is the judge's Internal Error.
 */
export async function withSetupRetry(spec: ExecuteSpec, attempt: () => Promise<ExecuteResult>): Promise<ExecuteResult> {
  const first = await attempt();
  const isRetryable = first.setupError !== undefined && first.hasProgramStarted !== true && !spec.streams;
  return isRetryable ? attempt() : first;
}

/**
 * The sandbox of one job: its runs share a few boxes, never another job's. A run
 * takes a free box with the same mounts or starts a new one, so runs at the same
 * time each have their own; every run starts in namespaces no earlier run touched
 * (box-test.c). Close it when the job is done: every box is killed and removed.
 */
export function openBoxSession(options: BoxSessionOptions): SandboxSession {
  const idle = new Map<string, Box[]>();
  const open = new Set<Box>();
  let isClosed = false;

  const discard = async (box: Box): Promise<void> => {
    open.delete(box);
    await box.close();
  };

  const take = async (key: string, spec: ExecuteSpec): Promise<Box> => {
    const free = idle.get(key) ?? [];
    for (let box = free.pop(); box; box = free.pop()) {
      if (!box.isBroken) return box;
      await discard(box);
    }
    const box = startBox(options.tools, mountPlanOf(spec));
    open.add(box);
    return box;
  };

  const runOnce = async (spec: ExecuteSpec): Promise<ExecuteResult> => {
    const key = JSON.stringify(mountPlanOf(spec));
    const box = await take(key, spec);
    let raw: RawRun;
    try {
      raw = await box.run({
        plan: options.plan(spec),
        stdinFd: spec.stdinFd,
        ...(spec.streams ? { streams: spec.streams } : {}),
        ...(spec.abortSignal ? { abortSignal: spec.abortSignal } : {}),
        limits: spec.limits,
      });
    } catch (error) {
      await discard(box);
      throw error;
    }
    // A box whose sandbox failed is not trusted with another run.
    if (isClosed || raw.setupError !== undefined || box.isBroken) await discard(box);
    else idle.set(key, [...(idle.get(key) ?? []), box]);
    return options.finish(raw, spec);
  };

  return {
    executionMethod: options.executionMethod,
    execute: (spec) => withSetupRetry(spec, () => runOnce(spec)),
    async close() {
      isClosed = true;
      idle.clear();
      await Promise.all([...open].map(discard));
    },
  };
}
