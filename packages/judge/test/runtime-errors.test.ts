import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '@codepath/contract/enums';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';

const pkg = readProblemPackage(path.join(import.meta.dirname, 'fixtures', 'verdicts', 'sum'));
const judge = createJudge();

/** Grades a program that fails on the first test (a sample) and returns that test's result. */
async function firstFailure(language: Language, source: string) {
  const result = await judge.gradeSubmission({ pkg, language, source, mode: 'first-failure' });
  expect(result.verdict).toBe('Runtime Error');
  return result.tests[0];
}

describe('runtime errors named for a learner, from real programs in the sandbox', () => {
  it('names a C segmentation fault and a division by zero by their signals', async () => {
    const segfault = await firstFailure('c', '#include <stdio.h>\nint main(void){int *p=0; *p=1; printf("%d",*p); return 0;}\n');
    expect(segfault?.errorName).toBe('Segmentation fault (SIGSEGV): invalid memory access');
    // The sample is "2 3": the divisor is zero only at run time.
    const division = await firstFailure('cpp', '#include <cstdio>\nint main(){int a=0,b=0; if(scanf("%d %d",&a,&b)!=2) return 1; printf("%d", a/(b-3)); return 0;}\n');
    expect(division?.errorName).toBe('Floating-point exception (SIGFPE): division by zero');
  }, 60_000);

  it('names a Java exception and its line in the learner\'s file, with the message only in the details', async () => {
    const source = 'public class Main {\n  public static void main(String[] args) {\n    int[] a = new int[2];\n    System.out.println(a[5]);\n  }\n}\n';
    const test = await firstFailure('java', source);
    expect(test?.errorName).toBe('java.lang.ArrayIndexOutOfBoundsException at line 4 of Main.java');
    expect(test?.message).toContain('Index 5 out of bounds for length 2');
  }, 60_000);

  it('trims a Python traceback to the learner\'s frames', async () => {
    const source = 'import json\n\ndef solve(text):\n    return json.loads(text)\n\nprint(solve("{"))\n';
    const test = await firstFailure('python', source);
    // Not a built-in, so a hidden test would not name it; the line is the learner's.
    expect(test?.errorName).toBe('An exception at line 4 of main.py');
    expect(test?.message).toContain('File "main.py", line 6, in <module>');
    expect(test?.message).toContain('File "main.py", line 4, in solve');
    expect(test?.message).toMatch(/json\.decoder\.JSONDecodeError: /);
    expect(test?.message).not.toMatch(/\/usr\/lib\/python3/);
  }, 60_000);

  it('names a hidden test\'s error only from a fixed list: no line, no class of the learner\'s own', async () => {
    // The sample passes; a hidden test ends in an exception whose line (the source is padded to have it) and
    // class (one of many the source declares) a program could pick from the hidden input.
    const padding = '\n'.repeat(3000);
    const classes = Array.from({ length: 50 }, (_, index) => `class L${index}(Exception): pass`).join('\n');
    const own = `${classes}\na, b = map(int, input().split())\nif (a, b) == (2, 3):\n    print(5)\nelse:${padding}    raise L7()\n`;
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: own, mode: 'first-failure' });
    expect(result.verdict).toBe('Runtime Error');
    const hidden = result.tests.find((test) => !test.isSample);
    expect(hidden?.errorName).toBe('An exception');
    expect(hidden?.message).toMatch(/at line|L7/);
    const builtin = 'a, b = map(int, input().split())\nprint(5 if (a, b) == (2, 3) else a // 0)\n';
    const division = await judge.gradeSubmission({ pkg, language: 'python', source: builtin, mode: 'first-failure' });
    expect(division.tests.find((test) => !test.isSample)?.errorName).toBe('ZeroDivisionError');
  }, 60_000);

  it('names a crash from what the program printed alone, as Run does: the package folder is not scrubbed out of it first', async () => {
    // A program that guesses the package's folder and prints it before a built-in's name gets what Run gives it.
    const source = `import sys\nsys.stderr.write("Traceback (most recent call last):\\n${pkg.dir}/ZeroDivisionError: boom\\n")\nsys.exit(1)\n`;
    const test = await firstFailure('python', source);
    expect(test?.errorName).toBe('An exception');
  }, 60_000);
});
