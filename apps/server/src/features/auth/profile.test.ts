import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { bearer, insertOAuthUser, registerAccount, uniqueEmail } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const putProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });

describe('GET /api/auth/profile', () => {
  it('answers the user, first-login flag and update count', async () => {
    const { user, token } = await registerAccount(t.app);
    const response = await getProfile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { ...user, isFirstLogin: true },
      profileUpdates: { count: 0, remaining: 3 },
    });
  });
});

describe('PUT /api/auth/profile', () => {
  it('does not count the first update, then allows 3 more, then refuses with the limit message', async () => {
    const { user, token } = await registerAccount(t.app);
    const remaining: number[] = [];
    for (const name of ['Augusta', 'Ada A.', 'Ada B.', 'Countess']) {
      const response = await putProfile(token, { firstname: name, lastname: user.lastname, email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Profile updated successfully');
      remaining.push(response.json().remainingUpdates);
    }
    expect(remaining).toEqual([3, 2, 1, 0]);

    const refused = await putProfile(token, { firstname: 'Fifth', lastname: user.lastname, email: user.email });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'Profile update limit reached. You can update your profile at most 3 times.',
      code: 'PROFILE_UPDATE_LIMIT',
    });
    const profile = (await getProfile(token)).json();
    expect(profile.user.firstname).toBe('Countess');
    expect(profile.user.isFirstLogin).toBe(false);
    expect(profile.profileUpdates).toEqual({ count: 3, remaining: 0 });
  });

  it('lets only one of several simultaneous saves use the last update', async () => {
    const { user, token } = await registerAccount(t.app);
    for (const name of ['One', 'Two', 'Three']) {
      await putProfile(token, { firstname: name, lastname: user.lastname, email: user.email });
    }
    const racing = await Promise.all(
      ['Ann', 'Bea', 'Cy', 'Di'].map((name) => putProfile(token, { firstname: name, lastname: user.lastname, email: user.email })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403]);
    expect((await getProfile(token)).json().profileUpdates).toEqual({ count: 3, remaining: 0 });
  });

  it('ends the first-login period with the first update', async () => {
    const { user, token } = await registerAccount(t.app);
    await putProfile(token, { firstname: 'New', lastname: user.lastname, email: user.email });
    const profile = (await getProfile(token)).json();
    expect(profile.user.isFirstLogin).toBe(false);
    expect(profile.profileUpdates).toEqual({ count: 0, remaining: 3 });
  });

  it('gives a new token carrying the new name and e-mail, which works', async () => {
    const { user, token } = await registerAccount(t.app);
    const email = uniqueEmail('renamed');
    const response = await putProfile(token, { firstname: ' Grace ', lastname: 'Hopper', email: ` ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, firstname: 'Grace', lastname: 'Hopper', email });
    expect(decodeJwt(body.token)).toMatchObject({ id: user.id, firstname: 'Grace', lastname: 'Hopper', email });
    expect((await getProfile(body.token)).statusCode).toBe(200);
  });

  it('gives no token and counts nothing when nothing changed', async () => {
    const { user, token } = await registerAccount(t.app);
    const response = await putProfile(token, { firstname: user.firstname, lastname: user.lastname, email: user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect(response.json().remainingUpdates).toBe(3);
    expect((await getProfile(token)).json().user.isFirstLogin).toBe(true);
  });

  it.each([
    [{ firstname: ' ', lastname: 'B', email: 'a@b.co' }, 'All fields are required'],
    [{ firstname: 'A', lastname: '', email: 'a@b.co' }, 'All fields are required'],
    [{ firstname: 'A', lastname: 'B', email: '  ' }, 'All fields are required'],
    [{ firstname: 'A', lastname: 'B' }, 'All fields are required'],
    [{ firstname: 'A', lastname: 'B', email: 'a@b' }, 'Please enter a valid email address'],
    [{ firstname: 'A', lastname: 'B', email: 'a @b.co' }, 'Please enter a valid email address'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const { token } = await registerAccount(t.app);
    const response = await putProfile(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses an e-mail used by another account with the conflict details', async () => {
    const other = await registerAccount(t.app);
    const { user, token } = await registerAccount(t.app);
    const response = await putProfile(token, { firstname: user.firstname, lastname: user.lastname, email: other.user.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'This email is already used by another account',
      conflictType: 'email_already_exists',
      existingAuthMethod: 'email',
    });
  });

  it.each([
    ['google', 'Email cannot be changed for Google OAuth accounts'],
    ['github', 'Email cannot be changed for GitHub OAuth accounts'],
  ] as const)('refuses an e-mail change of a %s account', async (method, message) => {
    const oauthUser = await insertOAuthUser(t.database.db, method);
    const token = await t.app.tokens.sign(oauthUser);
    const response = await putProfile(token, { firstname: 'Grace', lastname: 'Hopper', email: uniqueEmail() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: message, isOAuthRestriction: true });

    const rename = await putProfile(token, { firstname: 'Amazing', lastname: 'Grace', email: oauthUser.email });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().user).toMatchObject({ firstname: 'Amazing', isOAuthUser: true, authMethod: method, canEditEmail: false });
  });
});
