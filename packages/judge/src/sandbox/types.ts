import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import type { ExecutionMethod } from '@codepath/contract/enums';
import type { ResourceLimits } from './limits.ts';
import type { OutputMemory } from './output-buffer.ts';

/** The sandbox's types, in one module that every part of the sandbox and its callers import. */

export interface SandboxCommand {
  argv: readonly string[];
  env: Readonly<Record<string, string>>;
}

export interface DirectoryBind {
  hostPath: string;
  sandboxPath: string;
  isWritable: boolean;
}

/**
 * An interactive run's stdio: the program reads `stdin` and its output is written
 * to `stdout` as it comes (with back-pressure, counted against the output limit,
 * not kept), instead of a file in and a buffer out. `stdout` is ended when the
 * program's output ends.
 */
export type StreamedStdio = RelayedStdio | JoinedStdio;

export interface RelayedStdio {
  stdin: Readable;
  stdout: Writable;
  /** Settles when the reader of `stdout` has ended: what the program writes after that is dropped and counted against its output limit. */
  readerEnded?: Promise<unknown>;
  /** Called once the program takes no more of `stdin` (it closed it, or its run is over): what is written to it after is dropped. */
  onInputGone?: () => void;
}

/**
 * An interactive party joined to the other directly (joined-stdio.ts): the two
 * parties talk over pipes the submission's client makes and passes to the
 * validator's over `rendezvous` (its client's stdin, a socket whose other end is
 * the other party's client's), and no message passes through the judge.
 * `onStarted` is called once the party's client holds its end, so the judge can let
 * go of its own copy.
 */
export interface JoinedStdio {
  joined: { rendezvous: Socket; party: 'submission' | 'validator'; onStarted(): void };
}

/** What a box shows of the host: the same for every run of the box. */
export interface BoxMountPlan {
  /** Host folder shown at /box (writable only for the runs that ask, see LaunchPlan). */
  workDirHost: string;
  /** Read-only toolchain paths beyond the base system (e.g. a JDK's /etc folder). */
  extraReadOnlyPaths: readonly string[];
  /** Further host folders, e.g. a language's warm files or a validator's test data and feedback folder. */
  extraBinds: readonly DirectoryBind[];
}

export interface ExecuteSpec {
  /** Host folder shown at /box: the job's. */
  workDirHost: string;
  /** /box is writable for this run (a compile); otherwise read-only. */
  isWorkDirWritable: boolean;
  /** Read-only toolchain paths beyond the base system (e.g. a JDK's /etc folder). */
  extraReadOnlyPaths: readonly string[];
  /** Further host folders, e.g. a language's warm files or a validator's test data and feedback folder. */
  extraBinds?: readonly DirectoryBind[];
  command: SandboxCommand;
  stdinFd: number;
  /** An interactive party's stdio (see StreamedStdio); `stdinFd` is then unused. */
  streams?: StreamedStdio;
  abortSignal?: AbortSignal;
  /** Where the stdout is kept (output-buffer.ts): a test's whose output is checked; absent, memory of the run's own. */
  outputMemory?: OutputMemory | 'dropped';
  limits: ResourceLimits;
  /** JVMs reserve far more address space than they use, so an address-space rlimit cannot bound them. */
  canBoundByAddressSpace: boolean;
  /**
   * The run is the judge's own (a self-test, a warm-up): what it brings into the
   * page cache stays there. Any other run's is dropped when it ends (README, "The page cache").
   */
  keepsPageCache?: boolean;
}

/** What the supervisor saw, before any verdict is decided. */
export interface RawRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  cpuMs: number;
  wallMs: number;
  peakBytes: number;
  isOomKilled: boolean;
  hasHitMemoryLimit: boolean;
  isWallTimeout: boolean;
  isCpuTimeout: boolean;
  isOutputLimit: boolean;
  /**
   * Set when the sandbox failed rather than the program, as the sandbox itself
   * reported it (never from what the program printed): a run that could not start,
   * or a sandbox that ended under a program without reporting how it ended.
   */
  setupError?: string;
  /**
   * The launcher reported the program started (exec'd in its groups). With a set-up error: the program had started
   * when the sandbox failed, so the run is not tried again.
   */
  hasProgramStarted?: boolean;
  /** When the launcher's process ended (performance.now()), to tell which party of an interaction ended first. */
  exitedAt: number;
  /** A joined validator's: when its output ended, as its client saw before passing the end on (performance.now()). */
  outputEndedAt?: number;
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

export interface ExecuteResult extends RawRun {
  executionMethod: ExecutionMethod;
  enforcement: LimitEnforcement;
}

export interface Sandbox {
  readonly executionMethod: ExecutionMethod;
  /**
   * Two sandboxes of one process with the same key run every program the same way (the same bubblewrap,
   * seccomp filter, cgroups and fallbacks), so what a self-test proved on one holds on the other. Absent: a
   * sandbox is only itself.
   */
  readonly configKey?: string;
  /** One run in a sandbox of its own. */
  execute(spec: ExecuteSpec): Promise<ExecuteResult>;
  /**
   * A sandbox for one job's runs (a submission's compile and tests, a Run's cases):
   * its runs reuse a few boxes, never another job's, and each starts from a state
   * no earlier run touched. Close it when the job is done.
   */
  openSession(options?: SessionOptions): SandboxSession;
  /** Ends what the sandbox keeps ready between runs (the boxes' clients started ahead); a later run starts it again. */
  close?(): Promise<void>;
}

export interface SessionOptions {
  /** A box to start at once, before the first run asks for one (a job prepared ahead of its program). */
  prestart?: BoxMountPlan;
  /** A session for one run (a one-off run): its box makes no groups ahead for a next test. */
  isSingleRun?: boolean;
}

export interface SandboxSession {
  readonly executionMethod: ExecutionMethod;
  execute(spec: ExecuteSpec): Promise<ExecuteResult>;
  close(): Promise<void>;
}
