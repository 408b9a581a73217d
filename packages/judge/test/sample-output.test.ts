import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';

const SUM = path.join(import.meta.dirname, 'fixtures', 'verdicts', 'sum');
const judge = createJudge();

// The learner compares a failing sample's output with the expected one; the grader keeps
// it from the graded run instead of running the program a second time. Hidden tests keep none.
describe('output of a failing test', () => {
  it('is kept for a failing sample, as printed', async () => {
    const pkg = readProblemPackage(SUM);
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: 'print("not the sum")\nprint("second line")\n', mode: 'first-failure' });
    expect(result.verdict).toBe('Wrong Answer');
    const [failed] = result.tests;
    expect(failed).toMatchObject({ isSample: true, verdict: 'Wrong Answer', output: 'not the sum\nsecond line\n' });
  }, 60_000);

  it('is kept for a sample that crashed after printing, cut to 8 KiB', async () => {
    const pkg = readProblemPackage(SUM);
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: 'print("x" * 20000)\nraise SystemExit(3)\n', mode: 'first-failure' });
    const [failed] = result.tests;
    expect(failed?.verdict).toBe('Runtime Error');
    expect(failed?.output).toBe('x'.repeat(8 * 1024));
  }, 60_000);

  it('is never kept for a hidden test, nor for a passing sample', async () => {
    const pkg = readProblemPackage(SUM);
    const sample = fs.readFileSync(pkg.samples[0]!.inputPath, 'utf8').trim();
    // Right on the sample only: every hidden test fails.
    const source = `line = input().strip()\nprint(sum(map(int, line.split())) if line == ${JSON.stringify(sample)} else 0)\n`;
    const result = await judge.gradeSubmission({ pkg, language: 'python', source, mode: 'all' });
    expect(result.tests[0]).toMatchObject({ isSample: true, verdict: 'Accepted' });
    expect(result.tests[0]?.output).toBeUndefined();
    const hidden = result.tests.filter((test) => !test.isSample);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.some((test) => test.verdict === 'Wrong Answer')).toBe(true);
    expect(hidden.map((test) => test.output)).toEqual(hidden.map(() => undefined));
  }, 60_000);
});
