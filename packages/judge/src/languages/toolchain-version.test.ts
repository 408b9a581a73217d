import { describe, expect, it } from 'vitest';
import { JudgeError } from '../errors.ts';
import { LANGUAGES } from './registry.ts';
import { assertToolchainVersion, meetsMinimum, parseToolchainVersion } from './toolchain-version.ts';

describe('parseToolchainVersion', () => {
  it.each([
    ['python', 'Python 3.11.7\n', [3, 11]],
    ['c', '12.2.0\n', [12, 2]],
    ['cpp', '14\n', [14]],
    ['java', 'javac 17.0.15\n', [17, 0]],
    ['kotlin', '2.4.20', [2, 4]],
  ] as const)('reads the version %s prints', (language, output, expected) => {
    expect(parseToolchainVersion(output, LANGUAGES[language].toolchain.versionPattern)).toEqual(expected);
  });

  it('answers undefined when the output has no version', () => {
    expect(parseToolchainVersion('command not found', LANGUAGES.java.toolchain.versionPattern)).toBeUndefined();
  });
});

describe('meetsMinimum', () => {
  it('compares part by part', () => {
    expect(meetsMinimum([17, 0], [17])).toBe(true);
    expect(meetsMinimum([21], [17])).toBe(true);
    expect(meetsMinimum([11, 0], [17])).toBe(false);
    expect(meetsMinimum([3, 7], [3, 8])).toBe(false);
    expect(meetsMinimum([3, 11], [3, 8])).toBe(true);
  });
});

describe('assertToolchainVersion', () => {
  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('accepts the %s toolchain installed here', async (language) => {
    const version = await assertToolchainVersion(LANGUAGES[language].toolchain);
    expect(meetsMinimum(version, LANGUAGES[language].toolchain.minimum)).toBe(true);
  });

  it('refuses a toolchain older than needed, naming both versions', async () => {
    const tooNew = { ...LANGUAGES.python.toolchain, minimum: [99] };
    await expect(assertToolchainVersion(tooNew)).rejects.toThrow(/Python 99 or newer is needed; found 3\.\d+/);
    await expect(assertToolchainVersion(tooNew)).rejects.toBeInstanceOf(JudgeError);
  });

  it('refuses a toolchain that is not there', async () => {
    const missing = { ...LANGUAGES.c.toolchain, versionCommand: () => ['/usr/bin/no-such-gcc', '--version'] };
    await expect(assertToolchainVersion(missing)).rejects.toThrow(/GCC 8 or newer is needed; `\/usr\/bin\/no-such-gcc --version` failed/);
  });
});
