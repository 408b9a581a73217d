import type { DirectoryBind, SandboxCommand } from '../sandbox/types.ts';

/** Where a language's prebuilt files appear inside the sandbox (read-only). */
export const WARM_SANDBOX_ROOT = '/warm';

/** A language's prebuilt files (a precompiled header, class-data archives) ready for this judge. */
export interface WarmToolchain {
  hostDir: string;
  sandboxDir: string;
}

/**
 * How a language builds its warm files: `key` names the toolchain version and
 * flags they depend on (a new compiler or new flags mean a new folder);
 * `build` writes them into a fresh folder on the host and proves them usable
 * there, or throws, so a broken build is never used.
 */
export interface WarmUp {
  key(): Promise<string>;
  build(dir: string): Promise<void>;
  /**
   * A long-lived compiler to compile with instead of a process per compile
   * (compile-on-server.ts), when the language has one: its command, and the name of
   * the compiler process it stands for (`javac`), which a compile it fails falls back to.
   */
  compileServer?: { command: (warm: WarmToolchain) => SandboxCommand; processName: string };
  /** Proof that the sandboxed toolchain takes the files: commands run in a box holding `files`, each must print `expected` on stderr. */
  probe: WarmProbe;
  /**
   * Toolchain files a long-lived sandboxed process (a compile server) reads from as
   * a learner's source chooses: the judge reads them into the page cache first, so
   * what a compile reads there changes nothing another job could see (README, "The page cache").
   */
  residentFiles?: () => readonly string[];
}

export interface WarmProbe {
  files: Readonly<Record<string, string>>;
  commands: (warm: WarmToolchain) => readonly (readonly string[])[];
  expected: RegExp;
}

export function warmBind(warm: WarmToolchain): DirectoryBind {
  return { hostPath: warm.hostDir, sandboxPath: warm.sandboxDir, isWritable: false };
}
