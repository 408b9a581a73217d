import fs from 'node:fs';
import type { ExecutionMethod } from '@codepath/contract/enums';
import { JudgeError } from '../errors.ts';
import { SANDBOX_WORK_DIR } from './bwrap-args.ts';
import type { CgroupManager } from './cgroup-files.ts';
import { detectCgroups } from './cgroup.ts';
import { boundFreePageLists } from './free-page-lists.ts';
import { runAsUidFor } from './host-uids.ts';
import { planLaunch } from './launch-plan.ts';
import { boxHelperPath } from './box/box-helper-build.ts';
import { openBoxSession, withSetupRetry } from './box/box-session.ts';
import { createClientPool, type ClientPool } from './box/client-pool.ts';
import { nativeLauncherArgv } from './native-launcher.ts';
import { buildSeccompFilter } from './seccomp.ts';
import { supervise } from './supervise.ts';
import type { ExecuteResult, ExecuteSpec, LimitEnforcement, RawRun, Sandbox, SandboxSession, SessionOptions } from './types.ts';

export const BWRAP_PATH = '/usr/bin/bwrap';

export interface SandboxOptions {
  /** Where bubblewrap is installed (default: Debian's /usr/bin/bwrap). */
  bwrapPath?: string;
  /** Where the cgroup hierarchies are mounted (default: /sys/fs/cgroup). */
  cgroupRoot?: string;
  /** Run programs without bubblewrap when it is missing (development only; executionMethod 'native'). */
  allowUnsandboxed?: boolean;
  /** Accept memory and process limits enforced by rlimits alone when no cgroup is writable. */
  allowUnenforcedLimits?: boolean;
  /** The Python that builds the seccomp filter with python3-seccomp (default: Debian's /usr/bin/python3). */
  seccompPythonPath?: string;
}

const isRoot = process.getuid?.() === 0;

function describeEnforcement(cgroups: CgroupManager | undefined, canBoundByAddressSpace: boolean): LimitEnforcement {
  const group = cgroups ? `cgroup ${cgroups.mode}` : undefined;
  return {
    cpuTime: group
      ? `${group} CPU accounting polled by the supervisor, RLIMIT_CPU backstop`
      : 'RLIMIT_CPU per process, measured by rusage of every process of the run',
    wallTime: 'supervisor timer',
    memory: group ? `${group} memory limit` : canBoundByAddressSpace ? 'RLIMIT_AS per process' : 'not enforced',
    processes: group ? `${group} pids limit` : 'RLIMIT_NPROC',
    fileSize: 'RLIMIT_FSIZE and a size-capped /tmp',
    openFiles: 'RLIMIT_NOFILE',
    output: 'supervisor stops reading past the cap',
  };
}

/**
 * bwrap's own messages name host paths (a bind source it could not find); the
 * learner sees them, so they name the sandbox's paths instead.
 */
function sandboxNamesInSetupFailure(raw: RawRun, spec: ExecuteSpec): Pick<RawRun, 'setupError'> {
  const binds = [...(spec.extraBinds ?? []), { hostPath: spec.workDirHost, sandboxPath: SANDBOX_WORK_DIR }];
  const rename = (text: string): string => binds.reduce((named, bind) => named.split(bind.hostPath).join(bind.sandboxPath), text);
  return { setupError: rename(raw.setupError ?? '') };
}

function loadSeccompFilter(options: SandboxOptions): Buffer | undefined {
  try {
    return buildSeccompFilter(options.seccompPythonPath);
  } catch (error) {
    if (options.allowUnsandboxed) return undefined;
    throw new JudgeError(
      'SANDBOX_UNAVAILABLE',
      `the sandbox's seccomp filter cannot be built (${(error as Error).message}); install the Debian package "python3-seccomp" or explicitly allow unsandboxed execution`,
      { cause: error },
    );
  }
}

