import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { submitAndWait } from '../../../test/judging/support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../../../test/judging/support/judging-app.ts';
import { problems, submissions } from '../../db/schema-judging.ts';
import { DEFAULT_TEMPLATES } from '../../lib/default-templates.ts';

/** A plain Kattis package: LaTeX statement, no templates, a custom validator accepting any valid pair. */
function writeKattisPackage(root: string): void {
  const dir = path.join(root, 'any-pair');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('problem.yaml', 'name: Any Pair\nvalidation: custom\n');
  write(
    'problem_statement/problem.en.tex',
    String.raw`\problemname{Any Pair}
Find two \emph{different} positions whose values add up to the target.
\section*{Input}
A line with $n$ ($2 \le n \le 10^5$), then $n$ integers, then the target $t$.
\section*{Output}
Two positions $i$ and $j$, 0-based, with $a_i + a_j = t$.
`,
  );
  write('data/sample/1.in', '4\n1 2 3 4\n5\n');
  write('data/sample/1.ans', '0 3\n');
  write('data/secret/1.in', '3\n5 5 1\n10\n');
  write('data/secret/1.ans', '0 1\n');
  write('data/secret/2.in', '5\n1 1 1 2 2\n4\n');
  write('data/secret/2.ans', '3 4\n');
  write(
    'output_validators/pair/validate.py',
    `import sys
judge_in = open(sys.argv[1]).read().split()
n = int(judge_in[0]); values = [int(x) for x in judge_in[1:1 + n]]; target = int(judge_in[1 + n])
try:
    i, j = (int(x) for x in sys.stdin.read().split())
except ValueError:
    sys.exit(43)
ok = i != j and 0 <= i < n and 0 <= j < n and values[i] + values[j] == target
sys.exit(42 if ok else 43)
`,
  );
}

const PAIR_SOLUTION = `import sys
d = sys.stdin.read().split(); n = int(d[0]); a = [int(x) for x in d[1:1 + n]]; t = int(d[1 + n])
seen = {}
for j, v in enumerate(a):
    if t - v in seen:
        print(j, seen[t - v]); break
    seen[v] = j
`;

let t: JudgingTestApp;
let problemsDir: string;

beforeAll(async () => {
  problemsDir = makeProblemsDir(['fizz-buzz']);
  writeKattisPackage(problemsDir);
  fs.mkdirSync(path.join(problemsDir, 'broken'));
  fs.writeFileSync(path.join(problemsDir, 'broken', 'problem.yaml'), 'difficulty: Easy\n');
  t = await createJudgingTestApp(problemsDir);
});
afterAll(() => t.close());

describe('catalogue import', () => {
  it('imports a plain Kattis package with its LaTeX statement as text and stdin/stdout templates', async () => {
    const { token } = await registerAccount(t.app);
    const detail = (await t.app.inject({ method: 'GET', url: '/api/problems/any-pair', headers: bearer(token) })).json();
    expect(detail).toMatchObject({ title: 'Any Pair', difficulty: 'Medium', category: 'General', timeLimitMs: 2000, memoryLimitMb: 1024 });
    expect(detail.description).toContain('Find two *different* positions');
    expect(detail.description).toContain('## Input');
    expect(detail.description).toContain('`2 <= n <= 10^5`');
    expect(detail.description).not.toMatch(/\\section|\\emph|\$/);
    const template = (await t.app.inject({ method: 'GET', url: '/api/problems/any-pair/template/java', headers: bearer(token) })).json();
    expect(template).toEqual({ template: DEFAULT_TEMPLATES.java, problemTitle: 'Any Pair' });
  });

  it('judges the Kattis package with its custom validator: another valid pair is accepted, a wrong one is not', async () => {
    const { token } = await registerAccount(t.app);
    const accepted = await submitAndWait(t.app, token, { code: PAIR_SOLUTION, language: 'python', problemId: 'any-pair' });
    expect(accepted.final).toMatchObject({ verdict: 'Accepted', passedCount: 3, testCount: 3 });
    const wrong = await submitAndWait(t.app, token, { code: 'print(0, 0)', language: 'python', problemId: 'any-pair' });
    expect(wrong.final).toMatchObject({ verdict: 'Wrong Answer', passedCount: 0 });
  });

  it('skips unchanged packages, versions changed ones and names the broken ones', async () => {
    const again = await t.judging.catalogue.importAll();
    expect(again.filter((outcome) => outcome.result === 'unchanged').map((outcome) => outcome.slug)).toEqual(['any-pair', 'fizz-buzz']);
    const broken = again.find((outcome) => outcome.slug === 'broken');
    expect(broken).toMatchObject({ result: 'failed', error: expect.stringContaining('problem.yaml: field "name"') });

    fs.appendFileSync(path.join(problemsDir, 'fizz-buzz', 'statement.md'), '\nOne more sentence.\n');
    const changed = await t.judging.catalogue.importAll();
    expect(changed.find((outcome) => outcome.slug === 'fizz-buzz')).toMatchObject({ result: 'updated', version: 2 });
    const [row] = await t.database.db.select().from(problems).where(eq(problems.slug, 'fizz-buzz'));
    expect(row?.statement.followUp).toContain('One more sentence.');
  });

  it('lists a problem renamed by an import of this server at once', async () => {
    const { token } = await registerAccount(t.app);
    const titles = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/problems', headers: bearer(token) })).json() as { id: string; title: string }[]).map((item) => `${item.id}: ${item.title}`);
    expect(await titles()).toContain('fizz-buzz: Fizz Buzz');
    const yamlPath = path.join(problemsDir, 'fizz-buzz', 'problem.yaml');
    const original = fs.readFileSync(yamlPath, 'utf8');
    fs.writeFileSync(yamlPath, original.replace('name: Fizz Buzz', 'name: Fizz Buzz Deluxe'));
    try {
      await t.judging.catalogue.importAll();
      expect(await titles()).toContain('fizz-buzz: Fizz Buzz Deluxe');
    } finally {
      fs.writeFileSync(yamlPath, original);
      await t.judging.catalogue.importAll();
    }
    expect(await titles()).toContain('fizz-buzz: Fizz Buzz');
  });

  it('judges on the package as it is on disk and records that version', async () => {
    const { token } = await registerAccount(t.app);
    const solution = fs.readFileSync(path.join(problemsDir, 'fizz-buzz/submissions/accepted/solution.py'), 'utf8');
    const before = (await t.database.db.select().from(problems).where(eq(problems.slug, 'fizz-buzz')))[0]?.version ?? 0;
    fs.writeFileSync(path.join(problemsDir, 'fizz-buzz', 'hints.md'), '## Hint 1\nCount.\n\n## Hint 2\nPrint.\n');
    const { id, final } = await submitAndWait(t.app, token, { code: solution, language: 'python', problemId: 'fizz-buzz' });
    expect(final.verdict).toBe('Accepted');
    const [submission] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(submission?.problemVersion).toBe(before + 1);
  });
});
