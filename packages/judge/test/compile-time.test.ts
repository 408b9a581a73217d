import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';

const SUM = path.join(import.meta.dirname, 'fixtures', 'verdicts', 'sum');
const judge = createJudge();

// Operators chart compile and run times separately (codepath_compile_seconds), so the
// judge reports how long the compile step took on its own.
describe('compile time', () => {
  it('is reported apart from the run time of a program', async () => {
    const result = await judge.runProgram({ language: 'c', source: 'int main(void) { return 0; }\n' });
    expect(result.verdict).toBe('Accepted');
    expect(result.compileMs).toBeGreaterThan(0);
  }, 60_000);

  it('is reported when compilation fails, with no run', async () => {
    const result = await judge.runProgram({ language: 'cpp', source: 'int main( {\n' });
    expect(result.verdict).toBe('Compilation Error');
    expect(result.compileMs).toBeGreaterThan(0);
    expect(result.wallMs).toBe(0);
  }, 60_000);

  it('is reported once for a graded submission, besides each test time', async () => {
    const pkg = readProblemPackage(SUM);
    const source = '#include <stdio.h>\nint main(void) { long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%ld\\n", a + b); return 0; }\n';
    const result = await judge.gradeSubmission({ pkg, language: 'c', source, mode: 'all' });
    expect(result.compileMs).toBeGreaterThan(0);
    expect(result.tests.length).toBeGreaterThan(0);
  }, 60_000);
});
