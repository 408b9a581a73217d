import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertOAuthUser, registerAccount, STRONG_PASSWORD } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/change-password', () => {
  it('replaces the password: the new one logs in, the old one no longer does', async () => {
    const { user, token } = await registerAccount(t.app);
    const response = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: 'N3w-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });
    expect((await login(user.email, 'N3w-password')).statusCode).toBe(200);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('checks the current password', async () => {
    const { token } = await registerAccount(t.app);
    const response = await changePassword(token, { currentPassword: 'Not-it-1', newPassword: 'N3w-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Current password is incorrect', code: 'CURRENT_PASSWORD_INCORRECT' });
  });

  it.each([
    ['Sh0rt!', ['Password must be at least 8 characters long']],
    ['lowercase1!', ['Password must contain at least one uppercase letter']],
    ['UPPERCASE1!', ['Password must contain at least one lowercase letter']],
    ['NoDigits!!', ['Password must contain at least one number']],
    ['NoSpecial12', ['Password must contain at least one special character']],
    [
      'abc',
      [
        'Password must be at least 8 characters long',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Password must contain at least one special character',
      ],
    ],
  ])('rejects "%s" with one message per broken rule', async (newPassword, messages) => {
    const { token } = await registerAccount(t.app);
    const response = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD', errors: messages, error: messages.join(', ') });
  });

  it.each([
    { currentPassword: '', newPassword: 'N3w-password' },
    { currentPassword: STRONG_PASSWORD, newPassword: '' },
    { newPassword: 'N3w-password' },
  ])('requires both passwords (%j)', async (payload) => {
    const { token } = await registerAccount(t.app);
    const response = await changePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Current password and new password are required');
  });

  it('refuses a new password equal to the current one', async () => {
    const { token } = await registerAccount(t.app);
    const response = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('New password must be different from the current password');
  });

  it.each([
    ['google', 'Password cannot be changed for Google OAuth accounts. Your password is managed by Google.'],
    ['github', 'Password cannot be changed for GitHub OAuth accounts. Your password is managed by GitHub.'],
  ] as const)('refuses a %s account with the OAuth restriction', async (method, message) => {
    const oauthUser = await insertOAuthUser(t.database.db, method);
    const token = await t.app.tokens.sign(oauthUser);
    const response = await changePassword(token, { currentPassword: 'x', newPassword: 'N3w-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: message, code: 'OAUTH_RESTRICTION', isOAuthRestriction: true });
  });
});
