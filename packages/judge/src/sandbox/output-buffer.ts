import os from 'node:os';

/** Up to this much output is kept as the chunks that came and joined once at the end. */
const SMALL_OUTPUT_BYTES = 1024 * 1024;

/**
 * Memory a test's output is captured into and checked from, of the run's whole output limit and every page of it
 * written once when it was made, so the judge's process is as large whatever a program printed, 2 bytes or 30 MiB
 * (hostile review 31 read one bit of a hidden input per Submit from `sysinfo`'s free memory, which followed the
 * output a hidden test left in the judge's memory until a garbage collection). Shared memory: a check on a worker
 * thread reads it where it is. Taken for a test and given back once its output was checked (`release`).
 */
export interface OutputMemory {
  readonly bytes: Buffer;
  release(): void;
}

/**
 * How many the process keeps: as many as tests it runs at once, one per judging slot (one per CPU unless the
 * judge is given more: `provideOutputMemories`), all made the first time one is asked for, and more made at once
 * when a judge with more slots is created. A pool that grew with need grew by 32 MiB, for good, when two hidden
 * tests happened to be checked at once, whose results nobody reads (hostile review 32): a later Run read that in
 * free memory. Now it grows only with the judge's configuration. One asked for while all are taken waits for one
 * given back (hidden tests only wait for hidden tests: a grading's samples never run beside them, exposure-gate.ts).
 */
let capacity = os.availableParallelism();

interface Pool {
  size: number;
  made: number;
  /** The memories being made, in turn. */
  making: Promise<void>;
  free: Buffer[];
  waiting: ((bytes: Buffer) => void)[];
}

const pools = new Map<number, Pool>();
/** A new memory's pages are written this much at a turn of the event loop (on a machine whose page faults cost 20 us, 5 ms). */
const TOUCHED_PER_TURN = 1024 * 1024;

/** Shared memory of `size` bytes, every page of it written, a slice at a time between the event loop's other work. */
async function touchedMemory(size: number): Promise<Buffer> {
  const bytes = Buffer.from(new SharedArrayBuffer(size));
  for (let offset = 0; offset < size; offset += TOUCHED_PER_TURN) {
    bytes.fill(0, offset, Math.min(size, offset + TOUCHED_PER_TURN));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return bytes;
}

/** Makes the pool's memories up to the capacity, one after another (one slice of one at a turn of the event loop). */
function fill(pool: Pool): void {
  while (pool.made < capacity) {
    pool.made += 1;
    pool.making = pool.making.then(async () => giveBack(pool, await touchedMemory(pool.size)));
  }
}

function poolOf(size: number): Pool {
  let pool = pools.get(size);
  if (!pool) {
    pools.set(size, (pool = { size, made: 0, making: Promise.resolve(), free: [], waiting: [] }));
    fill(pool);
  }
  return pool;
}

/** A judge that runs up to `count` tests at once (its judging slots): that many memories, made now where pools exist. */
export function provideOutputMemories(count: number): void {
  if (count <= capacity) return;
  capacity = count;
  for (const pool of pools.values()) fill(pool);
}

/** How many memories of each size the process keeps. */
export function outputMemoryCount(): number {
  return capacity;
}

/** Once every memory of `size` bytes the process is to keep is made (the first takes wait for them). */
export function outputMemoriesMade(size: number): Promise<void> {
  return poolOf(size).making;
}

function giveBack(pool: Pool, bytes: Buffer): void {
  const next = pool.waiting.shift();
  if (next) next(bytes);
  else pool.free.push(bytes);
}

/** Memory for output of up to `size` bytes, once one is free (the first time, once the pool is made). */
export async function takeOutputMemory(size: number): Promise<OutputMemory> {
  const pool = poolOf(size);
  // Every page written before any output: a page first written by a program's output would be a mark of it.
  const bytes = pool.free.pop() ?? (await new Promise<Buffer>((resolve) => pool.waiting.push(resolve)));
  let isReleased = false;
  return {
    bytes,
    release() {
      if (isReleased) return;
      isReleased = true;
      giveBack(pool, bytes);
    },
  };
}

/**
 * A program's captured output, up to its limit, gathered without holding up the
 * event loop. Into an OutputMemory when the run was given one; otherwise past
 * 1 MiB each chunk is copied, as it comes, into one buffer of the limit's size
 * whose pages the system maps only as they are written. Joining 32 MiB of chunks
 * at the end instead is one copy of 32 MiB into fresh pages, which took over
 * 150 ms on a small machine.
 */
export class OutputBuffer {
  private chunks: Buffer[] = [];
  private whole: Buffer | null;
  private length = 0;

  private readonly isDropped: boolean;

  /** `dropped`: counted against the limit by the caller, kept nowhere (a validator's own stdout, which nothing reads). */
  constructor(
    private readonly limitBytes: number,
    memory?: OutputMemory | 'dropped',
  ) {
    this.isDropped = memory === 'dropped';
    this.whole = memory && memory !== 'dropped' && memory.bytes.length >= limitBytes ? memory.bytes : null;
  }

  /** Copies the first `length` bytes of `bytes`, which may be overwritten once this returns; the caller keeps the total within the limit. */
  push(bytes: Buffer, length = bytes.length): void {
    if (this.isDropped) return;
    if (this.whole === null && this.length + length > SMALL_OUTPUT_BYTES) {
      this.whole = Buffer.allocUnsafeSlow(Math.max(this.limitBytes, this.length + length));
      let offset = 0;
      for (const kept of this.chunks) offset += kept.copy(this.whole, offset);
      this.chunks = [];
    }
    // A copy that makes no view: nothing is allocated per read.
    if (this.whole) bytes.copy(this.whole, this.length, 0, length);
    else this.chunks.push(Buffer.from(bytes.subarray(0, length)));
    this.length += length;
  }

  /** The output so far: a view of the buffer's own memory (or the OutputMemory's), which no other buffer shares. */
  toBuffer(): Buffer {
    return this.whole ? this.whole.subarray(0, this.length) : Buffer.concat(this.chunks, this.length);
  }
}
