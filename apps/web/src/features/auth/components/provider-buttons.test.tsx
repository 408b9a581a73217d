import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/features/auth/components/login-form';
import { clearSession } from '@/lib/auth-store';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';

function renderLoginWith(providers: { google: string | null; github: string | null }) {
  mockApi({
    'GET /api/auth/providers': () => ({
      body: {
        google: { enabled: providers.google !== null, clientId: providers.google },
        github: { enabled: providers.github !== null, clientId: providers.github },
      },
    }),
  });
  return renderPage(<LoginForm />, '/login');
}

beforeEach(() => clearSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('sign-in provider buttons', () => {
  it('enables GitHub when the server configures it and explains only the missing Google', async () => {
    renderLoginWith({ google: null, github: 'Iv1.abc' });

    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it("loads Google's own button when the server configures Google", async () => {
    renderLoginWith({ google: 'client.apps.googleusercontent.com', github: null });

    expect(await screen.findByText('GitHub sign-in is not configured on this server.')).toBeInTheDocument();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to initialize GitHub login' on the login form when GitHub sign-in cannot start", async () => {
    renderLoginWith({ google: null, github: 'Iv1.abc' });
    await screen.findByText('Google sign-in is not configured on this server.');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    expect(screen.getByText('Failed to initialize GitHub login')).toBeInTheDocument();
  });
});
