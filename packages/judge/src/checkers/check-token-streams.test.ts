import { describe, expect, it } from 'vitest';
import { checkTokenStreams, checkTokens, type CheckResult } from './default-checker.ts';
import type { DefaultValidatorFlags } from './validator-flags.ts';

/**
 * The validator as it was before it streamed: split both texts whole, then
 * compare. The streaming checker must give the same result and message on any input.
 */
function referenceCheck(answer: string, output: string, flags: DefaultValidatorFlags): CheckResult {
  const floatPattern = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$|^[+-]?(inf|infinity|nan)$/i;
  const split = (text: string) => {
    const tokens: string[] = [];
    const runs: string[] = [];
    let run = '';
    for (const part of text.split(/(\s+)/)) {
      if (part.length === 0) continue;
      if (/^\s+$/.test(part)) run += part;
      else {
        runs.push(run);
        tokens.push(part);
        run = '';
      }
    }
    runs.push(run);
    return { tokens, runs };
  };
  const lower = (text: string) => text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  const hasTolerance = flags.floatAbsoluteTolerance !== undefined || flags.floatRelativeTolerance !== undefined;
  const numbersMatch = (want: number, got: number) => {
    if (Number.isNaN(want) || Number.isNaN(got)) return Number.isNaN(want) && Number.isNaN(got);
    if (!Number.isFinite(want) || !Number.isFinite(got)) return want === got;
    const difference = Math.abs(want - got);
    return want === got || difference <= (flags.floatAbsoluteTolerance ?? -1) || difference <= (flags.floatRelativeTolerance ?? -1) * Math.abs(want);
  };
  // strtod's reading: `inf`, `infinity` and `nan` in any case, with a sign.
  const value = (token: string) => {
    const bare = token.replace(/^[+-]/, '').toLowerCase();
    if (bare === 'nan') return Number.NaN;
    if (bare === 'inf' || bare === 'infinity') return token.startsWith('-') ? -Infinity : Infinity;
    return Number(token);
  };
  const matches = (want: string, got: string) => {
    if (hasTolerance && floatPattern.test(want)) return floatPattern.test(got) && numbersMatch(value(want), value(got));
    return flags.isCaseSensitive ? want === got : lower(want) === lower(got);
  };
  const quote = (token: string | undefined) => {
    if (token === undefined) return 'end of output';
    // eslint-disable-next-line no-control-regex -- control characters are what this escapes
    const escape = (text: string) => text.replace(/[\x00-\x1f\x7f-\x9f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
    return token.length > 40 ? `"${escape(token.slice(0, 40))}…"` : `"${escape(token)}"`;
  };
  const expected = split(answer);
  const actual = split(output);
  const count = Math.max(expected.tokens.length, actual.tokens.length);
  for (let i = 0; i < count; i += 1) {
    const want = expected.tokens[i];
    const got = actual.tokens[i];
    if (want === undefined || got === undefined || !matches(want, got)) {
      return { isAccepted: false, message: `Token ${i + 1}: expected ${quote(want)}, got ${quote(got)}.` };
    }
    if (flags.isSpaceChangeSensitive && expected.runs[i] !== actual.runs[i]) return { isAccepted: false, message: `Whitespace before token ${i + 1} differs.` };
  }
  if (flags.isSpaceChangeSensitive && expected.runs[count] !== actual.runs[count]) return { isAccepted: false, message: 'Trailing whitespace differs.' };
  return { isAccepted: true, message: '' };
}

/** A small deterministic generator, so a failure can be reproduced from its seed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = ['1', '2', '0.5', '0.50', '1e3', '-7', 'nan', 'Inf', '-INFINITY', '1e999', 'yes', 'YES', 'Yes', 'ab', 'aB', '\u00e9', '\u00c9', '\u0000', '\u0085', ' ', '  ', '\t', '\n', '\r\n', '\u000b', '\u00a0', 'x'.repeat(45), 'X'.repeat(45), '5'.repeat(50), `0.${'0'.repeat(45)}1`, '1e-', '.'];

function randomText(next: () => number): string {
  let text = '';
  const length = Math.floor(next() * 12);
  for (let i = 0; i < length; i += 1) text += PIECES[Math.floor(next() * PIECES.length)];
  return text;
}

/** Cuts a text's bytes at random places, as a pipe would deliver them. */
function randomChunks(text: string, next: () => number): Iterator<Uint8Array> {
  const bytes = Buffer.from(text, 'latin1');
  const chunks: Uint8Array[] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = Math.min(bytes.length, start + 1 + Math.floor(next() * 5));
    chunks.push(bytes.subarray(start, end));
    start = end;
  }
  if (next() < 0.2) chunks.push(new Uint8Array(0));
  return chunks.values();
}

const FLAG_SETS: DefaultValidatorFlags[] = [
  { isCaseSensitive: false, isSpaceChangeSensitive: false },
  { isCaseSensitive: true, isSpaceChangeSensitive: false },
  { isCaseSensitive: false, isSpaceChangeSensitive: true },
  { isCaseSensitive: false, isSpaceChangeSensitive: false, floatAbsoluteTolerance: 0.1, floatRelativeTolerance: 0.1 },
  { isCaseSensitive: true, isSpaceChangeSensitive: true, floatAbsoluteTolerance: 1e-6 },
];

describe('checkTokenStreams', () => {
  it('agrees with the whole-text validator on random answers and outputs cut into random chunks', () => {
    const next = randomSource(12);
    for (let round = 0; round < 20_000; round += 1) {
      const answer = randomText(next);
      const output = next() < 0.3 ? answer.toUpperCase() : next() < 0.5 ? answer.replace(/ /g, '\t') : randomText(next);
      const flags = FLAG_SETS[round % FLAG_SETS.length] ?? { isCaseSensitive: false, isSpaceChangeSensitive: false };
      const streamed = checkTokenStreams(randomChunks(answer, next), randomChunks(output, next), flags);
      expect(streamed, JSON.stringify({ answer, output, flags })).toEqual(referenceCheck(answer, output, flags));
    }
  });

  it('shows control characters escaped, so a message never carries NUL', () => {
    const result = checkTokens('ab', 'a\u0000b\u001b[2J', { isCaseSensitive: false, isSpaceChangeSensitive: false });
    expect(result.message).toBe('Token 1: expected "ab", got "a\\x00b\\x1b[2J".');
  });

  it('keeps the spelling of each side when tokens differ beyond letter case', () => {
    const result = checkTokens('Hello1', 'hELLO2', { isCaseSensitive: false, isSpaceChangeSensitive: false });
    expect(result.message).toBe('Token 1: expected "Hello1", got "hELLO2".');
  });

  it('compares a token of many megabytes in pieces without joining them', () => {
    const piece = Buffer.alloc(64 * 1024, 'a');
    const pieces = (count: number, last: string) => [...Array<Buffer>(count).fill(piece), Buffer.from(last)].values();
    const flags = { isCaseSensitive: true, isSpaceChangeSensitive: false };
    expect(checkTokenStreams(pieces(512, 'b'), pieces(512, 'b'), flags)).toEqual({ isAccepted: true, message: '' });
    expect(checkTokenStreams(pieces(512, 'b'), pieces(512, 'c'), flags).message).toBe(`Token 1: expected "${'a'.repeat(40)}…", got "${'a'.repeat(40)}…".`);
  });

  it('compares a number of megabytes by its value when the flags give a tolerance', () => {
    const flags = { isCaseSensitive: false, isSpaceChangeSensitive: false, floatAbsoluteTolerance: 1e-6 };
    const long = `0.5${'0'.repeat(3 * 1024 * 1024)}1`;
    expect(checkTokens('0.5', long, flags)).toEqual({ isAccepted: true, message: '' });
    expect(checkTokens(long, '0.500000001', flags)).toEqual({ isAccepted: true, message: '' });
    expect(checkTokens('0.5', `${long}x`, flags).message).toBe(`Token 1: expected "0.5", got "0.5${'0'.repeat(37)}…".`);
  });
});
