import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GoogleButton } from '@/features/auth/components/google-button';
import { clearSession, getAuthState } from '@/lib/auth-store';
import { mockApi, type MockRoute } from '@/testing/mock-api';
import { makeToken } from '@/testing/make-token';
import { renderPage } from '@/testing/render-with-router';

type GoogleCallback = (response: { credential?: string }) => void;
let initialized: { client_id: string; callback: GoogleCallback } | null = null;

/** Stands in for Google's script: records initialize() and lets the test play the button's answer. */
function loadGoogleScript() {
  vi.stubGlobal('google', {
    accounts: {
      id: {
        initialize: (options: { client_id: string; callback: GoogleCallback }) => void (initialized = options),
        renderButton: vi.fn(),
      },
    },
  });
  const script = document.querySelector('script[src="https://accounts.google.com/gsi/client"]');
  if (!script) throw new Error('Google script tag was not added');
  fireEvent.load(script);
}

const user = { id: 'u7', email: 'ada.google@example.com', firstname: 'Ada', lastname: 'Lovelace', picture: null, isOAuthUser: true, authMethod: 'google', canEditEmail: false };

function renderButton(googleRoute: MockRoute) {
  const onFailure = vi.fn();
  const api = mockApi({ 'POST /api/auth/google': googleRoute, 'POST /api/time/session/start': () => ({ body: { ok: true } }) });
  renderPage(<GoogleButton clientId="client-123.apps.googleusercontent.com" onFailure={onFailure} />, '/login');
  return { api, onFailure };
}

beforeEach(() => {
  clearSession();
  initialized = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('Continue with Google', () => {
  it('configures Google with our client id and sends only the ID token to the server', async () => {
    const { api } = renderButton(() => ({ body: { user, token: makeToken({ id: 'u7' }) } }));
    loadGoogleScript();
    await waitFor(() => expect(initialized?.client_id).toBe('client-123.apps.googleusercontent.com'));

    initialized?.callback({ credential: 'header.payload.signature' });

    await waitFor(() => expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { id: 'u7' } }));
    expect(api.calls.find((call) => call.key === 'POST /api/auth/google')?.body).toEqual({ credential: 'header.payload.signature' });
    expect(await screen.findByText('Landed on /app')).toBeInTheDocument();
  });

  it("reports 'Google authentication failed' when the button reports an error", async () => {
    const { onFailure, api } = renderButton(() => ({ body: {} }));
    loadGoogleScript();
    await waitFor(() => expect(initialized).not.toBeNull());

    initialized?.callback({});

    expect(onFailure).toHaveBeenCalledWith({ kind: 'error', message: 'Google authentication failed' });
    expect(api.calls).toHaveLength(0);
  });

  it("passes the server's error on, as a coloured conflict notice when the e-mail uses another method", async () => {
    const { onFailure } = renderButton(() => ({
      status: 409,
      body: { error: 'An account with this email already exists. Please use GitHub sign in.', conflictType: 'email_already_exists', existingAuthMethod: 'github', authMethod: 'google' },
    }));
    loadGoogleScript();
    await waitFor(() => expect(initialized).not.toBeNull());

    initialized?.callback({ credential: 'token' });

    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith({ kind: 'conflict', message: 'An account with this email already exists. Please use GitHub sign in.', authMethod: 'github' }),
    );
  });

  it("answers 'Failed to authenticate with Google' when the server gives no reason", async () => {
    const { onFailure } = renderButton(() => ({ status: 500 }));
    loadGoogleScript();
    await waitFor(() => expect(initialized).not.toBeNull());

    initialized?.callback({ credential: 'token' });

    await waitFor(() => expect(onFailure).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to authenticate with Google' }));
  });

  it("shows a disabled button with the reason when Google's script cannot load", async () => {
    renderButton(() => ({ body: {} }));
    const script = document.querySelector('script[src="https://accounts.google.com/gsi/client"]');
    if (!script) throw new Error('Google script tag was not added');

    fireEvent.error(script);

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByText(/Google's sign-in could not be loaded/)).toBeInTheDocument();
  });
});
