import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, STRONG_PASSWORD, uniqueEmail } from '../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAccount(t.app));
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Every endpoint that stores or looks up a text, with the bad text in one of its fields or path parameters. */
function requestsWith(bad: string, badInUrl = encodeURIComponent(bad)): InjectOptions[] {
  const signedIn = { headers: bearer(token) };
  return [
    { method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: STRONG_PASSWORD, firstname: `Ada${bad}`, lastname: 'L' } },
    { method: 'POST', url: '/api/auth/login', payload: { email: `a${bad}@example.com`, password: 'x' } },
    { method: 'PUT', url: '/api/auth/profile', ...signedIn, payload: { firstname: `Ada${bad}`, lastname: 'L' } },
    { method: 'POST', url: '/api/auth/change-password', ...signedIn, payload: { currentPassword: `x${bad}`, newPassword: 'Another-secret-2' } },
    { method: 'GET', url: `/api/problems/two${badInUrl}sum`, ...signedIn },
    { method: 'GET', url: `/api/problems/two${badInUrl}sum/solution`, ...signedIn },
    { method: 'GET', url: `/api/scores/problem/two${badInUrl}sum`, ...signedIn },
    { method: 'POST', url: `/api/scores/hint/two${badInUrl}sum`, ...signedIn, payload: { language: 'python' } },
    { method: 'POST', url: '/api/time/problem/run', ...signedIn, payload: { problemId: `two${bad}sum` } },
    { method: 'POST', url: '/api/submissions', ...signedIn, payload: { code: `print(1)${bad}`, language: 'python', problemId: 'two-sum' } },
    { method: 'POST', url: '/api/compiler/execute', ...signedIn, payload: { code: 'print(1)', language: 'python', input: `1${bad}`, problemId: 'two-sum' } },
    { method: 'POST', url: '/api/ai/hint', ...signedIn, payload: { problemId: `two${bad}sum`, code: 'x', language: 'python' } },
    { method: 'GET', url: `/api/dashboard?timeZone=Europe${badInUrl}`, ...signedIn },
  ];
}

describe('text that cannot be stored answers 400 with a clear message', () => {
  it('refuses the NUL character in a body field, a path parameter or the query', async () => {
    for (const request of requestsWith(NUL)) {
      const response = await t.app.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 400 });
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringContaining('must not contain the NUL character') });
    }
  });

  it('names the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@example.com`, password: 'x' } });
    expect(response.json()).toEqual({
      error: 'Invalid body: email must not contain the NUL character (\\u0000)',
      code: 'VALIDATION_FAILED',
      errors: ['email must not contain the NUL character (\\u0000)'],
    });
  });

  it('refuses a lone surrogate, which is not text', async () => {
    for (const request of requestsWith(LONE_SURROGATE, '').filter((r) => JSON.stringify(r.payload ?? '').includes('\\ud800'))) {
      const response = await t.app.inject({ ...request, payload: JSON.stringify(request.payload), headers: { ...request.headers, 'content-type': 'application/json' } });
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 400 });
    }
  });

  it('finds the bad text however deep it is nested', async () => {
    const depth = 50_000;
    const nested = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const payload = `{"email":"a@example.com","password":"x","extra":${nested}}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });
});
