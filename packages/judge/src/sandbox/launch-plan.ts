import type { ResourceLimits } from './limits.ts';
import type { ExecuteSpec } from './types.ts';

/**
 * How one run is launched, computed once as data: what the box's test init
 * (box/box-test.c) and the native launcher (supervise.ts) each apply before the
 * program's first instruction. Every resource limit is set, not inherited, so a
 * run never sees what an earlier one (or the judge's own process) left.
 */
export interface LaunchPlan {
  argv: readonly string[];
  env: Readonly<Record<string, string>>;
  rlimits: readonly PlannedLimit[];
  /** Size of the run's own /tmp. */
  tmpfsBytes: number;
  isWorkDirWritable: boolean;
}

/** A resource's soft and hard limit; 'inf' is the most the judge's own process was given. */
export interface PlannedLimit {
  resource: ResourceName;
  value: number | 'inf';
}

/** Linux's numbers (setrlimit) and bash's `ulimit` flags with their units in bytes (1 for counts). */
const RESOURCES = {
  cpu: { number: 0, flag: '-t', unit: 1 },
  fsize: { number: 1, flag: '-f', unit: 1024 },
  data: { number: 2, flag: '-d', unit: 1024 },
  stack: { number: 3, flag: '-s', unit: 1024 },
  core: { number: 4, flag: '-c', unit: 512 },
  rss: { number: 5, flag: '-m', unit: 1024 },
  nproc: { number: 6, flag: '-u', unit: 1 },
  nofile: { number: 7, flag: '-n', unit: 1 },
  memlock: { number: 8, flag: '-l', unit: 1024 },
  as: { number: 9, flag: '-v', unit: 1024 },
  locks: { number: 10, flag: '-x', unit: 1 },
  sigpending: { number: 11, flag: '-i', unit: 1 },
  msgqueue: { number: 12, flag: '-q', unit: 1 },
  nice: { number: 13, flag: '-e', unit: 1 },
  rtprio: { number: 14, flag: '-r', unit: 1 },
  rttime: { number: 15, flag: '-R', unit: 1 },
} as const;

export type ResourceName = keyof typeof RESOURCES;

const KIB = 1024;
const MAX_STACK_BYTES = 1024 * 1024 * 1024;
/** What mlock may pin; a judged program has no use for more (and the cgroup counts it either way). */
const LOCKED_MEMORY_BYTES = 8 * 1024 * 1024;

export interface PlanContext {
  /** A cgroup bounds memory and processes; otherwise rlimits must. */
  hasCgroup: boolean;
}

/**
 * RLIMIT_CPU, in whole seconds: a backstop only, past the point where the supervisor's
 * own measure (the cgroup's CPU time, or rusage) reaches the time limit and names it.
 * The kernel checks this limit against its tick count (HZ), which runs ahead of the
 * scheduler's precise time the judge measures: on a busy virtual machine the tick count
 * was measured 14-19 % ahead (SIGXCPU at "3 s" found 2.5-2.6 s of CPU), so a limit of
 * the time limit + 1 s killed a 9 s Python program at 8.76 s measured, under its limit,
 * and the SIGKILL read as a crash. Half the limit again plus a second leaves room for a
 * tick count a third ahead; a run the kernel does stop has then passed its time limit by
 * the judge's measure too (supervise.ts marks it a timeout).
 */
export function cpuBackstopSeconds(cpuMs: number): number {
  return Math.ceil((cpuMs * 1.5) / 1000) + 1;
}

export function planRlimits(limits: ResourceLimits, canBoundByAddressSpace: boolean, context: PlanContext): PlannedLimit[] {
  const planned: Record<ResourceName, number | 'inf'> = {
    cpu: cpuBackstopSeconds(limits.cpuMs),
    fsize: Math.ceil(limits.fileSizeBytes / KIB) * KIB,
    data: 'inf',
    stack: Math.floor(Math.min(limits.memoryBytes, MAX_STACK_BYTES) / KIB) * KIB,
    core: 0,
    rss: 'inf',
    nproc: context.hasCgroup ? 'inf' : limits.processes,
    nofile: limits.openFiles,
    memlock: LOCKED_MEMORY_BYTES,
    as: !context.hasCgroup && canBoundByAddressSpace ? limits.memoryBytes : 'inf',
    locks: 'inf',
    sigpending: 'inf',
    // POSIX message queues are charged to the user across the box's tests and given back late: none at all.
    msgqueue: 0,
    nice: 0,
    rtprio: 0,
    rttime: 'inf',
  };
  return Object.entries(planned).map(([resource, value]) => ({ resource: resource as ResourceName, value }));
}

export function planLaunch(spec: ExecuteSpec, context: PlanContext): LaunchPlan {
  return {
    argv: spec.command.argv,
    env: spec.command.env,
    rlimits: planRlimits(spec.limits, spec.canBoundByAddressSpace, context),
    tmpfsBytes: spec.limits.fileSizeBytes,
    isWorkDirWritable: spec.isWorkDirWritable,
  };
}

/** The request a box's test init reads (box-test.c): TMPFS_BYTES BOX_WRITABLE N NUMBER=VALUE... ARGC ARGV... ENV... */
export function boxRequest(plan: LaunchPlan): string[] {
  return [
    String(plan.tmpfsBytes),
    plan.isWorkDirWritable ? '1' : '0',
    String(plan.rlimits.length),
    ...plan.rlimits.map(({ resource, value }) => `${RESOURCES[resource].number}=${value}`),
    String(plan.argv.length),
    ...plan.argv,
    ...Object.entries(plan.env).map(([name, value]) => `${name}=${value}`),
  ];
}

/** The same limits as bash `ulimit` commands (native runs): each value in the flag's unit, 'inf' left as inherited. */
export function ulimitCommands(plan: LaunchPlan): string[] {
  return plan.rlimits.flatMap(({ resource, value }) => {
    if (value === 'inf') return [];
    const { flag, unit } = RESOURCES[resource];
    return [`ulimit ${flag} ${Math.floor(value / unit)}`];
  });
}
