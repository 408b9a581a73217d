import path from 'node:path';

const MIB = 1024 * 1024;
/** What Node.js needs beside V8's old space: new space, code, the runtime's own buffers. */
const NODE_OVERHEAD_MIB = 64;
const MIN_HEAP_MIB = 16;

/** The Node.js the judge itself runs on: one runtime to install and keep current. */
export const NODE = process.execPath;

/**
 * Node.js outside /usr (a version manager's) is shown read-only where it lives, as a JDK outside /usr is; one in
 * /usr/local (the worker image's), which the sandbox hides, by its binary alone (a single file, nothing beside it).
 */
export const nodeReadOnlyPaths: readonly string[] = NODE.startsWith('/usr/local/') ? [NODE] : NODE.startsWith('/usr/') ? [] : [path.dirname(path.dirname(NODE))];

/**
 * The run's Node.js flags: V8's heap is the memory limit minus Node's own needs (so
 * running out of it is V8's "heap out of memory", Memory Limit Exceeded), one V8
 * worker thread (background GC work counts as the program's CPU time anyway), and a
 * JavaScript stack as deep as a quarter of the memory limit allows, up to 64 MiB
 * (the main thread's stack rlimit is the memory limit; V8 must stop first).
 */
export function nodeRunFlags(memoryBytes: number): string[] {
  const memoryMiB = Math.floor(memoryBytes / MIB);
  const heapMiB = Math.max(MIN_HEAP_MIB, memoryMiB - NODE_OVERHEAD_MIB);
  const stackKiB = Math.max(984, Math.min(64 * 1024, Math.floor((memoryMiB * 1024) / 4)) - 256);
  return [`--max-old-space-size=${heapMiB}`, '--v8-pool-size=1', `--stack-size=${stackKiB}`];
}

export const isNodeOutOfMemory = (stderr: string): boolean => /JavaScript heap out of memory|Allocation failed - process out of memory/.test(stderr);
