import fs from 'node:fs';
import { checkTokenStreams, type CheckResult } from './default-checker.ts';
import type { DefaultValidatorFlags } from './validator-flags.ts';

export interface CheckOutputTask {
  answerPath: string;
  output: Uint8Array;
  flags: DefaultValidatorFlags;
}

const READ_CHUNK_BYTES = 64 * 1024;

/** The answer file in fixed-size pieces; each piece is overwritten by the next, which the checker allows. */
function* readChunks(fd: number): Generator<Uint8Array> {
  const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
  for (;;) {
    const length = fs.readSync(fd, buffer, 0, READ_CHUNK_BYTES, null);
    if (length === 0) return;
    yield buffer.subarray(0, length);
  }
}

/** Runs in a worker thread: the default validator over the answer file and the program's output. */
export function checkOutputTask(task: CheckOutputTask): CheckResult {
  const fd = fs.openSync(task.answerPath, 'r');
  try {
    return checkTokenStreams(readChunks(fd), [task.output].values(), task.flags);
  } finally {
    fs.closeSync(fd);
  }
}
