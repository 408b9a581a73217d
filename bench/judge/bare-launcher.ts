import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * The bare program started by a small launcher started ahead (bare-launcher.c), as a test's box client is started
 * ahead of the test: a run is one byte written and one byte read back, with no fork of this large process.
 */
export class BareLauncher {
  private readonly waiting: (() => void)[] = [];

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.resume();
    child.stderr?.resume();
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      for (let i = 0; i < chunk.length; i += 1) this.waiting.shift()?.();
    });
  }

  /** Builds the launcher into `dir` with the system's C compiler. */
  static build(dir: string): string {
    const binary = path.join(dir, 'bare-launcher');
    execFileSync('gcc', ['-O2', '-o', binary, path.join(import.meta.dirname, 'bare-launcher.c')]);
    return binary;
  }

  static start(binary: string, cwd: string, argv: readonly string[]): BareLauncher {
    return new BareLauncher(spawn(binary, [cwd, ...argv], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] }));
  }

  run(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      (this.child.stdin as Writable).write('r');
    });
  }

  close(): void {
    this.child.stdin?.end();
  }
}
