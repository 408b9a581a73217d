import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/features/auth/components/login-form';
import { clearSession, getAuthState } from '@/lib/auth-store';
import { deferredAnswer, mockApi, type MockRoute } from '@/testing/mock-api';
import { renderPage, renderRoutes } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

const providersDisabled: MockRoute = () => ({
  body: { google: { enabled: false, clientId: null }, github: { enabled: false, clientId: null } },
});
const user = { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', picture: null, isOAuthUser: false, authMethod: 'email', canEditEmail: true };

function renderLogin(routes: Record<string, MockRoute>) {
  const api = mockApi({ 'GET /api/auth/providers': providersDisabled, 'POST /api/time/session/start': () => ({ body: { ok: true, sessionId: 's' } }), ...routes });
  return { ...renderPage(<LoginForm />, '/login-form'), api };
}

async function fillSignIn(email = 'ada@example.com', password = 'secret123') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => clearSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the login screen', () => {
  it('opens in sign-up mode for ?mode=sign-up', () => {
    mockApi({ 'GET /api/auth/providers': providersDisabled });
    renderRoutes([{ path: '/login', element: <LoginForm /> }], '/login?mode=sign-up');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it("starts in sign-in mode titled 'Welcome Back' and switches to 'Create Account'", async () => {
    renderLogin({});
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByLabelText('Last Name')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('has an email field, a 6-character password and a show/hide toggle', async () => {
    renderLogin({});
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('minLength', '6');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows Google and GitHub disabled with the reason 'not configured on this server'", async () => {
    renderLogin({});
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const github = screen.getByRole('button', { name: 'Continue with GitHub' });
    expect(google).toBeDisabled();
    expect(github).toBeDisabled();
    expect(await screen.findByText(/not configured on this server/)).toBeInTheDocument();
    expect(google).toHaveAccessibleDescription('Google and GitHub sign-in are not configured on this server.');
  });

  it("reads 'Please wait...' and blocks a second submit while busy, then starts the session and opens /app", async () => {
    const answer = deferredAnswer();
    const { api, router } = renderLogin({ 'POST /api/auth/login': () => answer.promise });
    await fillSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = screen.getByRole('button', { name: 'Please wait...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(api.calls.filter((call) => call.key === 'POST /api/auth/login')).toHaveLength(1);

    const token = makeToken();
    answer.release({ body: { user, token } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(getAuthState().user).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
    expect(api.calls.find((call) => call.key === 'POST /api/time/session/start')?.body).toEqual({ sessionType: 'login' });
  });

  it("shows the server's error, and clears it as soon as a field is edited", async () => {
    renderLogin({ 'POST /api/auth/login': () => ({ status: 401, body: { error: 'Invalid email or password' } }) });
    await fillSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Authentication failed' without a server message", async () => {
    renderLogin({ 'POST /api/auth/login': () => ({ status: 500 }) });
    await fillSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it("says 'Invalid response from server' when the answer lacks the token", async () => {
    renderLogin({ 'POST /api/auth/login': () => ({ body: { user } }) });
    await fillSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response from server');
  });

  it('shows the email conflict notice styled by the existing sign-in method', async () => {
    const { api } = renderLogin({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { error: 'An account with this email already exists', conflictType: 'email_already_exists', existingAuthMethod: 'github' },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await fillSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('An account with this email already exists');
    expect(notice).toHaveAttribute('data-auth-method', 'github');
    expect(api.calls.find((call) => call.key === 'POST /api/auth/register')?.body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
    });
  });
});
