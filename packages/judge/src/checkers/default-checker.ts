import { ByteStream, consumeWhitespaceRuns } from './byte-stream.ts';
import { DecimalText } from './decimal-text.ts';
import type { DefaultValidatorFlags } from './validator-flags.ts';

export interface CheckResult {
  isAccepted: boolean;
  /** Why the output was rejected, in the judge's words (empty when accepted). */
  message: string;
}

const FLOAT_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$|^[+-]?(inf|infinity|nan)$/i;
const NON_FINITE = /^([+-]?)(inf|infinity|nan)$/i;

/** A token of FLOAT_PATTERN's shape as its value: `inf`, `-Infinity` and `NaN` in any case, as C's strtod reads them. */
function floatValue(text: string): number {
  const named = NON_FINITE.exec(text);
  if (!named) return Number(text);
  if ((named[2] ?? '').toLowerCase() === 'nan') return Number.NaN;
  return named[1] === '-' ? -Infinity : Infinity;
}
/** Messages quote at most this many characters of a token. */
const QUOTED_CHARS = 40;
const ACCEPTED: CheckResult = { isAccepted: true, message: '' };

/** A rejected token pair, each as its first characters (undefined: the stream had ended). */
interface TokenMismatch {
  want: string | undefined;
  got: string | undefined;
}

function hasFloatTolerance(flags: DefaultValidatorFlags): boolean {
  return flags.floatAbsoluteTolerance !== undefined || flags.floatRelativeTolerance !== undefined;
}

function floatsMatch(expected: number, actual: number, flags: DefaultValidatorFlags): boolean {
  if (Number.isNaN(expected) || Number.isNaN(actual)) return Number.isNaN(expected) && Number.isNaN(actual);
  // An infinity is no tolerance away from anything but itself.
  if (!Number.isFinite(expected) || !Number.isFinite(actual)) return expected === actual;
  if (expected === actual) return true;
  const difference = Math.abs(expected - actual);
  const absolute = flags.floatAbsoluteTolerance ?? -1;
  const relative = flags.floatRelativeTolerance ?? -1;
  return difference <= absolute || difference <= relative * Math.abs(expected);
}

/** Control characters are shown escaped: a message must not carry NUL (text columns reject it) or terminal codes. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this escapes
  return text.replace(/[\x00-\x1f\x7f-\x9f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function describe(token: string | undefined): string {
  if (token === undefined) return 'end of output';
  return token.length > QUOTED_CHARS ? `"${printable(token.slice(0, QUOTED_CHARS))}…"` : `"${printable(token)}"`;
}

/** The first characters of the token at the front, after the `consumed` bytes already read of it. */
function quoteHead(stream: ByteStream, consumed: Uint8Array, consumedLength: number): string {
  const head = Buffer.alloc(QUOTED_CHARS + 1);
  const kept = Math.min(consumedLength, head.length);
  head.set(consumed.subarray(0, kept));
  const rest = stream.readToken(head.subarray(kept));
  return head.toString('latin1', 0, kept + rest.length);
}

/** Per-check scratch space, so comparing millions of tokens allocates nothing per token. */
interface Scratch {
  wantSeen: Buffer;
  gotSeen: Buffer;
}

function compareAsText(expected: ByteStream, actual: ByteStream, isCaseSensitive: boolean, scratch: Scratch): TokenMismatch | undefined {
  const agreed = expected.consumeEqualToken(actual, isCaseSensitive, scratch.wantSeen, scratch.gotSeen);
  if (agreed < 0) return undefined;
  return { want: quoteHead(expected, scratch.wantSeen, agreed), got: quoteHead(actual, scratch.gotSeen, agreed) };
}

function asciiLower(byte: number): number {
  return byte >= 0x41 && byte <= 0x5a ? byte + 32 : byte;
}

/** One side's token as it is read: its first characters, and its number once it is too long to keep whole. */
class TokenReading {
  length: number;
  private long: DecimalText | undefined;

  constructor(
    private readonly seen: Buffer,
    alreadyRead: number,
  ) {
    this.length = alreadyRead;
  }

  push(byte: number): void {
    if (this.length < this.seen.length) this.seen[this.length] = byte;
    else {
      if (this.long === undefined) {
        this.long = new DecimalText();
        for (const early of this.seen) this.long.push(early);
      }
      this.long.push(byte);
    }
    this.length += 1;
  }

  head(): string {
    return this.seen.toString('latin1', 0, Math.min(this.length, this.seen.length));
  }

