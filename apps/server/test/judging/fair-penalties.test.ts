import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/lib/default-templates.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submit, submitAndWait } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from './support/judging-app.ts';
import { SUM_ACCEPTED, SUM_WRONG, writeSumProblem } from './support/tiny-problem.ts';

let t: JudgingTestApp;

beforeAll(async () => {
  const problemsDir = makeProblemsDir([]);
  writeSumProblem(problemsDir);
  t = await createJudgingTestApp(problemsDir);
});
afterAll(() => t.close());

const scoreOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/scores/problem/line-sum', headers: bearer(token) })).json();

describe('fair penalties', () => {
  it('costs no wrong attempt for code that does not compile; a wrong answer still costs 5 points', async () => {
    const { token } = await registerAccount(t.app);
    const broken = await submitAndWait(t.app, token, { code: 'int main( { return 0; }', language: 'c', problemId: 'line-sum' });
    expect(broken.final).toMatchObject({ verdict: 'Compilation Error', isSuccessful: false, score: 0, wrongAttempts: 0 });
    expect(await scoreOf(token)).toMatchObject({ wrongAttempts: 0, finalScore: 100 });

    const wrong = await submitAndWait(t.app, token, { code: SUM_WRONG, language: 'python', problemId: 'line-sum' });
    expect(wrong.final).toMatchObject({ verdict: 'Wrong Answer', wrongAttempts: 1 });
    const right = await submitAndWait(t.app, token, { code: SUM_ACCEPTED, language: 'python', problemId: 'line-sum' });
    expect(right.final).toMatchObject({ verdict: 'Accepted', score: 95, wrongAttempts: 1 });
  }, 60_000);

  it('refuses blank code with 400 before queueing, and the untouched template on submit; the template may be run', async () => {
    const { token } = await registerAccount(t.app);
    const blank = await submit(t.app, token, { code: '   \n', language: 'python', problemId: 'line-sum' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'EMPTY_CODE', error: 'Your code is empty. Write your solution before submitting it.' });
    const template = await submit(t.app, token, { code: `\n${DEFAULT_TEMPLATES.python}\n\n`, language: 'python', problemId: 'line-sum' });
    expect(template.statusCode).toBe(400);
    expect(template.json().error).toBe('Your code is still the starting template. Write your solution before submitting it.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/submissions', headers: bearer(token) })).json();
    expect(list).toEqual([]);

    const execute = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/compiler/execute', headers: bearer(token), payload });
    const blankRun = await execute({ code: '', language: 'c', input: '' });
    expect(blankRun.statusCode).toBe(400);
    expect(blankRun.json().error).toBe('Your code is empty. Write your solution before running it.');
    // Nothing refused was counted.
    expect((await scoreOf(token)).exists).toBe(false);
    // Running the template is allowed (it shows how it fails); only submitting it is refused.
    const templateRun = await execute({ code: DEFAULT_TEMPLATES.python, language: 'python', input: '', problemId: 'line-sum' });
    expect(templateRun.statusCode).toBe(200);
  }, 60_000);
});
