import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CASE_BYTES, MAX_RUN_CASES } from '@codepath/contract/compiler';
import { repositoryRoot } from '../../src/paths.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';

// A median solution that prints more digits than the answers: the problem's float tolerance (1e-6) accepts it.
const MEDIAN_SOLVED = `import sys
d = sys.stdin.read().split()
n = int(d[0]); a = list(map(int, d[1:1 + n])); m = int(d[1 + n]); b = list(map(int, d[2 + n:2 + n + m]))
c = sorted(a + b); k = len(c)
print(f"{(c[k // 2] if k % 2 else (c[k // 2 - 1] + c[k // 2]) / 2) + 1e-9:.9f}")
`;
const SAMPLES = [
  { input: '2\n1 3\n1\n2\n', expectedOutput: '2.0\n' },
  { input: '2\n1 2\n2\n3 4\n', expectedOutput: '2.5\n' },
];
const template = fs.readFileSync(path.join(repositoryRoot, 'problems/median-of-two-sorted-arrays/templates/python.py'), 'utf8');

let t: JudgingTestApp;
let token: string;

beforeAll(async () => {
  t = await createJudgingTestApp(makeProblemsDir(['median-of-two-sorted-arrays']), { runRateLimit: 6, judgeConcurrency: 1 });
  ({ token } = await registerAccount(t.app));
});
afterAll(() => t.close());

const runCases = (payload: Record<string, unknown>, as = token) =>
  t.app.inject({ method: 'POST', url: '/api/compiler/run-cases', headers: bearer(as), payload });

describe('POST /api/compiler/run-cases', () => {
  it("checks each sample with the problem's checker and shows a case without expected output as output only", async () => {
    const wrongOnSecond = MEDIAN_SOLVED.replace('(c[k // 2 - 1] + c[k // 2]) / 2', 'c[k // 2]');
    const response = await runCases({
      problemId: 'median-of-two-sorted-arrays',
      language: 'python',
      code: wrongOnSecond,
      cases: [...SAMPLES, { input: '1\n5\n1\n6\n' }],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.isCompiled).toBe(true);
    expect(answer.cases.map((c: { status: string }) => c.status)).toEqual(['Passed', 'Wrong Answer', 'Finished']);
    expect(answer.cases[0].output).toBe('2.000000001\n');
    expect(answer.cases[1]).toMatchObject({ output: '3.000000001\n', message: expect.stringContaining('Token 1') });
    expect(answer.cases[2]).toMatchObject({ output: '6.000000001\n', message: '', stderr: '' });
    expect(typeof answer.cases[0].timeMs).toBe('number');
    expect(JSON.stringify(answer)).not.toContain('Accepted');
  }, 60_000);

  it('fails the untouched samples of a program that prints the wrong answer, with its stderr', async () => {
    const response = await runCases({
      problemId: 'median-of-two-sorted-arrays',
      language: 'python',
      code: `import sys\nprint("debug", file=sys.stderr)\n${template}`,
      cases: SAMPLES,
    });
    const answer = response.json();
    expect(answer.cases.map((c: { status: string }) => c.status)).toEqual(['Wrong Answer', 'Wrong Answer']);
    expect(answer.cases[0]).toMatchObject({ output: '0.0\n', stderr: 'debug\n' });
  }, 60_000);

  it('reports a compile error once and runs no case', async () => {
    const response = await runCases({ problemId: 'median-of-two-sorted-arrays', language: 'c', code: 'int main( { return 0; }', cases: SAMPLES });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.isCompiled).toBe(false);
    expect(answer.compileOutput).toMatch(/error/);
    expect(answer.cases).toEqual([]);
  }, 60_000);

  it('refuses blank code before anything runs, and runs the untouched template against the samples', async () => {
    const blank = await runCases({ problemId: 'median-of-two-sorted-arrays', language: 'python', code: ' \n\t', cases: SAMPLES });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Your code is empty. Write your solution before running it.');
    const untouched = await runCases({ problemId: 'median-of-two-sorted-arrays', language: 'python', code: template.replace(/\n/g, '\r\n'), cases: SAMPLES });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().cases.map((result: { status: string }) => result.status)).not.toContain('Passed');
  });

  it('bounds the number of cases (400) and their sizes (413)', async () => {
    const { token: other } = await registerAccount(t.app);
    const base = { problemId: 'median-of-two-sorted-arrays', language: 'python', code: MEDIAN_SOLVED };
    const tooMany = await runCases({ ...base, cases: Array.from({ length: MAX_RUN_CASES + 1 }, () => ({ input: '1\n1\n1\n1\n' })) }, other);
    expect(tooMany.statusCode).toBe(400);
    const none = await runCases({ ...base, cases: [] }, other);
    expect(none.statusCode).toBe(400);
    const bigInput = await runCases({ ...base, cases: [{ input: 'x'.repeat(MAX_CASE_BYTES + 1) }] }, other);
    expect(bigInput.statusCode).toBe(413);
    expect(bigInput.json().error).toBe('Input is too large (the limit is 64 KiB)');
    const bigExpected = await runCases({ ...base, cases: [{ input: '1', expectedOutput: 'y'.repeat(MAX_CASE_BYTES + 1) }] }, other);
    expect(bigExpected.json().error).toBe('Expected output is too large (the limit is 64 KiB)');
    const bigTogether = await runCases({ ...base, cases: Array.from({ length: 9 }, () => ({ input: 'z'.repeat(MAX_CASE_BYTES) })) }, other);
    expect(bigTogether.statusCode).toBe(413);
    expect(bigTogether.json().error).toBe('The test cases are too large together (the limit is 512 KiB)');
    const unknown = await runCases({ ...base, problemId: 'no-such-problem', cases: SAMPLES }, other);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps to the run rate of RUN_RATE_LIMIT: 429 past it, with the message of /execute', async () => {
    const { token: busy } = await registerAccount(t.app);
    const body = { problemId: 'median-of-two-sorted-arrays', language: 'python', code: 'print(2.0)', cases: [SAMPLES[0]] };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await runCases(body, busy)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await runCases(body, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many runs\. Please wait \d+ seconds and try again\.$/);
  }, 120_000);

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/compiler/run-cases', payload: { problemId: 'x', language: 'python', code: 'print(1)', cases: [{ input: '' }] } });
    expect(response.statusCode).toBe(401);
  });
});
