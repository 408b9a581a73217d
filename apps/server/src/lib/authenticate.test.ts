import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '@codepath/contract/constants';
import { bearer, registerAccount } from '../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../db/schema.ts';
import { createSignedInUsers } from './signed-in-users.ts';
import { createTokenService } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
const INVALID = { error: 'Invalid or expired token', code: 'INVALID_TOKEN' };
const changePassword = (token: string, currentPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: { currentPassword, newPassword: 'N3w-password' } });

describe('signed-in routes', () => {
  it('answer 401 "Authentication required" without a bearer token', async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }];
    for (const headers of headerSets) {
      const response = await profileWith(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required', code: 'AUTHENTICATION_REQUIRED' });
    }
  });

  it('answer 401 for a token signed with another secret', async () => {
    const { user } = await registerAccount(t.app);
    const forged = await createTokenService(new TextEncoder().encode('x'.repeat(48))).sign({ ...user, sessionVersion: 0 });
    const response = await profileWith(bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('answer 401 for an unsigned ("alg: none") token, a tampered one and garbage', async () => {
    const { token } = await registerAccount(t.app);
    const [, payload, signature] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const otherPayload = Buffer.from(JSON.stringify({ id: 'someone-else', exp: 9_999_999_999 })).toString('base64url');
    const tampered = `${token.split('.')[0]}.${otherPayload}.${signature}`;
    for (const bad of [unsigned, tampered, 'not.a.token', `${token}x`]) {
      const response = await profileWith(bearer(bad));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('answer 401 for a validly signed token whose id is not a uuid', async () => {
    const { user } = await registerAccount(t.app);
    for (const id of ['not-a-uuid', '', `${user.id}x`, `${user.id}\u0000`]) {
      const odd = await createTokenService(t.jwtSecret).sign({ ...user, id, sessionVersion: 0 });
      const response = await profileWith(bearer(odd));
      expect({ id, status: response.statusCode }).toEqual({ id, status: 401 });
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('answer 401 for a token issued with the right secret more than 7 days ago', async () => {
    const { user } = await registerAccount(t.app);
    const eightDaysAgo = () => Date.now() - (TOKEN_LIFETIME_SECONDS + 86_400) * 1000;
    const expired = await createTokenService(t.jwtSecret, eightDaysAgo).sign({ ...user, sessionVersion: 0 });
    const sixDaysAgo = () => Date.now() - (TOKEN_LIFETIME_SECONDS - 86_400) * 1000;
    const stillValid = await createTokenService(t.jwtSecret, sixDaysAgo).sign({ ...user, sessionVersion: 0 });
    expect((await profileWith(bearer(stillValid))).statusCode).toBe(200);
    const response = await profileWith(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('answer 401 for a token issued before the last password change', async () => {
    const { token, password } = await registerAccount(t.app);
    expect((await changePassword(token, password)).statusCode).toBe(200);
    const response = await profileWith(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('sign an old token out of every route at once when the password changes on this server, routes answered from memory too', async () => {
    const { token, password } = await registerAccount(t.app);
    const listWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/problems', headers });
    // Checked once: the next calls within a few seconds take the account from memory.
    expect((await listWith(bearer(token))).statusCode).toBe(200);
    expect((await changePassword(token, password)).statusCode).toBe(200);
    const response = await listWith(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('answer 401 once the account no longer exists', async () => {
    const { token, user } = await registerAccount(t.app);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const response = await profileWith(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });
});

describe('signed-in accounts kept in memory', () => {
  it('trust an account checked within the last few seconds, and read it again after that', async () => {
    const { user } = await registerAccount(t.app);
    const kept = createSignedInUsers(t.database.db, 60_000);
    const unkept = createSignedInUsers(t.database.db, 0);
    expect((await kept.find(user.id, 0))?.id).toBe(user.id);
    expect((await unkept.find(user.id, 0))?.id).toBe(user.id);
    // Another server changes the password: its session version goes up.
    await t.database.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, user.id));
    expect((await kept.find(user.id, 0))?.id).toBe(user.id);
    expect(await unkept.find(user.id, 0)).toBeUndefined();
    expect(await kept.findFresh(user.id, 0)).toBeUndefined();
    // Once read again, the old token is refused from memory too, and the new one accepted.
    expect(await kept.find(user.id, 0)).toBeUndefined();
    expect((await kept.find(user.id, 1))?.sessionVersion).toBe(1);
    kept.forget(user.id);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect(await kept.find(user.id, 1)).toBeUndefined();
  });
});