  /** The token's value when it has the validator's number shape, else undefined. */
  number(): number | undefined {
    if (this.long === undefined) return FLOAT_PATTERN.test(this.head()) ? floatValue(this.head()) : undefined;
    const text = this.long.text();
    return text === undefined ? undefined : Number(text);
  }
}

/**
 * With a float tolerance, an answer token that is a number is compared as a
 * number, any other as text. Both tokens are read whole, once, in bounded memory:
 * a long number is kept only as its value's short text.
 */
function compareWithTolerance(expected: ByteStream, actual: ByteStream, flags: DefaultValidatorFlags, scratch: Scratch): TokenMismatch | undefined {
  // Identical bytes are equal as text and as numbers (the same text has the same value), and are most tokens.
  const agreed = expected.consumeEqualToken(actual, true, scratch.wantSeen, scratch.gotSeen, scratch.wantSeen.length);
  if (agreed < 0) return undefined;
  const want = new TokenReading(scratch.wantSeen, agreed);
  const got = new TokenReading(scratch.gotSeen, agreed);
  let isTextEqual = true;
  for (;;) {
    const wantByte = expected.peekTokenByte();
    const gotByte = actual.peekTokenByte();
    if (wantByte < 0 && gotByte < 0) break;
    if (wantByte !== gotByte && (flags.isCaseSensitive || wantByte < 0 || gotByte < 0 || asciiLower(wantByte) !== asciiLower(gotByte))) isTextEqual = false;
    if (wantByte >= 0) {
      want.push(wantByte);
      expected.advance();
    }
    if (gotByte >= 0) {
      got.push(gotByte);
      actual.advance();
    }
  }
  const wantNumber = want.number();
  const gotNumber = got.number();
  const isMatch = wantNumber === undefined ? isTextEqual : gotNumber !== undefined && floatsMatch(wantNumber, gotNumber, flags);
  return isMatch ? undefined : { want: want.head(), got: got.head() };
}

function compareTokens(expected: ByteStream, actual: ByteStream, flags: DefaultValidatorFlags, scratch: Scratch): TokenMismatch | undefined {
  return hasFloatTolerance(flags) ? compareWithTolerance(expected, actual, flags, scratch) : compareAsText(expected, actual, flags.isCaseSensitive, scratch);
}

/**
 * The Kattis default output validator over streams of chunks, comparing the
 * answer and the output token by token in step with bounded memory: any run of
 * whitespace equal unless space_change_sensitive, case-insensitive unless
 * case_sensitive, numbers within the float tolerances where the answer is a number.
 * Bytes are compared as they are (a byte is a latin1 character in messages).
 */
export function checkTokenStreams(answer: Iterator<Uint8Array>, output: Iterator<Uint8Array>, flags: DefaultValidatorFlags): CheckResult {
  const expected = new ByteStream(answer);
  const actual = new ByteStream(output);
  const scratch: Scratch = { wantSeen: Buffer.alloc(QUOTED_CHARS + 1), gotSeen: Buffer.alloc(QUOTED_CHARS + 1) };
  for (let index = 1; ; index += 1) {
    let isRunEqual = true;
    if (flags.isSpaceChangeSensitive) isRunEqual = consumeWhitespaceRuns(expected, actual);
    else {
      expected.skipWhitespace();
      actual.skipWhitespace();
    }
    const isWantOver = expected.isAtEnd();
    const isGotOver = actual.isAtEnd();
    if (isWantOver && isGotOver) return isRunEqual ? ACCEPTED : { isAccepted: false, message: 'Trailing whitespace differs.' };
    const mismatch =
      isWantOver || isGotOver
        ? { want: isWantOver ? undefined : quoteHead(expected, NO_BYTES, 0), got: isGotOver ? undefined : quoteHead(actual, NO_BYTES, 0) }
        : compareTokens(expected, actual, flags, scratch);
    if (mismatch) return { isAccepted: false, message: `Token ${index}: expected ${describe(mismatch.want)}, got ${describe(mismatch.got)}.` };
    if (!isRunEqual) return { isAccepted: false, message: `Whitespace before token ${index} differs.` };
  }
}

const NO_BYTES = new Uint8Array(0);

/** The same check over two texts whose characters stand for bytes (latin1), e.g. a course example's expected output. */
export function checkTokens(answer: string, output: string, flags: DefaultValidatorFlags): CheckResult {
  return checkTokenStreams([Buffer.from(answer, 'latin1')].values(), [Buffer.from(output, 'latin1')].values(), flags);
}
