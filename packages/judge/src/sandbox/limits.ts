/** Resource limits of one sandboxed execution. Byte and millisecond units throughout. */
export interface ResourceLimits {
  /** CPU time of the whole process tree. */
  cpuMs: number;
  /** Real time; defaults to about 2 × CPU + 1 s (see `wallTimeFor`). */
  wallMs: number;
  /** Peak memory of the whole process tree (cgroup), or address space per process (rlimit fallback). */
  memoryBytes: number;
  /** Processes and threads together. */
  processes: number;
  /** Largest file the program may write (tmpfs scratch and compiler output). */
  fileSizeBytes: number;
  openFiles: number;
  /** Captured stdout; past this the run stops with Output Limit Exceeded. */
  stdoutBytes: number;
  /** Captured stderr; past this the rest is dropped (it is diagnostic only). */
  stderrBytes: number;
}

export const MIB = 1024 * 1024;

export function wallTimeFor(cpuMs: number): number {
  return 2 * cpuMs + 1000;
}

export function runLimits(input: { cpuMs: number; memoryBytes: number }): ResourceLimits {
  return {
    cpuMs: input.cpuMs,
    wallMs: wallTimeFor(input.cpuMs),
    memoryBytes: input.memoryBytes,
    processes: 64,
    fileSizeBytes: 16 * MIB,
    openFiles: 64,
    stdoutBytes: 32 * MIB,
    stderrBytes: 64 * 1024,
  };
}

/** Compilation has its own, fixed budget: it must not depend on the problem's limits. */
export const COMPILE_LIMITS: ResourceLimits = {
  cpuMs: 15_000,
  wallMs: 30_000,
  memoryBytes: 768 * MIB,
  processes: 64,
  fileSizeBytes: 64 * MIB,
  openFiles: 128,
  stdoutBytes: 64 * 1024,
  stderrBytes: 64 * 1024,
};
