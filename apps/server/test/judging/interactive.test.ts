import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/paths.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';

const catalogueFile = (slug: string, file: string) => fs.readFileSync(path.join(repositoryRoot, 'problems', slug, file), 'utf8');
const KATTIS_FIXTURE = path.join(repositoryRoot, 'packages', 'judge', 'test', 'fixtures', 'interactive', 'guess-2025-09');
/** The secret of guess-the-number's third hidden test: it must not reach the learner. */
const HIDDEN_SECRET = catalogueFile('guess-the-number', 'data/secret/03.ans').trim();

let t: JudgingTestApp;
let token: string;

beforeAll(async () => {
  const problemsDir = makeProblemsDir(['guess-the-number', 'find-the-peak']);
  fs.cpSync(KATTIS_FIXTURE, path.join(problemsDir, 'kattis-guess'), { recursive: true });
  t = await createJudgingTestApp(problemsDir, { judgeConcurrency: 1 });
  ({ token } = await registerAccount(t.app));
});
afterAll(() => t.close());

const problem = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/problems/${slug}`, headers: bearer(token) })).json();

describe('interactive problems through the API', () => {
  it('imports both catalogue problems and a 2025-09 Kattis package, the sample exchanges in the statement', async () => {
    const guess = await problem('guess-the-number');
    expect(guess.description).toContain('Example interaction 1 (lines starting with > come from the judge, lines starting with < from your program):\n> 10\n< 5\n> higher');
    expect(guess.description).toContain('Example interaction 2');
    expect((await problem('find-the-peak')).description).toContain('> 5\n< ? 3\n> 5');
    expect((await problem('kattis-guess')).description).toContain('Example interaction 1');
    expect(guess.examples[1]).toEqual({ input: '1 1\n', output: '1\n', explanation: expect.any(String), interaction: '> 1\n< 1\n> correct' });
  });

  it("plays Run's own input (a sample's, by default) against the validator and answers the conversation", async () => {
    const execute = async (code: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/compiler/execute', headers: bearer(token), payload: { problemId: 'guess-the-number', language: 'python', code, input: '10 7\n' } })).json();
    const solved = await execute(catalogueFile('guess-the-number', 'submissions/accepted/solution.py'));
    expect(solved).toMatchObject({ success: true, verdict: 'Accepted', error: '', output: '> 10\n< 5\n> higher\n< 8\n> lower\n< 6\n> higher\n< 7\n> correct' });
    const template = await execute(catalogueFile('guess-the-number', 'templates/python.py'));
    expect(template).toMatchObject({ success: false, verdict: 'Wrong Answer', output: '> 10', error: 'your program stopped after 0 guesses without finding the number' });
    // A crash is named on Run as on a Run without a validator (and as Submit names it), after what it printed.
    const crashing = `${catalogueFile('guess-the-number', 'submissions/accepted/solution.py')}\nraise ValueError("after the game")\n`;
    const crashed = await execute(crashing);
    expect(crashed).toMatchObject({ success: false, verdict: 'Runtime Error' });
    expect(crashed.error).toMatch(/ValueError: after the game\nRuntime Error: ValueError at line \d+ of main\.py/);
  }, 60_000);

  it('judges accepted solutions of both catalogue problems and of the Kattis package', async () => {
    for (const [problemId, language, code] of [
      ['guess-the-number', 'python', catalogueFile('guess-the-number', 'submissions/accepted/solution.py')],
      ['find-the-peak', 'cpp', catalogueFile('find-the-peak', 'submissions/accepted/solution.cpp')],
      ['kattis-guess', 'python', fs.readFileSync(path.join(KATTIS_FIXTURE, 'submissions/accepted/binary.py'), 'utf8')],
    ] as const) {
      const { final } = await submitAndWait(t.app, token, { problemId, language, code });
      expect(final, problemId).toMatchObject({ verdict: 'Accepted' });
    }
  }, 120_000);

  it('calls too many guesses Wrong Answer on a hidden test without telling its secret', async () => {
    const { id, final } = await submitAndWait(t.app, token, {
      problemId: 'guess-the-number',
      language: 'python',
      code: catalogueFile('guess-the-number', 'submissions/wrong_answer/linear_search.py'),
    });
    expect(final).toMatchObject({ verdict: 'Wrong Answer' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json();
    expect(detail.output).toBe('Wrong Answer on hidden test 2 of 4');
    expect(JSON.stringify(detail)).not.toContain(HIDDEN_SECRET);
  }, 60_000);

  it('gives a crash its own verdict, Runtime Error', async () => {
    const { final } = await submitAndWait(t.app, token, {
      problemId: 'find-the-peak',
      language: 'python',
      code: catalogueFile('find-the-peak', 'submissions/run_time_error/expects_the_array.py'),
    });
    expect(final).toMatchObject({ verdict: 'Runtime Error' });
  }, 60_000);

  it('plays the samples on Run and answers each conversation, checked by the validator', async () => {
    const detail = await problem('find-the-peak');
    const cases = detail.examples.map((example: { input: string; output: string }) => ({ input: example.input, expectedOutput: example.output }));
    const run = async (code: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/compiler/run-cases', headers: bearer(token), payload: { problemId: 'find-the-peak', language: 'python', code, cases } })).json();

    const solved = await run(catalogueFile('find-the-peak', 'submissions/accepted/solution.py'));
    expect(solved.cases.map((c: { status: string }) => c.status)).toEqual(['Passed', 'Passed']);
    expect(solved.cases[0].output).toBe('> 5\n< ? 3\n> 5\n< ? 4\n> 4\n< ? 2\n> 3\n< ? 3\n> 5\n< ! 3');

    const template = await run(catalogueFile('find-the-peak', 'templates/python.py'));
    // The template names position 1: not a peak of the first sample, a peak of the second.
    expect(template.cases.map((c: { status: string }) => c.status)).toEqual(['Wrong Answer', 'Passed']);
    expect(template.cases[0]).toMatchObject({ output: '> 5\n< ! 1', message: 'position 1 is not a peak' });
  }, 60_000);
});
