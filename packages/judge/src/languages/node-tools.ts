import path from 'node:path';

const MIB = 1024 * 1024;

/** The Node.js the judge itself runs on: one runtime to install and keep current. */
export const NODE = process.execPath;

/**
 * Node.js outside /usr (a version manager's) is shown read-only where it lives, as a JDK outside /usr is; one in
 * /usr/local (the worker image's), which the sandbox hides, by its binary alone (a single file, nothing beside it).
 */
export const nodeReadOnlyPaths: readonly string[] = NODE.startsWith('/usr/local/') ? [NODE] : NODE.startsWith('/usr/') ? [] : [path.dirname(path.dirname(NODE))];

/**
 * The run's Node.js flags: V8's old space may grow to the memory limit itself, so a
 * program that keeps growing its heap meets the cgroup's limit first (Memory Limit
 * Exceeded, measured: execution.ts) rather than V8's own refusal, which only its
 * printed report would tell; one V8
 * worker thread (background GC work counts as the program's CPU time anyway), and a
 * JavaScript stack as deep as a quarter of the memory limit allows, up to 64 MiB
 * (the main thread's stack rlimit is the memory limit; V8 must stop first).
 */
export function nodeRunFlags(memoryBytes: number): string[] {
  const memoryMiB = Math.floor(memoryBytes / MIB);
  const stackKiB = Math.max(984, Math.min(64 * 1024, Math.floor((memoryMiB * 1024) / 4)) - 256);
  return [`--max-old-space-size=${memoryMiB}`, '--v8-pool-size=1', `--stack-size=${stackKiB}`];
}

