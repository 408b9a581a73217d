import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '@codepath/contract/constants';
import { bearer, insertOAuthUser, registerAccount, STRONG_PASSWORD, uniqueEmail } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/register', () => {
  it('creates an e-mail account and answers the user and a 7-day token', async () => {
    const email = uniqueEmail('new');
    const response = await register({ email, password: 'secret1', firstname: ' Ada ', lastname: 'Lovelace' });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json();
    expect(user).toEqual({
      id: expect.any(String),
      email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      picture: null,
      isOAuthUser: false,
      authMethod: 'email',
      canEditEmail: true,
    });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ id: user.id, email, firstname: 'Ada', lastname: 'Lovelace' });
    expect(payload.exp! - payload.iat!).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('never stores the password in clear', async () => {
    const { user } = await registerAccount(t.app, { password: 'plain-text-1' });
    const rows = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(rows?.passwordHash).toMatch(/^scrypt\$/);
    expect(rows?.passwordHash).not.toContain('plain-text-1');
  });

  it('rejects an e-mail that is already registered, whatever its case, with the conflict details', async () => {
    const { user } = await registerAccount(t.app);
    const response = await register({ email: user.email.toUpperCase(), password: 'secret1', firstname: 'A', lastname: 'B' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'An account with this email already exists. Please sign in with your email and password.',
      conflictType: 'email_already_exists',
      existingAuthMethod: 'email',
    });
  });

  it('creates one account when the same e-mail registers several times at once', async () => {
    const email = uniqueEmail('race');
    const spellings = [email, email.toUpperCase(), email];
    const answers = await Promise.all(
      spellings.map((spelling) => register({ email: spelling, password: 'secret1', firstname: 'A', lastname: 'B' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const conflict of answers.filter((r) => r.statusCode === 409)) {
      expect(conflict.json()).toMatchObject({ conflictType: 'email_already_exists', existingAuthMethod: 'email' });
    }
  });

  it('names the provider when the e-mail belongs to a Google account', async () => {
    const google = await insertOAuthUser(t.database.db, 'google');
    const response = await register({ email: google.email, password: 'secret1', firstname: 'A', lastname: 'B' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'An account with this email already exists. Please use Google sign in.',
      conflictType: 'email_already_exists',
      existingAuthMethod: 'google',
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1', firstname: 'A', lastname: 'B' }, 'Please enter a valid email address'],
    [{ email: 'a b@c.de', password: 'secret1', firstname: 'A', lastname: 'B' }, 'Please enter a valid email address'],
    [{ email: uniqueEmail(), password: '12345', firstname: 'A', lastname: 'B' }, 'Password must be at least 6 characters long'],
    [{ email: uniqueEmail(), password: 'secret1', firstname: '   ', lastname: 'B' }, 'Invalid body: firstname is required'],
    [{ email: uniqueEmail(), password: 'secret1', firstname: 'A' }, 'Invalid body: lastname is required'],
    [{ email: uniqueEmail(), password: 42, firstname: 'A', lastname: 'B' }, 'Invalid body: password: Invalid input: expected string, received number'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user and a token for the right password, the e-mail in any case', async () => {
    const account = await registerAccount(t.app);
    const response = await login({ email: account.user.email.toUpperCase(), password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json();
    expect(user).toEqual(account.user);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const account = await registerAccount(t.app);
    const wrongPassword = await login({ email: account.user.email, password: 'Wrong-password1' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('sends a Google account holder to Google sign-in', async () => {
    const google = await insertOAuthUser(t.database.db, 'google');
    const response = await login({ email: google.email, password: 'anything' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ conflictType: 'oauth_conflict', authMethod: 'google' });
  });

  it('requires both fields', async () => {
    const response = await login({ email: 'a@b.co' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid body: password is required', errors: ['password is required'] });
  });
});

describe('sign-in providers (not configured yet)', () => {
  it('lists Google and GitHub as disabled', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: { enabled: false, clientId: null }, github: { enabled: false, clientId: null } });
  });

  it('answers Google sign-in with a clear 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Google sign-in is not configured on this server');
  });

  it('answers the GitHub callback with a clear 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/github/callback', payload: { code: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('GitHub sign-in is not configured on this server');
  });
});
