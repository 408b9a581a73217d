import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileAnswer } from '@codepath/contract/auth';
import SettingsPage from '@/features/settings/settings-page';
import { signIn } from '@/lib/auth-store';
import { reloadPage } from '@/lib/reload-page';
import { deferredAnswer, mockApi, type MockRoute } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

function profileAnswer(overrides: Partial<ProfileAnswer['user']> = {}, count = 0): ProfileAnswer {
  return {
    user: {
      id: 'u1',
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      picture: null,
      isOAuthUser: false,
      authMethod: 'email',
      canEditEmail: true,
      isFirstLogin: false,
      ...overrides,
    },
    profileUpdates: { count, remaining: 3 - count },
  };
}

function renderSettings(profile: ProfileAnswer, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'GET /api/auth/profile': () => ({ body: profile }), ...routes });
  return { ...renderPage(<SettingsPage />, '/app/settings'), api };
}

const profileSection = () => screen.getByRole('region', { name: 'Profile Settings' });

beforeEach(() => signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
});

describe('settings', () => {
  it('has the four sections and the footer', async () => {
    renderSettings(profileAnswer());
    for (const name of ['Profile Settings', 'Appearance', 'Authentication Method', 'Security Settings']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('© 2025 CodePath. All rights reserved.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Authentication Method' })).getByText('Email & Password')).toBeInTheDocument();
  });

  it("says 'Failed to load profile data' when the profile cannot be loaded", async () => {
    renderSettings(profileAnswer(), { 'GET /api/auth/profile': () => ({ status: 500, body: { error: 'boom' } }) });
    expect(await screen.findByText('Failed to load profile data', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the welcome banner on first login and the remaining-updates banner after updates', async () => {
    const first = renderSettings(profileAnswer({ isFirstLogin: true }, 0));
    expect(await screen.findByText('Welcome to CodePath!')).toBeInTheDocument();
    expect(screen.queryByText(/profile updates remaining/)).not.toBeInTheDocument();
    first.unmount();

    renderSettings(profileAnswer({}, 1));
    expect(await screen.findByText('You have 2 of 3 profile updates remaining.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to CodePath!')).not.toBeInTheDocument();
  });

  it('is read-only until Edit Profile; Save Changes needs a change; Cancel restores the saved values', async () => {
    renderSettings(profileAnswer());
    const firstName = await screen.findByLabelText('First Name');
    expect(firstName).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(firstName).toBeEnabled();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await userEvent.type(firstName, 'beth');
    expect(save).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it.each([
    ['First Name', '   ', 'All fields are required'],
    ['Email', 'not-an-email', 'Please enter a valid email address'],
  ])('rejects %s = %j with %s and keeps what was typed', async (label, value, message) => {
    const { api } = renderSettings(profileAnswer());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(within(profileSection()).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(api.calls.some((call) => call.key === 'PUT /api/auth/profile')).toBe(false);
  });

  it("saves trimmed values, reads 'Saving...', stores the new token and reloads after 1.5 s", async () => {
    const answer = deferredAnswer();
    const { api } = renderSettings(profileAnswer(), { 'PUT /api/auth/profile': () => answer.promise });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), '  Grace ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(api.calls.find((call) => call.key === 'PUT /api/auth/profile')?.body).toEqual({
      firstname: 'Grace',
      lastname: 'Lovelace',
      email: 'ada@example.com',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const token = makeToken({ firstname: 'Grace' });
    const user = { ...profileAnswer().user, firstname: 'Grace' };
    answer.release({ body: { user, token, remainingUpdates: 3, message: 'Profile updated successfully' } });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("keeps the typed values and shows the server's errors when the save fails", async () => {
    renderSettings(profileAnswer(), {
      'PUT /api/auth/profile': () => ({ status: 400, body: { errors: ['First name is too long', 'Last name is too long'] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Last Name'), '-King');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(profileSection()).findByRole('alert')).toHaveTextContent('First name is too long, Last name is too long');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace-King');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("keeps an OAuth user's email fixed and shows 'Email Cannot Be Changed' for 10 s on an attempt", async () => {
    renderSettings(profileAnswer({ isOAuthUser: true, authMethod: 'google', canEditEmail: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('aria-disabled', 'true');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.type(email, 'x', { advanceTimers: vi.advanceTimersByTime });
    expect(email).toHaveValue('ada@example.com');
    expect(screen.getByText('Email Cannot Be Changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Email Cannot Be Changed')).not.toBeInTheDocument();
  });

  it('disables Change Password for an OAuth user and says the provider manages it', async () => {
    renderSettings(profileAnswer({ isOAuthUser: true, authMethod: 'github', canEditEmail: false }));
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(
      screen.getByText('Password cannot be changed for GitHub OAuth accounts. Your password is managed by GitHub.'),
    ).toBeInTheDocument();
    expect(screen.getByText('GitHub account information')).toBeInTheDocument();
  });
});
