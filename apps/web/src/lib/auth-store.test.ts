import { describe, expect, it } from 'vitest';
import { getAuthState, restoreSession, signIn, clearSession } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';

describe('the session kept in the browser', () => {
  it('is logged out when no token is stored', () => {
    expect(restoreSession().status).toBe('signed-out');
  });

  it('restores the user from a valid stored token', () => {
    localStorage.setItem('auth_token', makeToken({ firstname: 'Grace', lastname: 'Hopper' }));
    const state = restoreSession();
    expect(state.status).toBe('signed-in');
    expect(state.user).toMatchObject({ firstname: 'Grace', lastname: 'Hopper', email: 'ada@example.com' });
  });

  it('deletes a token whose exp is earlier than now', () => {
    localStorage.setItem('auth_token', makeToken({ exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(restoreSession().status).toBe('signed-out');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('deletes a token that cannot be read', () => {
    localStorage.setItem('auth_token', 'not-a-token');
    expect(restoreSession().status).toBe('signed-out');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps the token under auth_token on sign-in and removes it on sign-out', () => {
    const token = makeToken();
    signIn(token, { id: 'u', email: 'a@b.co', firstname: 'A', lastname: 'B' });
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(getAuthState().status).toBe('signed-in');
    clearSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getAuthState().status).toBe('signed-out');
  });
});
