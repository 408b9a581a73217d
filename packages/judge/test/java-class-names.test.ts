import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';

/** Learners name their class anything; the judge saves the file after the public class and runs the class with main. */
describe('Java programs whose class is not Main', () => {
  const judge = createJudge();

  it.each([
    ['a public class Solution', 'public class Solution {\n  public static void main(String[] args) { System.out.println("solution"); }\n}\n', 'solution\n'],
    [
      'a public helper and main in another class',
      'public class Helper {\n  static String word() { return "helper"; }\n}\nclass Program {\n  public static void main(String[] args) { System.out.println(Helper.word()); }\n}\n',
      'helper\n',
    ],
    [
      'a class name in a comment before the real one',
      '// public class Decoy { public static void main(String[] a) {} }\npublic class Real {\n  public static void main(String... args) { System.out.println("real"); }\n}\n',
      'real\n',
    ],
  ])('runs %s', async (_label, source, stdout) => {
    const result = await judge.runProgram({ language: 'java', source });
    expect(result).toMatchObject({ verdict: 'Accepted', stdout });
  }, 60_000);

  it('answers a public class too long for a file name with a Compilation Error, not a failure of the judge', async () => {
    const name = `L${'l'.repeat(299)}`;
    const result = await judge.runProgram({ language: 'java', source: `public class ${name} {\n  public static void main(String[] a) { System.out.println("ok"); }\n}\n` });
    expect(result.verdict).toBe('Compilation Error');
    expect(result.compileOutput).toContain("should be declared in a file named");
  }, 60_000);
});
