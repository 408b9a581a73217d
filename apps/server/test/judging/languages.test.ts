import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language } from '@codepath/contract/enums';
import { LANGUAGE_RECORD } from '@codepath/contract/languages';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';

/**
 * Two Sum in every language through the API: the package's accepted solution and
 * its starter template (Wrong Answer), and a slow, a crashing and a non-compiling
 * program of each new language, each with its verdict and its named reason.
 */
let t: JudgingTestApp;
const fromPackage = (relative: string) => fs.readFileSync(path.join(t.problemsDir, 'two-sum', relative), 'utf8');
const ACCEPTED_FILE: Record<Language, string> = {
  python: 'solution.py', c: 'solution.c', cpp: 'solution.cpp', java: 'Solution.java',
  javascript: 'solution.js', typescript: 'solution.ts', go: 'solution.go', rust: 'solution.rs', kotlin: 'solution.kt', csharp: 'solution.cs',
};

interface Failing {
  slow: string;
  crash: { source: string; name: string };
  broken: { source: string; line: RegExp };
}

/** Two Sum's input: n, then n numbers, then the target. The crashes read past the n numbers on the first sample. */
const FAILING: Partial<Record<Language, Failing>> = {
  javascript: {
    slow: "const d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nconst n = d[0], t = d[n + 1];\nfor (let i = 1; i <= n; i++) for (let j = i + 1; j <= n; j++) if (d[i] + d[j] === t) { console.log(i - 1, j - 1); process.exit(0); }\n",
    crash: { source: "const d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);\nconst pairs = [];\nconsole.log(pairs[Number(d[0])].join(' '));\n", name: 'TypeError at line 3 of main.js' },
    broken: { source: 'function twoSum(nums, target) {\n  return [;\n}\n', line: /main\.js:2/ },
  },
  typescript: {
    slow: "const d: number[] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nconst n: number = d[0], t: number = d[n + 1];\nfor (let i = 1; i <= n; i++) for (let j = i + 1; j <= n; j++) if (d[i] + d[j] === t) { console.log(i - 1, j - 1); process.exit(0); }\n",
    crash: { source: "const d: string[] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);\nconst pairs: number[][] = [];\nconsole.log(pairs[Number(d[0])].join(' '));\n", name: 'TypeError at line 3 of main.ts' },
    broken: { source: 'function twoSum(nums: number[], target: number): number[] {\n  return [;\n}\n', line: /main\.ts:2:/ },
  },
  go: {
    slow: 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tin := bufio.NewReader(os.Stdin)\n\tvar n, t int\n\tfmt.Fscan(in, &n)\n\tnums := make([]int, n)\n\tfor i := range nums {\n\t\tfmt.Fscan(in, &nums[i])\n\t}\n\tfmt.Fscan(in, &t)\n\tfor i := 0; i < n; i++ {\n\t\tfor j := i + 1; j < n; j++ {\n\t\t\tif nums[i]+nums[j] == t && fmt.Sprint(i) != "" {\n\t\t\t\tfmt.Println(i, j)\n\t\t\t\treturn\n\t\t\t}\n\t\t}\n\t}\n}\n',
    crash: { source: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\tnums := make([]int, n)\n\tfmt.Println(nums[n])\n}\n', name: 'panic: index out of range at line 9 of main.go' },
    broken: { source: 'package main\n\nfunc main() {\n\tanswer := 1\n}\n', line: /main\.go:4:/ },
  },
  rust: {
    slow: 'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let d: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    let n = d[0] as usize;\n    let t = d[n + 1];\n    for i in 1..=n {\n        for j in i + 1..=n {\n            if std::hint::black_box(d[i]) + std::hint::black_box(d[j]) == t {\n                println!("{} {}", i - 1, j - 1);\n                return;\n            }\n        }\n    }\n}\n',
    crash: { source: 'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let d: Vec<usize> = s.split_whitespace().take(1).map(|x| x.parse().unwrap()).collect();\n    let nums = vec![0; d[0]];\n    println!("{}", nums[d[0]]);\n}\n', name: 'panic: index out of bounds at line 7 of main.rs' },
    broken: { source: 'fn main() {\n    let answer: i32 = "none";\n}\n', line: /main\.rs:2:/ },
  },
  kotlin: {
    slow: 'fun main() {\n    val n = readln().trim().toInt()\n    val nums = readln().trim().split(" ").map { it.toLong() }\n    val t = readln().trim().toLong()\n    for (i in 0 until n) for (j in i + 1 until n) if (nums[i] + nums[j] == t && i.toString().isNotEmpty()) { println("$i $j"); return }\n}\n',
    crash: { source: 'fun main() {\n    val n = readln().trim().toInt()\n    val nums = IntArray(n)\n    println(nums[n])\n}\n', name: 'java.lang.ArrayIndexOutOfBoundsException at line 4 of main.kt' },
    broken: { source: 'fun main() {\n    val answer: Int = "none"\n}\n', line: /main\.kt:2:/ },
  },
  csharp: {
    slow: 'using System;\npublic class Program {\n    public static void Main() {\n        var d = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);\n        int n = int.Parse(d[0]);\n        long t = long.Parse(d[n + 1]);\n        for (int i = 1; i <= n; i++)\n            for (int j = i + 1; j <= n; j++)\n                if (long.Parse(d[i]) + long.Parse(d[j]) == t) { Console.WriteLine((i - 1) + " " + (j - 1)); return; }\n    }\n}\n',
    crash: { source: 'using System;\npublic class Program {\n    public static void Main() {\n        int n = int.Parse(Console.ReadLine());\n        var nums = new int[n];\n        Console.WriteLine(nums[n]);\n    }\n}\n', name: 'System.IndexOutOfRangeException at line 6 of main.cs' },
    broken: { source: 'public class Program {\n    public static void Main() {\n        int answer = "none";\n    }\n}\n', line: /main\.cs\(3,/ },
  },
};

