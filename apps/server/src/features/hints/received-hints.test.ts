import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_AI_KEY, startChatCompletions, type ChatCompletionsStandIn } from '../../../test/stand-ins/chat-completions.ts';
import { createHintTestApp, type HintTestApp } from '../../../test/stand-ins/hints-app.ts';
import { NO_MANUAL_HINTS } from './manual-hints.ts';

const HINTS = ['Read the input into a list.', 'Remember every number you have seen.', 'Look up target minus the current number.'];

type Headers = { authorization: string };

describe('GET /api/ai/hints/{problemId} with written hints only', () => {
  let harness: HintTestApp;
  beforeAll(async () => {
    harness = await createHintTestApp({ ai: null, maxRequestsPerHour: 100 });
  });
  afterAll(() => harness.close());

  const ask = (headers: Headers, problemId: string) =>
    harness.app.inject({ method: 'POST', url: '/api/ai/hint', headers, payload: { problemId, code: '', language: 'python' } });
  const list = async (headers: Headers, problemId: string) => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/ai/hints/${problemId}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ hints: { number: number; hint: string; isAIGenerated: boolean; receivedAt: string }[]; hasMoreHints: boolean }>();
  };
  const texts = async (headers: Headers, problemId: string) => (await list(headers, problemId)).hints.map((hint) => hint.hint);

  it('lists nothing before the first request, and that more hints can be asked for', async () => {
    const learner = await harness.signUp();
    expect(await list(learner.headers, await harness.addProblem(HINTS))).toEqual({ hints: [], hasMoreHints: true });
  });

  it('unlocks the written hints one request at a time and lists them oldest first, numbered', async () => {
    const learner = await harness.signUp();
    const problemId = await harness.addProblem(HINTS);

    await ask(learner.headers, problemId);
    expect(await texts(learner.headers, problemId)).toEqual([HINTS[0]]);
    await ask(learner.headers, problemId);
    await ask(learner.headers, problemId);

    const answer = await list(learner.headers, problemId);
    expect(answer.hints.map(({ number, hint, isAIGenerated }) => ({ number, hint, isAIGenerated }))).toEqual([
      { number: 1, hint: HINTS[0], isAIGenerated: false },
      { number: 2, hint: HINTS[1], isAIGenerated: false },
      { number: 3, hint: HINTS[2], isAIGenerated: false },
    ]);
    expect(answer.hasMoreHints).toBe(false);
    expect(new Date(answer.hints[0]!.receivedAt).getTime()).toBeLessThanOrEqual(new Date(answer.hints[2]!.receivedAt).getTime());
  });

  it('does not list the repeated last hint twice', async () => {
    const learner = await harness.signUp();
    const problemId = await harness.addProblem(HINTS.slice(0, 1));
    await ask(learner.headers, problemId);
    await ask(learner.headers, problemId);

    expect(await list(learner.headers, problemId)).toMatchObject({ hints: [{ number: 1, hint: HINTS[0] }], hasMoreHints: false });
  });

  it('keeps the note of a problem without written hints once', async () => {
    const learner = await harness.signUp();
    const problemId = await harness.addProblem([]);
    await ask(learner.headers, problemId);
    await ask(learner.headers, problemId);

    expect(await list(learner.headers, problemId)).toMatchObject({ hints: [{ hint: NO_MANUAL_HINTS }], hasMoreHints: false });
  });

  it("shows a learner only their own hints", async () => {
    const owner = await harness.signUp();
    const other = await harness.signUp();
    const problemId = await harness.addProblem(HINTS);
    await ask(owner.headers, problemId);
    await ask(owner.headers, problemId);

    expect(await list(other.headers, problemId)).toEqual({ hints: [], hasMoreHints: true });
    expect(await texts(owner.headers, problemId)).toEqual(HINTS.slice(0, 2));
  });

  it('asks for a sign-in and answers 404 for an unknown problem', async () => {
    const problemId = await harness.addProblem(HINTS);
    expect((await harness.app.inject({ method: 'GET', url: `/api/ai/hints/${problemId}` })).statusCode).toBe(401);

    const learner = await harness.signUp();
    const unknown = await harness.app.inject({ method: 'GET', url: '/api/ai/hints/no-such-problem', headers: learner.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Problem not found');
  });
});

describe('GET /api/ai/hints/{problemId} with an AI endpoint', () => {
  const MODEL = 'gpt-4o-mini';
  let ai: ChatCompletionsStandIn;
  let harness: HintTestApp;
  beforeAll(async () => {
    ai = await startChatCompletions();
    harness = await createHintTestApp({ ai: { baseUrl: ai.baseUrl, apiKey: STAND_IN_AI_KEY, model: MODEL, timeoutMs: 500 }, maxRequestsPerHour: 100 });
  });
  afterAll(async () => {
    await harness.close();
    await ai.close();
  });

  it('keeps AI hints with their model and a written fallback as a written hint, and always offers more', async () => {
    const learner = await harness.signUp();
    const problemId = await harness.addProblem(HINTS);
    const ask = () => harness.app.inject({ method: 'POST', url: '/api/ai/hint', headers: learner.headers, payload: { problemId, code: '', language: 'python' } });

    ai.behaveAs({ kind: 'answer', content: 'Which number completes the pair?' });
    await ask();
    ai.behaveAs({ kind: 'error', status: 500 });
    expect((await ask()).statusCode).toBe(503);

    const response = await harness.app.inject({ method: 'GET', url: `/api/ai/hints/${problemId}`, headers: learner.headers });
    expect(response.json()).toMatchObject({
      hints: [
        { number: 1, hint: 'Which number completes the pair?', isAIGenerated: true, model: MODEL },
        { number: 2, hint: HINTS[0], isAIGenerated: false },
      ],
      hasMoreHints: true,
    });
    expect(response.json().hints[1]).not.toHaveProperty('model');
  });
});
