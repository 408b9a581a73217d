import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setUnauthorizedHandler } from '@/lib/api-client';
import { getAuthState, restoreSession } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the API client', () => {
  it('sends JSON with the stored token as a bearer header', async () => {
    const token = makeToken();
    localStorage.setItem('auth_token', token);
    const { calls } = mockApi({ 'POST /api/things': () => ({ body: { ok: true } }) });
    await expect(apiRequest('POST', '/api/things', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers).toMatchObject({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('gives up after 51 seconds', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    mockApi({ 'GET /api/things': () => ({ body: {} }) });
    await apiRequest('GET', '/api/things');
    expect(timeout).toHaveBeenCalledWith(51_000);
  });

  it('on a 401 removes the token, ends the session and sends the user to /login', async () => {
    localStorage.setItem('auth_token', makeToken());
    restoreSession();
    const goToLogin = vi.fn();
    setUnauthorizedHandler(goToLogin);
    mockApi({ 'GET /api/auth/profile': () => ({ status: 401, body: { error: 'Token expired' } }) });
    await expect(apiRequest('GET', '/api/auth/profile')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getAuthState().status).toBe('signed-out');
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('ignores a late 401 for a token that has since been replaced', async () => {
    localStorage.setItem('auth_token', makeToken({ id: 'old' }));
    const goToLogin = vi.fn();
    setUnauthorizedHandler(goToLogin);
    const fresh = makeToken({ id: 'fresh' });
    mockApi({
      'POST /api/time/session/end': () => {
        localStorage.setItem('auth_token', fresh);
        return { status: 401, body: { error: 'Invalid or expired token' } };
      },
    });
    await expect(apiRequest('POST', '/api/time/session/end')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('auth_token')).toBe(fresh);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('treats a 401 without a token (a wrong password) as an ordinary error', async () => {
    const goToLogin = vi.fn();
    setUnauthorizedHandler(goToLogin);
    mockApi({ 'POST /api/auth/login': () => ({ status: 401, body: { error: 'Invalid email or password' } }) });
    const failure = apiRequest('POST', '/api/auth/login', { body: {} });
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('reports a network failure with a code', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/api/things')).rejects.toMatchObject({ code: 'network', message: 'Failed to fetch' });
  });
});
