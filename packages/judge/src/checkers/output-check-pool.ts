import os from 'node:os';
import { Piscina } from 'piscina';
import type { CheckOutputTask } from './check-output-task.ts';
import type { CheckResult } from './default-checker.ts';
import type { DefaultValidatorFlags } from './validator-flags.ts';

/** A thread starts in about half a second (it loads the TypeScript sources); keep it a while after its last check. */
const IDLE_THREAD_MS = 60_000;

let pool: Piscina<CheckOutputTask, CheckResult> | undefined;

/** One pool per process: as many threads as CPUs, the most outputs that can be checked at once. */
function sharedPool(): Piscina<CheckOutputTask, CheckResult> {
  pool ??= new Piscina<CheckOutputTask, CheckResult>({
    filename: new URL('./check-output-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: os.availableParallelism(),
    idleTimeout: IDLE_THREAD_MS,
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
