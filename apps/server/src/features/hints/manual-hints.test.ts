import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHintTestApp, type HintTestApp } from '../../../test/stand-ins/hints-app.ts';
import { NO_MANUAL_HINTS } from './manual-hints.ts';

const HINTS = ['First, sort the input.', 'Then walk two pointers towards each other.'];

let harness: HintTestApp;

beforeAll(async () => {
  harness = await createHintTestApp({ ai: null, maxRequestsPerHour: 3 });
});
afterAll(() => harness.close());

const ask = (headers: { authorization: string }, problemId: string) =>
  harness.app.inject({ method: 'POST', url: '/api/ai/hint', headers, payload: { problemId, code: '', language: 'cpp' } });

describe('POST /api/ai/hint without an AI endpoint', () => {
  it('hands out the written hints in order, then repeats the last, marked as not AI-generated', async () => {
    const learner = await harness.signUp();
    const problemId = await harness.addProblem(HINTS);

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await ask(learner.headers, problemId)).json());

    expect(answers).toEqual([
      { hint: HINTS[0], isAIGenerated: false },
      { hint: HINTS[1], isAIGenerated: false },
      { hint: HINTS[1], isAIGenerated: false },
    ]);
  });

  it('gives two requests made at once two different hints', async () => {
    const learner = await harness.signUp();
    const problemId = await harness.addProblem(HINTS);

    const answers = await Promise.all([ask(learner.headers, problemId), ask(learner.headers, problemId)]);

    expect(answers.map((answer) => answer.json().hint).sort()).toEqual([...HINTS].sort());
  });

  it('starts every learner at the first hint', async () => {
    const problemId = await harness.addProblem(HINTS);
    await ask((await harness.signUp()).headers, problemId);

    expect((await ask((await harness.signUp()).headers, problemId)).json().hint).toBe(HINTS[0]);
  });

  it('says so when the problem has no written hints', async () => {
    const response = await ask((await harness.signUp()).headers, await harness.addProblem([]));

    expect(response.json()).toEqual({ hint: NO_MANUAL_HINTS, isAIGenerated: false });
  });

  it('answers 404 for an unknown problem', async () => {
    const response = await ask((await harness.signUp()).headers, 'no-such-problem');

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Problem not found');
  });

  it('refuses a request without a login token', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/ai/hint', payload: { problemId: 'x', code: '', language: 'cpp' } });

    expect(response.statusCode).toBe(401);
  });

  it('limits each learner, not everyone, to the configured number of hints per hour', async () => {
    const problemId = await harness.addProblem(HINTS);
    const busy = await harness.signUp();
    for (let i = 0; i < 3; i += 1) expect((await ask(busy.headers, problemId)).statusCode).toBe(200);

    const limited = await ask(busy.headers, problemId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^You have asked for many hints in a short time\. Please try again in \d+ minutes\.$/);
    expect((await ask((await harness.signUp()).headers, problemId)).statusCode).toBe(200);
  });

  it('reports that hints are written ones', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/ai/status', headers: (await harness.signUp()).headers });

    expect(response.json()).toEqual({ isAIEnabled: false, model: null });
  });
});
