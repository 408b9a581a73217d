import type { DefaultValidatorFlags } from './validator-flags.ts';

export interface CheckResult {
  isAccepted: boolean;
  /** Why the output was rejected, in the judge's words (empty when accepted). */
  message: string;
}

const FLOAT_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$|^[+-]?(inf|infinity|nan)$/i;

/** Splits into tokens and the whitespace runs around them: runs[i] precedes tokens[i]; the last run trails. */
function tokenize(text: string): { tokens: string[]; runs: string[] } {
  const parts = text.split(/(\s+)/);
  const tokens: string[] = [];
  const runs: string[] = [];
  let pendingRun = '';
  for (const part of parts) {
    if (part.length === 0) continue;
    if (/^\s+$/.test(part)) pendingRun += part;
    else {
      runs.push(pendingRun);
      tokens.push(part);
      pendingRun = '';
    }
  }
  runs.push(pendingRun);
  return { tokens, runs };
}

/** ASCII-only lower-casing, like the byte-wise comparison of the Kattis validator. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 32));
}

function hasFloatTolerance(flags: DefaultValidatorFlags): boolean {
  return flags.floatAbsoluteTolerance !== undefined || flags.floatRelativeTolerance !== undefined;
}

function floatsMatch(expected: number, actual: number, flags: DefaultValidatorFlags): boolean {
  if (Number.isNaN(expected) || Number.isNaN(actual)) return Number.isNaN(expected) && Number.isNaN(actual);
  if (expected === actual) return true;
  const difference = Math.abs(expected - actual);
  const absolute = flags.floatAbsoluteTolerance ?? -1;
  const relative = flags.floatRelativeTolerance ?? -1;
  return difference <= absolute || difference <= relative * Math.abs(expected);
}

function describe(token: string | undefined): string {
  if (token === undefined) return 'end of output';
  return token.length > 40 ? `"${token.slice(0, 40)}…"` : `"${token}"`;
}

function tokensMatch(expected: string, actual: string, flags: DefaultValidatorFlags): boolean {
  if (hasFloatTolerance(flags) && FLOAT_PATTERN.test(expected)) {
    return FLOAT_PATTERN.test(actual) && floatsMatch(Number(expected), Number(actual), flags);
  }
  return flags.isCaseSensitive ? expected === actual : asciiLower(expected) === asciiLower(actual);
}

/**
 * The Kattis default output validator as a pure function: token by token, any
 * run of whitespace equal unless space_change_sensitive, case-insensitive unless
 * case_sensitive, numbers within the float tolerances where the answer is a number.
 */
export function checkTokens(answer: string, output: string, flags: DefaultValidatorFlags): CheckResult {
  const expected = tokenize(answer);
  const actual = tokenize(output);
  const count = Math.max(expected.tokens.length, actual.tokens.length);
  for (let i = 0; i < count; i += 1) {
    const want = expected.tokens[i];
    const got = actual.tokens[i];
    if (want === undefined || got === undefined || !tokensMatch(want, got, flags)) {
      return { isAccepted: false, message: `Token ${i + 1}: expected ${describe(want)}, got ${describe(got)}.` };
    }
    if (flags.isSpaceChangeSensitive && expected.runs[i] !== actual.runs[i]) {
      return { isAccepted: false, message: `Whitespace before token ${i + 1} differs.` };
    }
  }
  if (flags.isSpaceChangeSensitive && expected.runs[count] !== actual.runs[count]) {
    return { isAccepted: false, message: 'Trailing whitespace differs.' };
  }
  return { isAccepted: true, message: '' };
}
