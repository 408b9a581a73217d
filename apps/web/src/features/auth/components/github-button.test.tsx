import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GithubButton } from '@/features/auth/components/github-button';
import { GITHUB_STATE_KEY } from '@/features/auth/github-authorization';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('Continue with GitHub', () => {
  it('keeps a random state for this tab and leaves for GitHub with it, asking for the user and e-mail scopes', async () => {
    const goTo = vi.fn();
    render(<GithubButton clientId="Iv1.abc" onFailure={vi.fn()} goTo={goTo} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    const url = new URL(goTo.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'Iv1.abc',
      redirect_uri: `${window.location.origin}/auth/github/callback`,
      scope: 'read:user user:email',
      state: sessionStorage.getItem(GITHUB_STATE_KEY),
      allow_signup: 'true',
    });
    expect(sessionStorage.getItem(GITHUB_STATE_KEY)).toMatch(/^[0-9a-f]{48}$/);
  });

  it('goes to the authorization page the server names (GitHub Enterprise)', async () => {
    const goTo = vi.fn();
    render(<GithubButton clientId="Iv1.abc" authorizeUrl="https://ghe.example.com/login/oauth/authorize" onFailure={vi.fn()} goTo={goTo} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    expect(goTo.mock.calls[0]?.[0]).toMatch(/^https:\/\/ghe\.example\.com\/login\/oauth\/authorize\?client_id=Iv1\.abc&/);
  });

  it('uses a new state each time', async () => {
    const goTo = vi.fn();
    render(<GithubButton clientId="Iv1.abc" onFailure={vi.fn()} goTo={goTo} />);
    const button = screen.getByRole('button', { name: 'Continue with GitHub' });

    await userEvent.click(button);
    const first = sessionStorage.getItem(GITHUB_STATE_KEY);
    await userEvent.click(button);

    expect(sessionStorage.getItem(GITHUB_STATE_KEY)).not.toBe(first);
  });

  it("reports 'Failed to initialize GitHub login' when the sign-in cannot start", async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is full');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFailure = vi.fn();
    const goTo = vi.fn();
    render(<GithubButton clientId="Iv1.abc" onFailure={onFailure} goTo={goTo} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    expect(onFailure).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to initialize GitHub login' });
    expect(goTo).not.toHaveBeenCalled();
  });
});
