import { sendJson, startLoopbackServer, type LoopbackServer } from './loopback-server.ts';

/** How the stand-in answers the next chat completions: as the real service does, or failing in one of its ways. */
export type ChatBehaviour = { kind: 'answer'; content: string } | { kind: 'error'; status: number } | { kind: 'silence' } | { kind: 'malformed' };

export interface ChatCompletionsStandIn extends LoopbackServer {
  /** The base URL to give the OpenAI client (…/v1). */
  baseUrl: string;
  behaveAs(behaviour: ChatBehaviour): void;
}

export const STAND_IN_AI_KEY = 'sk-stand-in';

/** An OpenAI-compatible POST /v1/chat/completions that checks the API key. */
export async function startChatCompletions(): Promise<ChatCompletionsStandIn> {
  let behaviour: ChatBehaviour = { kind: 'answer', content: 'Try a hash map.' };

  const server = await startLoopbackServer((request, response) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return sendJson(response, 404, { error: { message: 'Not found' } });
    if (request.headers.authorization !== `Bearer ${STAND_IN_AI_KEY}`) {
      return sendJson(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    const { model } = JSON.parse(request.body) as { model: string };
    switch (behaviour.kind) {
      case 'answer':
        return sendJson(response, 200, {
          id: 'chatcmpl-stand-in',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        });
      case 'error':
        return sendJson(response, behaviour.status, { error: { message: 'The server had an error', type: 'server_error' } });
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"id": "chatcmpl-stand-in", "choices": [ {"message": ');
      case 'silence':
        // Never answers; the client's time-out must end the wait (close() drops the connection).
        return;
    }
  });

  return { ...server, baseUrl: `${server.url}/v1`, behaveAs: (next) => void (behaviour = next) };
}