/** Resolves when the box helper is built (or throws SANDBOX_UNAVAILABLE saying why it cannot be). */
export async function ensureBoxHelper(sandbox: Sandbox): Promise<void> {
  if (sandbox.executionMethod !== 'sandbox') return;
  try {
    await boxHelperPath();
  } catch (error) {
    throw new JudgeError('SANDBOX_UNAVAILABLE', `the sandbox's box helper cannot be built with gcc (${(error as Error).message}); install the Debian package "gcc"`, { cause: error });
  }
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const bwrapPath = options.bwrapPath ?? BWRAP_PATH;
  const hasBwrap = fs.existsSync(bwrapPath);
  if (!hasBwrap && !options.allowUnsandboxed) {
    throw new JudgeError(
      'SANDBOX_UNAVAILABLE',
      `bubblewrap is not installed at ${bwrapPath}; install the Debian package "bubblewrap" or explicitly allow unsandboxed execution`,
    );
  }
  // Without its seccomp filter the sandbox is not the one the README describes: refuse, or run natively when allowed.
  const seccompFilter = hasBwrap ? loadSeccompFilter(options) : undefined;
  const cgroups = detectCgroups(options.cgroupRoot);
  if (cgroups) boundFreePageLists();
  if (!cgroups && !options.allowUnenforcedLimits) {
    throw new JudgeError(
      'LIMIT_NOT_ENFORCEABLE',
      'no writable cgroup (v2, or v1 memory+pids+cpuacct) is available, so memory and process limits cannot be enforced for the whole process tree; run the judge as root on a machine with cgroups or explicitly allow weaker limits',
    );
  }
  const executionMethod: ExecutionMethod = seccompFilter ? 'sandbox' : 'native';
  const plan = (spec: ExecuteSpec) => planLaunch(spec, { hasCgroup: cgroups !== undefined });
  const finish = (raw: RawRun, spec: ExecuteSpec): ExecuteResult => {
    const named = raw.setupError === undefined ? raw : { ...raw, ...sandboxNamesInSetupFailure(raw, spec) };
    return { ...named, executionMethod, enforcement: describeEnforcement(cgroups, spec.canBoundByAddressSpace) };
  };
  const assertEnforceable = (spec: ExecuteSpec): void => {
    if (!cgroups && !spec.canBoundByAddressSpace && !options.allowUnenforcedLimits) {
      throw new JudgeError('LIMIT_NOT_ENFORCEABLE', 'this language needs a cgroup to enforce its memory limit');
    }
  };

  /** Development only: the program runs on the host, with the same launch plan and no isolation. */
  const executeNatively = async (spec: ExecuteSpec): Promise<ExecuteResult> => {
    const runAsUid = isRoot ? runAsUidFor(spec.workDirHost) : undefined;
    const cgroup = cgroups?.create(spec.limits, runAsUid);
    try {
      const raw = await supervise({
        argv: nativeLauncherArgv(plan(spec), cgroup),
        cwd: spec.workDirHost,
        env: { ...spec.command.env },
        stdinFd: spec.stdinFd,
        ...(spec.streams ? { streams: spec.streams } : {}),
        ...(spec.abortSignal ? { abortSignal: spec.abortSignal } : {}),
        ...(spec.outputMemory ? { outputMemory: spec.outputMemory } : {}),
        limits: spec.limits,
        cgroup,
        ...(runAsUid !== undefined ? { runAsUid } : {}),
        hasTimesFd: !cgroup,
        isEndReported: false,
      });
      return finish(raw, spec);
    } finally {
      if (!spec.keepsPageCache) await cgroup?.dropCaches();
      if (!spec.isWorkDirWritable) await cgroup?.settle();
      await cgroup?.remove();
    }
  };

  // The boxes' clients, started ahead for every session of this sandbox (box/client-pool.ts).
  let clients: { helperPath: string; pool: ClientPool } | undefined;
  const clientsFor = (helperPath: string): ClientPool => {
    if (clients?.helperPath !== helperPath) clients = { helperPath, pool: createClientPool(helperPath) };
    return clients.pool;
  };

  const openSession = (sessionOptions: SessionOptions = {}): SandboxSession => {
    if (!seccompFilter) {
      return { executionMethod, execute: (spec) => (assertEnforceable(spec), withSetupRetry(spec, () => executeNatively(spec))), close: () => Promise.resolve() };
    }
    const session = boxHelperPath().then((helperPath) =>
      openBoxSession({ tools: { bwrapPath, helperPath, seccompFilter, cgroups, clients: clientsFor(helperPath) }, executionMethod, plan, finish, ...sessionOptions }),
    );
    session.catch(() => undefined);
    return {
      executionMethod,
      async execute(spec) {
        assertEnforceable(spec);
        return (await session).execute(spec);
      },
      close: () => session.then((opened) => opened.close(), () => undefined),
    };
  };

  const configKey = JSON.stringify([executionMethod, bwrapPath, options.seccompPythonPath ?? null, options.cgroupRoot ?? null, cgroups?.mode ?? null, !!options.allowUnsandboxed, !!options.allowUnenforcedLimits]);
  return {
    executionMethod,
    configKey,
    openSession,
    async close() {
      await clients?.pool.close();
      clients = undefined;
    },
    async execute(spec) {
      // A run of its own: a session of one box, closed once the run ended.
      const session = openSession({ isSingleRun: true });
      try {
        return await session.execute(spec);
      } finally {
        await session.close();
      }
    },
  };
}
