import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { verifyPackage } from '../src/verify.ts';
import { useScratchPackages } from './support/scratch-package.ts';

const scratchPackage = useScratchPackages('kattis-languages');

/** A plain Kattis package (legacy layout): the sum of the numbers on one line. */
const SUM_PACKAGE = {
  'problem.yaml': 'name: Line Sum\n',
  'data/sample/1.in': '1 2 3\n',
  'data/sample/1.ans': '6\n',
  'data/secret/1.in': '10 -4 7\n',
  'data/secret/1.ans': '13\n',
};

describe('Kattis packages whose submissions use the new languages, by the extensions Kattis names', () => {
  it('judges .js, .ts, .go, .rs and .cs submissions and folders of several Go, Rust and C# files', async () => {
    const dir = scratchPackage({
      ...SUM_PACKAGE,
      'submissions/accepted/sum.js': "console.log(require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number).reduce((a, b) => a + b, 0));\n",
      'submissions/accepted/sum.ts': "const total: number = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number).reduce((a: number, b: number) => a + b, 0);\nconsole.log(total);\n",
      'submissions/accepted/sum.go': 'package main\n\nimport "fmt"\n\nfunc main() {\n\ttotal, x := 0, 0\n\tfor {\n\t\tif _, err := fmt.Scan(&x); err != nil {\n\t\t\tbreak\n\t\t}\n\t\ttotal += x\n\t}\n\tfmt.Println(total)\n}\n',
      'submissions/accepted/sum.rs': 'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    println!("{}", s.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum::<i64>());\n}\n',
      'submissions/accepted/sum.cs': 'using System;\nusing System.Linq;\npublic class Sum {\n    public static void Main() {\n        Console.WriteLine(Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries).Select(long.Parse).Sum());\n    }\n}\n',
      // Go compiles a folder's files together; rustc follows `mod`; mcs takes every .cs file.
      'submissions/accepted/go-folder/main.go': 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(total(read()))\n}\n',
      'submissions/accepted/go-folder/sum.go': 'package main\n\nimport "fmt"\n\nfunc read() []int {\n\tvar values []int\n\tfor {\n\t\tvar x int\n\t\tif _, err := fmt.Scan(&x); err != nil {\n\t\t\treturn values\n\t\t}\n\t\tvalues = append(values, x)\n\t}\n}\n\nfunc total(values []int) int {\n\tt := 0\n\tfor _, v := range values {\n\t\tt += v\n\t}\n\treturn t\n}\n',
      'submissions/accepted/rust-folder/main.rs': 'mod sum;\nuse std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    println!("{}", sum::total(&s));\n}\n',
      'submissions/accepted/rust-folder/sum.rs': 'pub fn total(text: &str) -> i64 {\n    text.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum()\n}\n',
      'submissions/accepted/cs-folder/Main.cs': 'using System;\npublic class Program {\n    public static void Main() {\n        Console.WriteLine(Adder.Total(Console.In.ReadToEnd()));\n    }\n}\n',
      'submissions/accepted/cs-folder/Adder.cs': 'using System;\nusing System.Linq;\npublic static class Adder {\n    public static long Total(string text) {\n        return text.Split((char[])null, StringSplitOptions.RemoveEmptyEntries).Select(long.Parse).Sum();\n    }\n}\n',
      'submissions/wrong_answer/off-by-one.rs': 'fn main() {\n    println!("0");\n}\n',
      'submissions/run_time_error/throws.ts': 'throw new RangeError("no");\n',
    });
    const pkg = readProblemPackage(dir);
    expect(pkg.submissions.accepted.map((s) => [s.fileName, s.language])).toEqual([
      ['cs-folder', 'csharp'], ['go-folder', 'go'], ['rust-folder', 'rust'],
      ['sum.cs', 'csharp'], ['sum.go', 'go'], ['sum.js', 'javascript'], ['sum.rs', 'rust'], ['sum.ts', 'typescript'],
    ]);
    const judge = createJudge();
    const report = await verifyPackage(judge, dir, { concurrency: 2 });
    expect(report.rows.filter((row) => !row.isMatch)).toEqual([]);
    expect(report.rows.map((row) => row.got)).toEqual([...Array(8).fill('Accepted'), 'Wrong Answer', 'Runtime Error']);
    await judge.close();
  }, 180_000);
});

describe('Kattis packages whose submissions are Kotlin (.kt)', () => {
  it('judges a .kt submission by its file name and a folder of .kt files compiled together', async () => {
    const dir = scratchPackage({
      ...SUM_PACKAGE,
      'submissions/accepted/sum.kt': 'fun main() {\n    println(readln().split(" ").filter { it.isNotEmpty() }.sumOf { it.toLong() })\n}\n',
      // The entry is main.kt (Kattis: the file named main), whose MainKt calls a function of the other file.
      'submissions/accepted/kotlin-folder/main.kt': 'fun main() {\n    println(total(readln()))\n}\n',
      'submissions/accepted/kotlin-folder/adder.kt': 'fun total(line: String): Long = line.split(" ").filter { it.isNotEmpty() }.sumOf { it.toLong() }\n',
      'submissions/run_time_error/todo.kt': 'fun total(line: String): Long = TODO()\n\nfun main() {\n    println(total(readln()))\n}\n',
    });
    const pkg = readProblemPackage(dir);
    expect(pkg.submissions.accepted.map((s) => [s.fileName, s.language])).toEqual([['kotlin-folder', 'kotlin'], ['sum.kt', 'kotlin']]);
    const judge = createJudge();
    const report = await verifyPackage(judge, dir, { concurrency: 2 });
    expect(report.rows.map((row) => [row.submission, row.got])).toEqual([
      ['submissions/accepted/kotlin-folder', 'Accepted'],
      ['submissions/accepted/sum.kt', 'Accepted'],
      ['submissions/run_time_error/todo.kt', 'Runtime Error'],
    ]);
    await judge.close();
  }, 180_000);
});

describe('the new toolchains show no host path', () => {
  it("keeps the judge's own folder (node_modules' esbuild, Node.js) out of a TypeScript program's mountinfo", async () => {
    const judge = createJudge();
    const source = "const mounts: string = require('fs').readFileSync('/proc/self/mountinfo', 'utf8');\nconsole.log(mounts);\n";
    const result = await judge.runProgram({ language: 'typescript', source });
    expect(result.verdict).toBe('Accepted');
    const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');
    expect(result.stdout).toContain(' /box ');
    expect(result.stdout).not.toContain(repositoryRoot);
    expect(result.stdout).not.toContain('node_modules');
    await judge.close();
  }, 120_000);
});
