import fs from 'node:fs';
import type { ExecutionMethod } from '@codepath/contract/enums';
import { JudgeError } from '../errors.ts';
import { buildSandboxArgs, SANDBOX_UID, SANDBOX_WORK_DIR, type DirectoryBind, type SandboxCommand } from './bwrap-args.ts';
import type { CgroupManager } from './cgroup-files.ts';
import { detectCgroups } from './cgroup.ts';
import type { ResourceLimits } from './limits.ts';
import { openBoxSession, passThroughSession, type SandboxSession } from './box/box-session.ts';
import { buildSeccompFilter } from './seccomp.ts';
import { supervise, type RawRun, type StreamedStdio } from './supervise.ts';

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

/** Which mechanism enforced each limit; shown with every result. */
export interface LimitEnforcement {
  cpuTime: string;
  wallTime: string;
  memory: string;
  processes: string;
  fileSize: string;
  openFiles: string;
  output: string;
}

export interface ExecuteSpec {
  workDirHost: string;
  isWorkDirWritable: boolean;
  extraReadOnlyPaths: readonly string[];
  extraBinds?: readonly DirectoryBind[];
  command: SandboxCommand;
  stdinFd: number;
  /** An interactive party's stdio (see StreamedStdio); `stdinFd` is then unused. */
  streams?: StreamedStdio;
  abortSignal?: AbortSignal;
  limits: ResourceLimits;
  /** JVMs reserve far more address space than they use, so an address-space rlimit cannot bound them. */
  canBoundByAddressSpace: boolean;
}

export interface ExecuteResult extends RawRun {
  executionMethod: ExecutionMethod;
  enforcement: LimitEnforcement;
}

export interface Sandbox {
  readonly executionMethod: ExecutionMethod;
  execute(spec: ExecuteSpec): Promise<ExecuteResult>;
}

const isRoot = process.getuid?.() === 0;

function describeEnforcement(cgroups: CgroupManager | undefined, canBoundByAddressSpace: boolean): LimitEnforcement {
  const group = cgroups ? `cgroup ${cgroups.mode}` : undefined;
  return {
    cpuTime: group
      ? `${group} CPU accounting polled by the supervisor, RLIMIT_CPU backstop`
      : 'RLIMIT_CPU per process, measured by rusage of the processes the program waits for',
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
function sandboxNamesInSetupFailure(raw: RawRun, spec: ExecuteSpec): Pick<RawRun, 'setupError' | 'stderr'> {
  const binds = [...(spec.extraBinds ?? []), { hostPath: spec.workDirHost, sandboxPath: SANDBOX_WORK_DIR }];
  const rename = (text: string): string => binds.reduce((named, bind) => named.split(bind.hostPath).join(bind.sandboxPath), text);
  return { setupError: rename(raw.setupError ?? ''), stderr: Buffer.from(rename(raw.stderr.toString('utf8'))) };
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

const sessionFactories = new WeakMap<Sandbox, () => SandboxSession>();

/**
 * A sandbox for one submission's test runs: boxes built once and reused for
 * each test (box/README.md), never shared with another submission. Where boxes
 * cannot be used it runs every program the per-run way.
 */
export function openSandboxSession(sandbox: Sandbox): SandboxSession {
  return sessionFactories.get(sandbox)?.() ?? passThroughSession(sandbox);
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
  const isSandboxed = seccompFilter !== undefined;
  const cgroups = detectCgroups(options.cgroupRoot);
  if (!cgroups && !options.allowUnenforcedLimits) {
    throw new JudgeError(
      'LIMIT_NOT_ENFORCEABLE',
      'no writable cgroup (v2, or v1 memory+pids+cpuacct) is available, so memory and process limits cannot be enforced for the whole process tree; run the judge as root on a machine with cgroups or explicitly allow weaker limits',
    );
  }
  const executionMethod: ExecutionMethod = isSandboxed ? 'sandbox' : 'native';
  const runAsUid = isRoot ? SANDBOX_UID : undefined;

  const sandbox: Sandbox = {
    executionMethod,
    async execute(spec) {
      if (!cgroups && !spec.canBoundByAddressSpace && !options.allowUnenforcedLimits) {
        throw new JudgeError('LIMIT_NOT_ENFORCEABLE', 'this language needs a cgroup to enforce its memory limit');
      }
      const first = await executeOnce(spec);
      // A set-up failure happens before the program runs (e.g. the kernel briefly out of
      // namespaces under load), so one more attempt cannot run it twice. An interactive
      // party is not retried: the other party may already have written to it.
      return first.setupError === undefined || spec.streams ? first : executeOnce(spec);
    },
  };
  // Reusable boxes need the seccomp filter and cgroup v1: a test's program joins its fresh groups from inside the
  // box by writing 0 to `tasks`, which v2 refuses to a process whose cgroup namespace does not hold the group.
  if (seccompFilter && cgroups?.mode === 'v1') {
    const tools = { bwrapPath, seccompFilter, cgroups };
    sessionFactories.set(sandbox, () => openBoxSession({ base: sandbox, tools, finish: (raw, spec) => finish(raw, spec) }));
  }
  return sandbox;

  function finish(raw: RawRun, spec: ExecuteSpec): ExecuteResult {
    const named = raw.setupError === undefined ? raw : { ...raw, ...sandboxNamesInSetupFailure(raw, spec) };
    return { ...named, executionMethod, enforcement: describeEnforcement(cgroups, spec.canBoundByAddressSpace) };
  }

  async function executeOnce(spec: ExecuteSpec): Promise<ExecuteResult> {
    const cgroup = cgroups?.create(spec.limits, runAsUid);
    try {
      const argv = isSandboxed
        ? [
            bwrapPath,
            ...buildSandboxArgs(
              {
                workDirHost: spec.workDirHost,
                isWorkDirWritable: spec.isWorkDirWritable,
                extraReadOnlyPaths: spec.extraReadOnlyPaths,
                tmpfsBytes: spec.limits.fileSizeBytes,
                extraBinds: spec.extraBinds ?? [],
              },
              spec.command,
            ),
          ]
        : [...spec.command.argv];
      const raw = await supervise({
        argv,
        cwd: spec.workDirHost,
        env: isSandboxed ? { PATH: '/usr/bin:/bin' } : { ...spec.command.env },
        stdinFd: spec.stdinFd,
        ...(spec.streams ? { streams: spec.streams } : {}),
        ...(spec.abortSignal ? { abortSignal: spec.abortSignal } : {}),
        limits: spec.limits,
        cgroup,
        ...(!cgroups && spec.canBoundByAddressSpace ? { addressSpaceBytes: spec.limits.memoryBytes } : {}),
        ...(runAsUid !== undefined ? { runAsUid } : {}),
        hasStatusFd: isSandboxed,
        ...(seccompFilter ? { seccompFilter } : {}),
      });
      return finish(raw, spec);
    } finally {
      await cgroup?.remove();
    }
  }
}
