import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('bad input answers a clear 4xx, never a 500', () => {
  it('malformed JSON', async () => {
    const response = await post('/api/auth/login', '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('prototype poisoning in JSON', async () => {
    const response = await post('/api/auth/login', '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}');
    expect(response.statusCode).toBe(400);
  });

  it('a missing body where one is required', async () => {
    const response = await post('/api/auth/login', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Invalid body: is required' });
  });

  it('a JSON body that is not an object', async () => {
    const response = await post('/api/auth/login', '[1,2]');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('mistyped fields, each named', async () => {
    const response = await post('/api/auth/login', JSON.stringify({ email: 7, password: ['x'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'email: Invalid input: expected string, received number',
      'password: Invalid input: expected string, received array',
    ]);
  });

  it('a body over 1.5 MiB', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1.6 * 1024 * 1024) });
    const response = await post('/api/auth/login', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large (the limit is 1.5 MiB)', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a content type other than JSON', async () => {
    const response = await post('/api/auth/login', 'email=a@b.co', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Unsupported content type: send JSON (application/json)');
  });

  it('an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('a known route with the wrong method', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Not found');
  });
});
