import os from 'node:os';
import { Piscina } from 'piscina';
import type { CheckOutputTask } from './check-output-task.ts';
import type { CheckResult } from './default-checker.ts';
import type { DefaultValidatorFlags } from './validator-flags.ts';

let pool: Piscina<CheckOutputTask, CheckResult> | undefined;

/**
 * One pool per process: as many threads as CPUs, the most outputs that can be checked at once, all started with the
 * pool and kept. A pool that started a thread when two checks came at once and ended it a minute after its last
 * check grew the judge's process by 25 MiB for that minute when two hidden tests, whose results nobody reads, were
 * checked together (hostile review 32): a later Run read it in free memory.
 */
function sharedPool(): Piscina<CheckOutputTask, CheckResult> {
  const threads = os.availableParallelism();
  pool ??= new Piscina<CheckOutputTask, CheckResult>({
    filename: new URL('./check-output-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return pool;
}

/**
 * The default validator on a worker thread, so a 32 MiB output never holds up
 * the event loop. An output that owns its whole memory (as captured output does)
 * is moved, not copied: the caller's buffer is empty afterwards.
 */
export function checkOutputOffThread(answerPath: string, output: Buffer, flags: DefaultValidatorFlags): Promise<CheckResult> {
  const memory = output.buffer;
  // Small buffers share Node's allocation pool with unrelated buffers; those are copied instead.
  // Captured output may be the start of a larger buffer of its own (see OutputBuffer). A test's output kept in
  // an OutputMemory is shared memory: the thread reads it where it is, neither moved nor copied.
  const isOwnMemory = memory instanceof ArrayBuffer && output.byteOffset === 0 && (output.byteLength === memory.byteLength || memory.byteLength > Buffer.poolSize);
  const task: CheckOutputTask = { answerPath, output, flags };
  return sharedPool().run(task, isOwnMemory ? { transferList: [memory] } : {});
}

/** How many checker threads the process has (for tests). */
export function checkerThreadCount(): number {
  return pool?.threads.length ?? 0;
}
