import { BASE_ENV, type ProgramRunner } from './language.ts';

/** A folder's `build` and `run` scripts, as the sandbox starts them. */
export interface FolderScripts {
  /** Run once in the box, writable, before anything else: it builds the program. */
  build?: readonly string[];
  /** Started for every run with the program's arguments; `build` may be what writes it. */
  run: readonly string[];
}

/**
 * The Kattis rule for a program folder with `build`/`run`: they replace the language's
 * commands. What they start is unknown, so memory is bounded by the cgroup only
 * (an address-space limit would break a JVM they might launch).
 */
export function scriptsRunner(scripts: FolderScripts): ProgramRunner {
  const { build, run } = scripts;
  return {
    ...(build ? { compileCommand: () => ({ argv: build, env: BASE_ENV }) } : {}),
    runCommand: () => ({ argv: run, env: BASE_ENV }),
    extraReadOnlyPaths: [],
    canBoundByAddressSpace: false,
  };
}
