import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GithubCallbackPage from '@/features/auth/github-callback-page';
import { GITHUB_STATE_KEY } from '@/features/auth/github-authorization';
import { clearSession, getAuthState } from '@/lib/auth-store';
import { deferredAnswer, mockApi, type MockRoute } from '@/testing/mock-api';
import { makeToken } from '@/testing/make-token';
import { renderRoutes } from '@/testing/render-with-router';

const user = { id: 'u9', email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper', picture: null, isOAuthUser: true, authMethod: 'github', canEditEmail: false };

function openCallback(query: string, callback: MockRoute = () => ({ body: { user, token: makeToken({ id: 'u9' }) } })) {
  const api = mockApi({ 'POST /api/auth/github/callback': callback, 'POST /api/time/session/start': () => ({ body: { ok: true } }) });
  const landing = (path: string) => ({ path, element: <p>Landed on {path}</p> });
  const view = renderRoutes([{ path: '/auth/github/callback', element: <GithubCallbackPage /> }, landing('/login'), landing('/app')], `/auth/github/callback${query}`);
  return { ...view, api };
}

beforeEach(() => {
  clearSession();
  sessionStorage.setItem(GITHUB_STATE_KEY, 'expected-state');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the GitHub callback screen', () => {
  it("shows 'Completing authentication...' while the server finishes, then signs in and goes to the dashboard", async () => {
    const answer = deferredAnswer();
    const { api } = openCallback('?code=abc&state=expected-state', () => answer.promise);

    expect(screen.getByRole('status')).toHaveTextContent('Completing authentication...');
    answer.release({ body: { user, token: makeToken({ id: 'u9' }) } });

    expect(await screen.findByText('Landed on /app')).toBeInTheDocument();
    expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { id: 'u9' } });
    const exchange = api.calls.find((call) => call.key === 'POST /api/auth/github/callback');
    expect(exchange?.body).toEqual({ code: 'abc', redirectUri: `${window.location.origin}/auth/github/callback` });
    expect(sessionStorage.getItem(GITHUB_STATE_KEY)).toBeNull();
  });

  it("fails with 'No authorization code received' without a code", async () => {
    const { api } = openCallback('?state=expected-state');

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByText('No authorization code received')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("fails with 'State validation failed - please try again' when the state differs from the stored one", async () => {
    const { api } = openCallback('?code=abc&state=forged');

    expect(await screen.findByText('State validation failed - please try again')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server\'s error and returns to the login page', async () => {
    openCallback('?code=bad&state=expected-state', () => ({ status: 401, body: { error: 'Failed to authenticate with GitHub' } }));

    expect(await screen.findByText('Failed to authenticate with GitHub')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByText('Landed on /login')).toBeInTheDocument();
  });

  it.each([
    ['google', 'Use Google Sign In'],
    ['email', 'Use Email Sign In'],
  ])("shows 'Email Already Registered' for an e-mail that signs in with %s", async (existingAuthMethod, useButton) => {
    const message = 'An account with this email already exists.';
    openCallback('?code=abc&state=expected-state', () => ({
      status: 409,
      body: { error: message, conflictType: 'email_already_exists', existingAuthMethod, authMethod: 'github' },
    }));

    expect(await screen.findByRole('heading', { name: 'Email Already Registered' })).toBeInTheDocument();
    expect(screen.getByText(message).closest('[data-auth-method]')).toHaveAttribute('data-auth-method', existingAuthMethod);
    expect(screen.getByText('Each email can only be associated with one authentication method.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Different Email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: useButton }));
    expect(screen.getByText('Landed on /login')).toBeInTheDocument();
  });
});
