import { describe, expect, it } from 'vitest';
import { checkTokens } from './default-checker.ts';
import { parseValidatorFlags, type DefaultValidatorFlags } from './validator-flags.ts';

function flags(text: string): DefaultValidatorFlags {
  const parsed = parseValidatorFlags(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.flags;
}

describe('checkTokens (Kattis default validator)', () => {
  it('treats any run of whitespace as equal', () => {
    expect(checkTokens('1 2\n3\n', '1\t\t2   3', flags('')).isAccepted).toBe(true);
    expect(checkTokens('1 2 3\n', '\n\n1 2 3 \n\n', flags('')).isAccepted).toBe(true);
  });

  it('rejects a different, missing or extra token and says which', () => {
    expect(checkTokens('1 2 3', '1 2 4', flags(''))).toEqual({ isAccepted: false, message: 'Token 3: expected "3", got "4".' });
    expect(checkTokens('1 2 3', '1 2', flags(''))).toEqual({ isAccepted: false, message: 'Token 3: expected "3", got end of output.' });
    expect(checkTokens('1 2', '1 2 3', flags(''))).toEqual({ isAccepted: false, message: 'Token 3: expected end of output, got "3".' });
  });

  it('accepts empty output only for an empty answer', () => {
    expect(checkTokens('\n', '', flags('')).isAccepted).toBe(true);
    expect(checkTokens('0\n', '', flags('')).isAccepted).toBe(false);
  });

  it('is case-insensitive unless case_sensitive', () => {
    expect(checkTokens('YES', 'yes', flags('')).isAccepted).toBe(true);
    expect(checkTokens('YES', 'yes', flags('case_sensitive')).isAccepted).toBe(false);
    expect(checkTokens('YES', 'YES', flags('case_sensitive')).isAccepted).toBe(true);
  });

  it('compares whitespace exactly with space_change_sensitive', () => {
    expect(checkTokens('1 2\n', '1 2\n', flags('space_change_sensitive')).isAccepted).toBe(true);
    expect(checkTokens('1 2\n', '1  2\n', flags('space_change_sensitive'))).toEqual({
      isAccepted: false,
      message: 'Whitespace before token 2 differs.',
    });
    expect(checkTokens('1 2\n', '1 2', flags('space_change_sensitive')).isAccepted).toBe(false);
  });

  it('compares numbers exactly as text when no tolerance is given', () => {
    expect(checkTokens('0.5', '0.50', flags('')).isAccepted).toBe(false);
  });

  it('applies float_absolute_tolerance', () => {
    const f = flags('float_absolute_tolerance 1e-6');
    expect(checkTokens('0.5', '0.5000009', f).isAccepted).toBe(true);
    expect(checkTokens('1000000', '1000000.5', f).isAccepted).toBe(false);
  });

  it('applies float_relative_tolerance', () => {
    const f = flags('float_relative_tolerance 1e-6');
    expect(checkTokens('1000000', '1000000.5', f).isAccepted).toBe(true);
    expect(checkTokens('0.5', '0.5001', f).isAccepted).toBe(false);
  });

  it('reads inf, infinity and nan in any case and sign, and tells them apart', () => {
    const f = flags('float_tolerance 1e-6');
    const accepted = (answer: string, output: string) => checkTokens(answer, output, f).isAccepted;
    expect(accepted('inf', 'Infinity')).toBe(true);
    expect(accepted('-INF', '-infinity')).toBe(true);
    expect(accepted('nan', 'NaN')).toBe(true);
    expect(accepted('inf', 'nan')).toBe(false);
    expect(accepted('infinity', 'NaN')).toBe(false);
    expect(accepted('-inf', 'nan')).toBe(false);
    expect(accepted('inf', '-inf')).toBe(false);
    expect(accepted('-inf', 'inf')).toBe(false);
    expect(accepted('inf', '1e308')).toBe(false);
  });

  it('float_tolerance sets both, and a word where a number is expected is wrong', () => {
    const f = flags('float_tolerance 1e-4');
    expect(checkTokens('3.14159 2', '3.1416 2.00001', f).isAccepted).toBe(true);
    expect(checkTokens('3.14159', 'pi', f).isAccepted).toBe(false);
    expect(checkTokens('yes 1.0', 'YES 1', f).isAccepted).toBe(true);
  });

  it('compares bytes beyond ASCII exactly even when case-insensitive', () => {
    expect(checkTokens('\u00c9', '\u00e9', flags('')).isAccepted).toBe(false);
  });
});

describe('parseValidatorFlags', () => {
  it('reads every Kattis flag', () => {
    expect(flags('case_sensitive space_change_sensitive float_absolute_tolerance 0.1 float_relative_tolerance 0.2')).toEqual({
      isCaseSensitive: true,
      isSpaceChangeSensitive: true,
      floatAbsoluteTolerance: 0.1,
      floatRelativeTolerance: 0.2,
    });
  });

  it('names an unknown flag or a missing number', () => {
    expect(parseValidatorFlags('case_insensitive')).toEqual({ ok: false, error: 'unknown flag "case_insensitive"' });
    expect(parseValidatorFlags('float_tolerance')).toEqual({ ok: false, error: 'float_tolerance needs a non-negative number' });
  });
});
