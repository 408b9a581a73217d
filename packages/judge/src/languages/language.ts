import type { Language } from '@codepath/contract/enums';
import type { RuntimeErrorNamer } from '../runtime-error.ts';
import type { DirectoryBind, SandboxCommand } from '../sandbox/types.ts';
import type { WarmToolchain, WarmUp } from '../warm/warm-toolchain.ts';
import type { ToolchainRequirement } from './toolchain-version.ts';

export interface EntryPoint {
  /** The name the submitted source is saved under. */
  sourceFileName: string;
  /** What the run command starts: Java's main class; the saved file for the others. */
  mainName: string;
  /** A program that is a package's folder: every source compiled together, headers staying beside them. */
  sourceFileNames?: readonly string[];
}

/** The sources a compiler takes: a folder's every source, else the one saved file. */
export function compiledSources(entry: EntryPoint): readonly string[] {
  return entry.sourceFileNames ?? [entry.sourceFileName];
}

/** For languages whose file name never depends on the source. */
export function fixedEntryPoint(sourceFileName: string): () => EntryPoint {
  const entry = { sourceFileName, mainName: sourceFileName };
  return () => entry;
}

export interface SelfTest {
  source: string;
  stdin: string;
  expectedStdout: string;
  /**
   * Programs that must fail, each its own way, checked at start after the one above
   * (self-test.ts): a compile error whose message names its line, a runtime error
   * named as the learner will read it, a busy loop stopped at the time limit and an
   * allocation stopped at the memory limit (a runtime's threads and reservations included).
   */
  failures?: SelfTestFailures;
}

export interface SelfTestFailures {
  compileError: { source: string; line: number };
  runtimeError: { source: string; name: string };
  busyLoop: string;
  memoryHog: string;
}

/**
 * One language: mostly data. Commands run inside the sandbox with /box as the
 * working directory, so every path is relative to it or a toolchain path.
 */
export interface LanguageModule {
  id: Language;
  /**
   * Where the source is saved in the box and what runs it: fixed for most
   * languages; Java's follow the classes the source declares. `fileName` is the
   * package's own name for the file, when there is one.
   */
  entryPoint: (source: string, fileName?: string) => EntryPoint;
  /** Absent for languages that need no compilation step. `warm`: the prebuilt files to use, when there are. */
  compileCommand?: (entry: EntryPoint, warm?: WarmToolchain) => SandboxCommand;
  /**
   * A compile error for a source the compiler would take but translate wrongly (a known fault of the toolchain),
   * in the compiler's own form; undefined when the source is fine. Checked before compiling, on every path.
   */
  refuseSource?: (fileName: string, source: string) => string | undefined;
  /**
   * CPU time the compiler process spends starting before it compiles anything (a JVM's start and
   * its threads'), added to the compile's limit so that the limit counts the compile's own work:
   * the long-lived compiler, which has started already, is given the limit alone.
   */
  compilerStartCpuMs?: number;
  runCommand: (memoryBytes: number, entry: EntryPoint, warm?: WarmToolchain) => SandboxCommand;
  /** Files built once per toolchain that make compiling or starting faster (src/warm/); absent when nothing helps. */
  warmUp?: WarmUp;
  /** Toolchain paths beyond /usr and the loader cache. */
  extraReadOnlyPaths: readonly string[];
  /** Toolchain folders shown read-only at a path of the sandbox's own (a compiler from npm) when the warm files hold no copy. */
  toolchainBinds?: (warm?: WarmToolchain) => readonly DirectoryBind[];
  canBoundByAddressSpace: boolean;
  /**
   * A managed runtime's own heap limit, set below the memory limit (the runtime needs memory beside its heap): a run
   * that ended as `heapExhaustedEnd` says once its measured memory reached 90 % of it ran out of heap, Memory Limit
   * Exceeded (execution.ts).
   */
  heapLimitBytes?: (memoryBytes: number) => number;
  /**
   * How the runtime ends when its heap is exhausted, when that differs from a crash: an exit status, or a signal.
   * `isMeasured: false`: that end alone is Memory Limit Exceeded (the JVM's status 3, which it ends with at any
   * OutOfMemoryError); `true`: it is only with the measured memory at 90 % of `heapLimitBytes` (V8's abort, which
   * process.abort() also ends with). Absent: any failure with the heap measured full (Mono, which ends an
   * OutOfMemoryException as any other exception).
   */
  heapExhaustedEnd?: HeapExhaustedEnd;
  /** Names the language's own runtime errors for a learner (an exception and its line); absent: the signal or exit code names it. */
  describeRuntimeError?: RuntimeErrorNamer;
  /** The toolchain and its oldest version that works with these commands; the self-test checks it first. */
  toolchain: ToolchainRequirement;
  selfTest: SelfTest;
  /** Starter code for a problem without a template of this language: reads standard input, writes standard output. */
  starter: string;
}

/** How a managed runtime ends when it ran out of heap (LanguageModule.heapExhaustedEnd). */
export type HeapExhaustedEnd = ({ exitCode: number; signal?: never } | { signal: NodeJS.Signals; exitCode?: never }) & { isMeasured: boolean };

/** What compiling and running a program needs: a language, or a folder's `build`/`run` scripts (scripts.ts). */
export type ProgramRunner = Pick<LanguageModule, 'compileCommand' | 'runCommand' | 'extraReadOnlyPaths' | 'canBoundByAddressSpace'> &
  Partial<Pick<LanguageModule, 'heapLimitBytes' | 'heapExhaustedEnd' | 'id' | 'refuseSource' | 'warmUp' | 'describeRuntimeError' | 'toolchainBinds' | 'compilerStartCpuMs'>>;

export const BASE_ENV = { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' } as const;
