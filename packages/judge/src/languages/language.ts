import type { Language } from '@codepath/contract/enums';
import type { SandboxCommand } from '../sandbox/bwrap-args.ts';

export interface SelfTest {
  source: string;
  stdin: string;
  expectedStdout: string;
}

/**
 * One language: mostly data. Commands run inside the sandbox with /box as the
 * working directory, so every path is relative to it or a toolchain path.
 */
export interface LanguageModule {
  id: Language;
  /** The name the submitted source is saved under. */
  sourceFileName: string;
  /** Absent for languages that need no compilation step. */
  compileCommand?: () => SandboxCommand;
  runCommand: (memoryBytes: number) => SandboxCommand;
  /** Toolchain paths beyond /usr and the loader cache. */
  extraReadOnlyPaths: readonly string[];
  canBoundByAddressSpace: boolean;
  /** True when stderr shows the runtime refused an allocation (a memory limit, not a bug). */
  isOutOfMemoryMessage: (stderr: string) => boolean;
  selfTest: SelfTest;
}

export const BASE_ENV = { PATH: '/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' } as const;
