import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';

const judge = createJudge();
const anyDivisor = readProblemPackage(path.join(import.meta.dirname, 'fixtures', 'custom-validator', 'any-divisor'));
const twoSum = readProblemPackage(path.join(import.meta.dirname, '..', '..', '..', 'problems', 'two-sum'));

// Prints the largest proper divisor: the answer files hold the smallest, and the package's validator accepts either.
const LARGEST_DIVISOR = `n = int(input())
d = 2
while d * d <= n and n % d:
    d += 1
print(n // d if d * d <= n else -1)
`;

describe('runCases', () => {
  it("checks each case with the package's own validator, once compiled, and only shows the output of a case without an expected one", async () => {
    const result = await judge.runCases({
      pkg: anyDivisor,
      language: 'python',
      source: LARGEST_DIVISOR,
      cases: [{ input: '12\n', expectedOutput: '2\n' }, { input: '35\n', expectedOutput: '5\n' }, { input: '49\n' }],
    });
    expect(result.isCompiled).toBe(true);
    // A token compare would fail the first two; the validator accepts any proper divisor.
    expect(result.cases.map((c) => [c.status, c.stdout])).toEqual([
      ['Passed', '6\n'],
      ['Passed', '7\n'],
      ['Finished', '7\n'],
    ]);
    const wrong = await judge.runCases({ pkg: anyDivisor, language: 'python', source: 'print(5)', cases: [{ input: '12\n', expectedOutput: '2\n' }] });
    expect(wrong.cases[0]).toMatchObject({ status: 'Wrong Answer', stdout: '5\n' });
  }, 60_000);

  it('stops at a compile error without running a case', async () => {
    const result = await judge.runCases({ pkg: anyDivisor, language: 'cpp', source: 'int main() { return }', cases: [{ input: '12\n', expectedOutput: '2\n' }] });
    expect(result.isCompiled).toBe(false);
    expect(result.compileOutput).toMatch(/error/);
    expect(result.cases).toEqual([]);
  }, 60_000);

  it('reports what stopped a case, with its stderr', async () => {
    const result = await judge.runCases({ pkg: anyDivisor, language: 'python', source: 'import sys\nsys.stderr.write("bad input\\n")\nsys.exit(3)\n', cases: [{ input: '12\n' }] });
    expect(result.cases[0]).toMatchObject({ status: 'Runtime Error', message: 'Non-zero exit code: a program must end with exit code 0\nExit code 3', stderr: 'bad input\n' });
  }, 60_000);

  it('still shows an output of many kilobytes after the default checker (on its own thread) has read it', async () => {
    const result = await judge.runCases({ pkg: twoSum, language: 'python', source: 'print("7 " * 10000)', cases: [{ input: '2\n1 2\n3\n', expectedOutput: '0 1\n' }] });
    expect(result.cases[0]?.status).toBe('Wrong Answer');
    expect(result.cases[0]?.stdout.startsWith('7 7 7 ')).toBe(true);
    expect(result.cases[0]?.stdout.length).toBeGreaterThan(10_000);
  }, 60_000);
});
