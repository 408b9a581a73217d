import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { problemProgress } from '../../db/schema-judging.ts';
import { STAND_IN_AI_KEY, startChatCompletions, type ChatCompletionsStandIn } from '../../../test/stand-ins/chat-completions.ts';
import { createHintTestApp, type HintTestApp } from '../../../test/stand-ins/hints-app.ts';

const HINTS = ['Think about what you need to remember while scanning.', 'A hash map from value to index answers "have I seen target - x?" in O(1).'];
const AI_TIMEOUT_MS = 500;
/** Not the AI_MODEL default (gpt-3.5-turbo), so a handler that ignored the setting would be caught. */
const MODEL = 'gpt-4o-mini';

let ai: ChatCompletionsStandIn;
let harness: HintTestApp;

beforeAll(async () => {
  ai = await startChatCompletions();
  harness = await createHintTestApp({
    ai: { baseUrl: ai.baseUrl, apiKey: STAND_IN_AI_KEY, model: MODEL, timeoutMs: AI_TIMEOUT_MS },
    maxRequestsPerHour: 1000,
  });
});
afterAll(async () => {
  await harness.close();
  await ai.close();
});
beforeEach(() => ai.behaveAs({ kind: 'answer', content: '  Try remembering the numbers you have already seen.  ' }));

async function askForHint(code = 'def two_sum(nums, target):\n    pass') {
  const learner = await harness.signUp();
  const problemId = await harness.addProblem(HINTS);
  const response = await harness.app.inject({ method: 'POST', url: '/api/ai/hint', headers: learner.headers, payload: { problemId, code, language: 'python' } });
  return { response, learner, problemId };
}

const hintUsedOf = async (userId: string, problemSlug: string) => {
  const [row] = await harness.database.db
    .select()
    .from(problemProgress)
    .where(and(eq(problemProgress.userId, userId), eq(problemProgress.problemSlug, problemSlug)));
  return row?.hintUsed ?? false;
};

describe('POST /api/ai/hint with an AI endpoint', () => {
  it('answers with the model\'s hint and records the hint penalty', async () => {
    const { response, learner, problemId } = await askForHint();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hint: 'Try remembering the numbers you have already seen.', isAIGenerated: true, model: MODEL });
    expect(await hintUsedOf(learner.userId, problemId)).toBe(true);
  });

  it('sends the statement, the code, the language and the configured model to the endpoint', async () => {
    const { problemId } = await askForHint('def two_sum(nums, target):\n    return [0, 0]');

    const sent = JSON.parse(ai.requests.at(-1)?.body ?? '{}') as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe(MODEL);
    const prompt = sent.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Find two numbers that add up to the target.');
    expect(prompt).toContain('return [0, 0]');
    expect(prompt).toContain('Python');
    expect(prompt).toContain('They have not submitted yet.');
    expect(prompt).toMatch(/never give the full solution/i);
    expect(problemId).toBeTruthy();
  });

  it.each([
    ['the endpoint answers with an error', { kind: 'error', status: 500 } as const],
    ['the endpoint does not answer in time', { kind: 'silence' } as const],
    ['the endpoint answers with broken JSON', { kind: 'malformed' } as const],
    ['the endpoint answers with an empty hint', { kind: 'answer', content: '   ' } as const],
  ])('falls back to the first written hint when %s, and still records the penalty', async (_label, behaviour) => {
    ai.behaveAs(behaviour);
    const startedAt = Date.now();

    const { response, learner, problemId } = await askForHint();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'The AI hint service is not available right now. Here is a written hint instead.',
      code: 'SERVICE_UNAVAILABLE',
      fallbackHint: HINTS[0],
    });
    expect(Date.now() - startedAt).toBeLessThan(AI_TIMEOUT_MS + 5000);
    expect(await hintUsedOf(learner.userId, problemId)).toBe(true);
  });

  it('reports the configured model', async () => {
    const learner = await harness.signUp();
    const response = await harness.app.inject({ method: 'GET', url: '/api/ai/status', headers: learner.headers });

    expect(response.json()).toEqual({ isAIEnabled: true, model: MODEL });
  });
});
