import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: 3 });
});
afterAll(() => t.close());

const attempt = (url: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload: { email: 'nobody@example.com', password: 'whatever1' } });

describe('sign-in rate limit', () => {
  it('refuses the attempt after AUTH_RATE_LIMIT per minute from one address, with the wait in seconds', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt('/api/auth/login', '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await attempt('/api/auth/login', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body.error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(body.error).toContain(`${body.retryAfterSeconds} seconds`);
  });

  it('counts each address separately', async () => {
    expect((await attempt('/api/auth/login', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits registration too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('/api/auth/register', '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 3).every((s) => s === 400)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('limits password changes, whose current password could otherwise be guessed', async () => {
    const { token } = await registerAccount(t.app);
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        remoteAddress: '10.0.0.4',
        headers: bearer(token),
        payload: { currentPassword: 'Wrong-guess-1', newPassword: 'Another-secret-2' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await guess()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