beforeAll(async () => {
  t = await createJudgingTestApp(makeProblemsDir(['two-sum']));
});
afterAll(() => t.close());

const submitTwoSum = async (language: Language, code: string) => {
  const { token } = await registerAccount(t.app);
  const { id, final } = await submitAndWait(t.app, token, { code, language, problemId: 'two-sum' });
  const detail = (await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json() as { output: string; language: string };
  return { final, detail };
};

// Concurrent: the judge's two slots and the compilers' own processes overlap what one test at a time left idle.
describe.concurrent('Two Sum in every language, through the API', () => {
  it.each(Language.options)('runs the %s solution on the learner\'s input, accepts it and gives its starter template Wrong Answer', async (language) => {
    const solution = fromPackage(path.join('submissions', 'accepted', ACCEPTED_FILE[language]));
    const { token: runner } = await registerAccount(t.app);
    const run = await t.app.inject({ method: 'POST', url: '/api/compiler/execute', headers: bearer(runner), payload: { code: solution, language, input: '4\n1 9 2 7\n9\n', problemId: 'two-sum' } });
    expect(run.json()).toMatchObject({ success: true, output: '2 3\n', verdict: 'Accepted', executionMethod: 'sandbox' });
    const accepted = await submitTwoSum(language, solution);
    expect(accepted.final).toMatchObject({ verdict: 'Accepted', isSuccessful: true });
    expect(accepted.detail.language).toBe(language);
    const { token } = await registerAccount(t.app);
    const template = await t.app.inject({ method: 'GET', url: `/api/problems/two-sum/template/${language}`, headers: bearer(token) });
    expect(template.json().template).toBe(fromPackage(path.join('templates', LANGUAGE_RECORD[language].templateFile)));
    // Untouched, the template is refused before judging (EMPTY_CODE): a learner's first edit, then.
    const wrong = await submitTwoSum(language, (template.json().template as string).replace('Write your solution here', 'First attempt'));
    expect(wrong.final).toMatchObject({ verdict: 'Wrong Answer', passedCount: 0 });
  }, 180_000);

  it.each(Object.keys(FAILING) as Language[])('gives a slow, a crashing and a non-compiling %s program their verdicts and named reasons', async (language) => {
    const failing = FAILING[language] as Failing;
    const slow = await submitTwoSum(language, failing.slow);
    expect(slow.final).toMatchObject({ verdict: 'Time Limit Exceeded' });
    expect(slow.detail.output).toMatch(/^Time Limit Exceeded on hidden test \d+ of \d+/);
    const crash = await submitTwoSum(language, failing.crash.source);
    expect(crash.final).toMatchObject({ verdict: 'Runtime Error', passedCount: 0 });
    expect(crash.detail.output).toContain(failing.crash.name);
    const broken = await submitTwoSum(language, failing.broken.source);
    expect(broken.final).toMatchObject({ verdict: 'Compilation Error', passedCount: 0 });
    expect(broken.detail.output).toMatch(failing.broken.line);
  }, 180_000);
});
