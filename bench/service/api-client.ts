import { randomUUID } from 'node:crypto';

export interface FinalVerdict {
  verdict: string;
  passedCount: number;
  testCount: number;
}

async function call(baseUrl: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export async function registerUser(baseUrl: string): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const response = await call(baseUrl, 'POST', '/api/auth/register', undefined, {
    email,
    password: 'Bench!pass1',
    firstname: 'Bench',
    lastname: 'Runner',
  });
  return ((await response.json()) as { token: string }).token;
}

/** Reads an events stream until its final event and answers that event's data. */
export async function waitForFinal(baseUrl: string, token: string, submissionId: string): Promise<FinalVerdict> {
  const response = await call(baseUrl, 'GET', `/api/submissions/${submissionId}/events`, token);
  if (!response.body) throw new Error('events stream has no body');
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    const final = /event: final\ndata: (.*)\n/.exec(text);
    if (final?.[1]) return JSON.parse(final[1]) as FinalVerdict;
  }
  throw new Error(`events stream of ${submissionId} ended without a final event`);
}

export async function submitAndWait(baseUrl: string, token: string, body: Record<string, unknown>): Promise<FinalVerdict> {
  const created = await call(baseUrl, 'POST', '/api/submissions', token, body);
  const { id } = (await created.json()) as { id: string };
  return waitForFinal(baseUrl, token, id);
}
