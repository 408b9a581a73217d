import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { submitAndWait } from '../../../test/judging/support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../../../test/judging/support/judging-app.ts';
import { summarizeImport } from './import-report.ts';

/** The judge's Kattis fixtures: one package per layout (packages/judge/test/fixtures/kattis). */
const KATTIS_FIXTURES = path.resolve(import.meta.dirname, '../../../../../packages/judge/test/fixtures/kattis');
const TEMPLATES_WARNING = 'templates/ missing: plain stdin/stdout skeletons are served';

let t: JudgingTestApp;
let problemsDir: string;

beforeAll(async () => {
  problemsDir = makeProblemsDir([]);
  fs.cpSync(KATTIS_FIXTURES, problemsDir, { recursive: true });
  fs.cpSync(path.join(KATTIS_FIXTURES, 'greeting-legacy'), path.join(problemsDir, 'greeting-extra-keys'), { recursive: true });
  fs.appendFileSync(path.join(problemsDir, 'greeting-extra-keys', 'problem.yaml'), 'colour: blue\n');
  t = await createJudgingTestApp(problemsDir);
});
afterAll(() => t.close());

describe('catalogue import of Kattis packages in both layouts', () => {
  it('reports what each layout lacked and every problem.yaml key it ignored', async () => {
    const outcomes = await t.judging.catalogue.importAll();
    expect(outcomes).toEqual([
      { slug: 'greeting-extra-keys', result: 'unchanged', version: 1, warnings: ['problem.yaml: unknown key "colour" ignored', TEMPLATES_WARNING, 'statement.md missing: statement converted from problem_statement/problem.en.tex'] },
      { slug: 'greeting-legacy', result: 'unchanged', version: 1, warnings: [TEMPLATES_WARNING, 'statement.md missing: statement converted from problem_statement/problem.en.tex'] },
      { slug: 'split-2025-09', result: 'unchanged', version: 1, warnings: [TEMPLATES_WARNING] },
    ]);
    expect(summarizeImport(outcomes).lines).toContain('greeting-extra-keys: problem.yaml: unknown key "colour" ignored');
  });

  it('serves the English statement of each: converted LaTeX (legacy), Markdown as written (2025-09)', async () => {
    const { token } = await registerAccount(t.app);
    const legacy = (await t.app.inject({ method: 'GET', url: '/api/problems/greeting-legacy', headers: bearer(token) })).json();
    expect(legacy).toMatchObject({ title: 'Greeting', timeLimitMs: 2000 });
    expect(legacy.description).toContain('Greet a visitor by name');
    expect(legacy.description).toContain('`Hello, NAME!`');
    expect(legacy.description).not.toContain('bes');
    const modern = (await t.app.inject({ method: 'GET', url: '/api/problems/split-2025-09', headers: bearer(token) })).json();
    expect(modern).toMatchObject({ title: 'Split the Number', timeLimitMs: 4000, memoryLimitMb: 256 });
    expect(modern.description).toContain('Write a positive integer $n$ as the sum of two **different** positive integers.');
    expect(modern.description).toContain('## Input');
    expect(modern.description).not.toContain('Indata');
  });

  it('judges learners on each layout with its own checking: case_sensitive flags, the validator with its arguments', async () => {
    const { token } = await registerAccount(t.app);
    const solution = 'import java.util.Scanner;\npublic class Solution {\n  public static void main(String[] args) {\n    long n = new Scanner(System.in).nextLong();\n    System.out.println(1 + " " + (n - 1));\n  }\n}\n';
    const accepted = await submitAndWait(t.app, token, { code: solution, language: 'java', problemId: 'split-2025-09' });
    expect(accepted.final).toMatchObject({ verdict: 'Accepted', passedCount: 4, testCount: 4 });
    const halves = await submitAndWait(t.app, token, { code: 'n = int(input())\nprint(n // 2, n - n // 2)\n', language: 'python', problemId: 'split-2025-09' });
    expect(halves.final).toMatchObject({ verdict: 'Wrong Answer', passedCount: 2 });
    const shout = await submitAndWait(t.app, token, { code: 'print(f"HELLO, {input().upper()}!")\n', language: 'python', problemId: 'greeting-legacy' });
    expect(shout.final).toMatchObject({ verdict: 'Wrong Answer', passedCount: 0 });
  }, 120_000);
});
