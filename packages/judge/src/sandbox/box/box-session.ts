import type { LaunchPlan } from '../launch-plan.ts';
import type { BoxMountPlan, DirectoryBind, ExecuteResult, ExecuteSpec, RawRun, SandboxSession } from '../types.ts';
import { startBox, type Box, type BoxTools } from './box.ts';

export interface BoxSessionOptions {
  tools: BoxTools;
  /** A box to start at once, before the session's first run (a job prepared ahead, see job-pool.ts). */
  prestart?: BoxMountPlan;
  /** One run only: its box makes no groups ahead (box.ts). */
  isSingleRun?: boolean;
  executionMethod: ExecuteResult['executionMethod'];
  /** The run's launch plan (launch-plan.ts), the same one a native run applies. */
  plan(spec: ExecuteSpec): LaunchPlan;
  /** Turns a box's raw run into the sandbox's result (its execution method, enforcement and host-free messages). */
  finish(raw: RawRun, spec: ExecuteSpec): ExecuteResult;
}

function mountPlanOf(spec: ExecuteSpec): BoxMountPlan {
  return { workDirHost: spec.workDirHost, extraReadOnlyPaths: spec.extraReadOnlyPaths, extraBinds: spec.extraBinds ?? [] };
}

const sameBind = (a: DirectoryBind, b: DirectoryBind) => a.hostPath === b.hostPath && a.sandboxPath === b.sandboxPath && a.isWritable === b.isWritable;

/** A box can run what needs its job's folder and no path it lacks: it may show more toolchains than the run uses. */
export function canServe(box: BoxMountPlan, run: BoxMountPlan): boolean {
  return (
    box.workDirHost === run.workDirHost &&
    run.extraReadOnlyPaths.every((p) => box.extraReadOnlyPaths.includes(p)) &&
    run.extraBinds.every((bind) => box.extraBinds.some((other) => sameBind(bind, other)))
  );
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
 * takes a free box that shows everything it needs (the job's folder, its
 * toolchain's paths) or starts a new one, so runs at the same time each have
 * their own; every run starts in namespaces no earlier run touched
 * (box-test.c). Close it when the job is done: every box is killed and removed.
 */
export function openBoxSession(options: BoxSessionOptions): SandboxSession {
  const idle: { box: Box; plan: BoxMountPlan }[] = [];
  const open = new Map<Box, BoxMountPlan>();
  let isClosed = false;

  const discard = async (box: Box): Promise<void> => {
    open.delete(box);
    await box.close();
  };

  /** Every mount plan a box of this session was started with, first first. */
  const shapes: BoxMountPlan[] = [];
  const start = (plan: BoxMountPlan): Box => {
    const box = startBox(options.tools, plan, { makesGroupsAhead: !options.isSingleRun });
    open.set(box, plan);
    if (!shapes.includes(plan)) shapes.push(plan);
    return box;
  };
  if (options.prestart) {
    const plan = options.prestart;
    idle.push({ box: start(plan), plan });
  }

  /** A free box that can serve the run, or a new one: runs at the same time each have their own. */
  const take = async (plan: BoxMountPlan): Promise<Box> => {
    for (;;) {
      const at = idle.findIndex((free) => canServe(free.plan, plan));
      const free = at < 0 ? undefined : idle.splice(at, 1)[0];
      /*
       * A box started for a run beside another (an idle judging slot) shows what the session's first box shows, when
       * that serves the run: one with only the run's own toolchain (no /usr/lib/jvm, /etc/mono, ...) told a test that
       * it ran beside another of its job, so not on Run nor on sample 1, and that a judging slot was idle (hostile
       * review 24).
       */
      if (!free) return start(shapes.find((shape) => canServe(shape, plan)) ?? plan);
      if (!free.box.isBroken) return free.box;
      await discard(free.box);
    }
  };

  const runOnce = async (spec: ExecuteSpec): Promise<ExecuteResult> => {
    const box = await take(mountPlanOf(spec));
    let raw: RawRun;
    try {
      raw = await box.run({
        plan: options.plan(spec),
        stdinFd: spec.stdinFd,
        ...(spec.streams ? { streams: spec.streams } : {}),
        ...(spec.abortSignal ? { abortSignal: spec.abortSignal } : {}),
        ...(spec.outputMemory ? { outputMemory: spec.outputMemory } : {}),
        limits: spec.limits,
        ...(spec.keepsPageCache ? { keepsPageCache: true } : {}),
      });
    } catch (error) {
      await discard(box);
      throw error;
    }
    // A box whose sandbox failed is not trusted with another run.
    const plan = open.get(box);
    if (isClosed || raw.setupError !== undefined || box.isBroken || !plan) await discard(box);
    else idle.push({ box, plan });
    return options.finish(raw, spec);
  };

  return {
    executionMethod: options.executionMethod,
    execute: (spec) => withSetupRetry(spec, () => runOnce(spec)),
    async close() {
      isClosed = true;
      idle.length = 0;
      await Promise.all([...open.keys()].map(discard));
    },
  };
}
