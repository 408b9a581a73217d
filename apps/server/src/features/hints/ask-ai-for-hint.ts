import OpenAI from 'openai';
import type { AiSettings } from './hint-settings.ts';
import type { ChatMessage } from './build-hint-prompt.ts';

export type AiHintWriter = (messages: ChatMessage[]) => Promise<string>;

export class MalformedAiAnswerError extends Error {
  constructor(detail: string) {
    super(`The AI endpoint answered without a hint: ${detail}`);
    this.name = 'MalformedAiAnswerError';
  }
}

const MAX_HINT_TOKENS = 300;

/**
 * Asks an OpenAI-compatible chat-completions endpoint for the hint text. No retries:
 * the learner is waiting, and a failure falls back to a manual hint at once.
 */
export function createAiHintWriter(settings: AiSettings): AiHintWriter {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0 });
  return async (messages) => {
    const completion = await client.chat.completions.create({ model: settings.model, messages, max_tokens: MAX_HINT_TOKENS, temperature: 0.4 });
    const content: unknown = completion?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new MalformedAiAnswerError(JSON.stringify(completion).slice(0, 200));
    return content.trim();
  };
}
