import { JudgeError } from '../errors.ts';
import { javaHome } from './java-home.ts';
import type { HeapExhaustedEnd } from './language.ts';

/** A tool of the JDK found on this machine (java-home.ts). */
export function jdkTool(tool: 'java' | 'javac'): string {
  const home = javaHome();
  if (!home) throw new JudgeError('SELF_TEST_FAILED', 'No JDK found: set JAVA_HOME, put javac on PATH or install JDK 17 under /usr/lib/jvm');
  return `${home}/bin/${tool}`;
}

/**
 * Flags that keep a JVM small and quick to start: one serial GC thread, the
 * client compiler only, class-data sharing when an archive is usable (and
 * silently without it), no perf-data file, no container probing (the sandbox
 * shows no /sys anyway). Not G1, though it starts faster (only G1 maps the
 * archive's heap objects): G1 stores an array of a region's size or more in
 * whole regions of its own, so 150 arrays of 1 MiB fail in a 208 MiB heap that
 * holds 180 with the serial collector (packages/judge/README.md).
 */
export const LEAN_JVM_FLAGS: readonly string[] = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-Xshare:auto',
  '-XX:-UsePerfData',
  '-XX:-UseContainerSupport',
  '-XX:ReservedCodeCacheSize=32m',
  '-XX:MaxMetaspaceSize=64m',
];

/**
 * A program's JVM (not a compiler's) ends with exit status 3 the moment any OutOfMemoryError is thrown, before the
 * program can catch it (`-XX:+ExitOnOutOfMemoryError`): that status is how the judge tells a heap that ran out
 * (Memory Limit Exceeded) from an exception thrown while the heap was nearly full (execution.ts). The JVM's own
 * messages ("Terminating due to java.lang.OutOfMemoryError") go to stderr, not into the program's output.
 */
export const EXIT_ON_OUT_OF_MEMORY_FLAGS: readonly string[] = ['-XX:+ExitOnOutOfMemoryError', '-XX:+DisplayVMOutputToStderr'];
export const JVM_OUT_OF_MEMORY_EXIT: HeapExhaustedEnd = { exitCode: 3, isMeasured: false };

/** javac's own heap: the compile limit is 768 MiB for the whole process. */
export const JAVAC_HEAP_FLAG = '-Xmx384m';

/** The class-data archives a warm Java toolchain folder holds (java-cds.ts). */
export const RUN_ARCHIVE = 'run.jsa';
export const COMPILE_ARCHIVE = 'javac.jsa';
