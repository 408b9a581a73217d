/**
 * Bytes the default validator treats as whitespace. It always compared the
 * latin1 reading of the bytes with JavaScript's `\s`, which over latin1 is tab,
 * line feed, vertical tab, form feed, carriage return, space and no-break space (0xA0).
 */
const WHITESPACE = new Uint8Array(256);
for (const byte of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0]) WHITESPACE[byte] = 1;

/** ASCII-only lower-casing, like the byte-wise comparison of the Kattis validator. */
const ASCII_LOWER = new Uint8Array(256);
for (let byte = 0; byte < 256; byte += 1) ASCII_LOWER[byte] = byte >= 0x41 && byte <= 0x5a ? byte + 32 : byte;

// The byte loops below use only this module's own bindings: imported ones are
// property reads under the TypeScript loaders and made the loops several times slower.
const END = -1;
const NO_BYTES = new Uint8Array(0);

/**
 * A byte at a time over a sequence of chunks, holding only the current chunk:
 * the checker walks the answer and the output in step without joining either.
 */
export class ByteStream {
  private chunk: Uint8Array = NO_BYTES;
  private position = 0;
  private readonly chunks: Iterator<Uint8Array>;

  constructor(chunks: Iterator<Uint8Array>) {
    this.chunks = chunks;
  }

  /** The next byte without consuming it, or -1 at the end. */
  peek(): number {
    while (this.position >= this.chunk.length) {
      const next = this.pull();
      if (next === undefined) return END;
      this.chunk = next;
      this.position = 0;
    }
    return this.chunk[this.position] ?? END;
  }

  /** Consumes the byte `peek` returned. */
  advance(): void {
    this.position += 1;
  }

  isAtEnd(): boolean {
    return this.peek() === END;
  }

  /** The next byte if it belongs to a token, else -1 (whitespace or the end). */
  peekTokenByte(): number {
    const byte = this.peek();
    return byte !== END && WHITESPACE[byte] !== 1 ? byte : END;
  }

  /** Consumes the whitespace at the front. */
  skipWhitespace(): void {
    while (this.peek() !== END) {
      const chunk = this.chunk;
      let i = this.position;
      while (i < chunk.length && WHITESPACE[chunk[i] as number] === 1) i += 1;
      this.position = i;
      if (i < chunk.length) return;
    }
  }

  /**
   * Consumes this stream's token and the other's while they agree, so a huge
   * token is never held whole. Returns -1 when they are equal, else how many
   * bytes agreed (at most `limit`); the first bytes of each side's spelling go to
   * `seen` and `otherSeen`.
   */
  consumeEqualToken(other: ByteStream, isCaseSensitive: boolean, seen: Uint8Array, otherSeen: Uint8Array, limit = Infinity): number {
    let length = 0;
    for (;;) {
      const want = this.peek();
      const got = other.peek();
      const isWantToken = want !== END && WHITESPACE[want] !== 1;
      const isGotToken = got !== END && WHITESPACE[got] !== 1;
      if (!isWantToken && !isGotToken) return -1;
      if (!isWantToken || !isGotToken || length >= limit) return length;
      if (want !== got && (isCaseSensitive || ASCII_LOWER[want] !== ASCII_LOWER[got])) return length;
      // Both current chunks hold bytes: walk them together until one of the signs above.
      const a = this.chunk;
      const b = other.chunk;
      let i = this.position;
      let j = other.position;
      const stop = i + Math.min(a.length - i, b.length - j, limit - length);
      while (i < stop) {
        const x = a[i] as number;
        const y = b[j] as number;
        if (WHITESPACE[x] === 1 || WHITESPACE[y] === 1) break;
        if (x !== y && (isCaseSensitive || ASCII_LOWER[x] !== ASCII_LOWER[y])) break;
        if (length < seen.length) {
          seen[length] = x;
          otherSeen[length] = y;
        }
        length += 1;
        i += 1;
        j += 1;
      }
      this.position = i;
      other.position = j;
    }
  }

  /** Consumes up to `into.length` bytes of the token at the front into `into`; `isWhole` when the token ended within them. */
  readToken(into: Uint8Array): { length: number; isWhole: boolean } {
    let length = 0;
    for (let byte = this.peek(); byte !== END && WHITESPACE[byte] !== 1; byte = this.peek()) {
      if (length === into.length) return { length, isWhole: false };
      into[length] = byte;
      length += 1;
      this.position += 1;
    }
    return { length, isWhole: true };
  }

  private pull(): Uint8Array | undefined {
    const next = this.chunks.next();
    if (next.done) return undefined;
    // Buffers and plain byte arrays are different shapes to the engine; one shape keeps the byte loop fast.
    return new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength);
  }
}

/** Consumes and compares two runs of whitespace byte for byte (space_change_sensitive). */
export function consumeWhitespaceRuns(expected: ByteStream, actual: ByteStream): boolean {
  let isEqual = true;
  for (;;) {
    const want = expected.peek();
    const got = actual.peek();
    const isWantSpace = want !== END && WHITESPACE[want] === 1;
    const isGotSpace = got !== END && WHITESPACE[got] === 1;
    if (!isWantSpace && !isGotSpace) return isEqual;
    if (isWantSpace !== isGotSpace || want !== got) isEqual = false;
    if (isWantSpace) expected.advance();
    if (isGotSpace) actual.advance();
  }
}
