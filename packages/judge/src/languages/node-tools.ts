import path from 'node:path';
import type { HeapExhaustedEnd } from './language.ts';

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

/** V8's old space: the memory limit minus Node's own needs. */
export function nodeHeapMiB(memoryBytes: number): number {
  return Math.max(MIN_HEAP_MIB, Math.floor(memoryBytes / MIB) - NODE_OVERHEAD_MIB);
}

/** V8's heap limit in bytes: a run that aborted once it filled it ran out of memory (execution.ts). */
export const nodeHeapLimitBytes = (memoryBytes: number): number => nodeHeapMiB(memoryBytes) * MIB;

/**
 * Node.js aborts (SIGABRT) when V8's heap is exhausted ("Reached heap limit", or a table grown past its size);
 * process.abort() ends the same way, so the measured memory must show the heap filled too (execution.ts). An
 * exception thrown with the heap nearly full ends with exit status 1: a Runtime Error naming it.
 */
export const NODE_HEAP_EXHAUSTED_END: HeapExhaustedEnd = { signal: 'SIGABRT', isMeasured: true };

/**
 * The run's Node.js flags: V8's old space (nodeHeapMiB; running out of it is Memory
 * Limit Exceeded: NODE_HEAP_EXHAUSTED_END), one V8
 * worker thread (background GC work counts as the program's CPU time anyway), and a
 * JavaScript stack as deep as a quarter of the memory limit allows, up to 64 MiB
 * (the main thread's stack rlimit is the memory limit; V8 must stop first).
 */
export function nodeRunFlags(memoryBytes: number): string[] {
  const memoryMiB = Math.floor(memoryBytes / MIB);
  const stackKiB = Math.max(984, Math.min(64 * 1024, Math.floor((memoryMiB * 1024) / 4)) - 256);
  return [`--max-old-space-size=${nodeHeapMiB(memoryBytes)}`, '--v8-pool-size=1', `--stack-size=${stackKiB}`];
}

