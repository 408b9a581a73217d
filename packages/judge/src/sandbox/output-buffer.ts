/** Up to this much output is kept as the chunks that came and joined once at the end. */
const SMALL_OUTPUT_BYTES = 1024 * 1024;

/**
 * A program's captured output, up to its limit, gathered without holding up the
 * event loop: past 1 MiB each chunk is copied, as it comes, into one buffer of the
 * limit's size whose pages the system maps only as they are written. Joining 32 MiB
 * of chunks at the end instead is one copy of 32 MiB into fresh pages, which took
 * over 150 ms on a small machine.
 */
export class OutputBuffer {
  private chunks: Buffer[] = [];
  private whole: Buffer | null = null;
  private length = 0;

  constructor(private readonly limitBytes: number) {}

  /** Adds a chunk; the caller keeps the total within the limit. */
  push(chunk: Buffer): void {
    if (this.whole === null && this.length + chunk.length > SMALL_OUTPUT_BYTES) {
      this.whole = Buffer.allocUnsafeSlow(Math.max(this.limitBytes, this.length + chunk.length));
      let offset = 0;
      for (const kept of this.chunks) offset += kept.copy(this.whole, offset);
      this.chunks = [];
    }
    if (this.whole) chunk.copy(this.whole, this.length);
    else this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The output so far: a view of the buffer's own memory, which no other buffer shares. */
  toBuffer(): Buffer {
    return this.whole ? this.whole.subarray(0, this.length) : Buffer.concat(this.chunks, this.length);
  }
}
