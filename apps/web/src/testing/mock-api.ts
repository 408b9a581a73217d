import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type MockRoute = (request: { body: unknown; headers: Record<string, string> }) => MockAnswer;

/**
 * Replaces fetch with answers keyed by "METHOD /path". A call nobody expected fails
 * the test loudly instead of hanging.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers });
    const route = routes[key];
    if (!route) throw new Error(`Unexpected call: ${key}`);
    const { status = 200, body: answer } = await route({ body, headers });
    return new Response(answer === undefined ? '' : JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An answer that arrives only when the test says so, to observe in-flight states. */
export function deferredAnswer() {
  let release: (answer: { status?: number; body?: unknown }) => void = () => {};
  const promise = new Promise<{ status?: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
