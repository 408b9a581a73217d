import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecuritySection } from '@/features/settings/components/security-section';
import { getAuthState, signIn } from '@/lib/auth-store';
import { deferredAnswer, mockApi, type MockRoute } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

function renderSecurity(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'POST /api/time/session/end': () => ({ body: { ok: true, sessionId: null } }), ...routes });
  return { ...renderPage(<SecuritySection isOAuthUser={false} authMethod="email" />, '/app/settings', { isGuarded: true }), api };
}

async function openPasswordForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Security Confirmation' });
  expect(dialog).toHaveTextContent('You are about to access the password change section... Are you sure you want to continue?');
  await userEvent.click(screen.getByRole('button', { name: 'Yes, Continue' }));
}

async function fillPasswords(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
}

beforeEach(() => signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('changing the password', () => {
  it("asks for confirmation first; 'Cancel' keeps the form hidden", async () => {
    renderSecurity();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('has three fields with show/hide toggles and the complexity hint; Cancel clears everything', async () => {
    renderSecurity();
    await openPasswordForm();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      await userEvent.click(screen.getByRole('button', { name: `Show ${label.toLowerCase()}` }));
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    }
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters and contain uppercase, lowercase, numbers and special characters.',
    );
    await fillPasswords('a', 'b', 'c');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await openPasswordForm();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'All fields are required' when a field is empty", async () => {
    renderSecurity();
    await openPasswordForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
  });

  it("shows the server's error text when the change is refused", async () => {
    renderSecurity({ 'POST /api/auth/change-password': () => ({ status: 400, body: { error: 'Current password is incorrect' } }) });
    await openPasswordForm();
    await fillPasswords('Wrong#Pass1', 'New#Pass123', 'New#Pass123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(getAuthState().status).toBe('signed-in');
  });

  it("reads 'Updating Password...', confirms, clears the fields and logs out 2 s after success", async () => {
    const answer = deferredAnswer();
    const { api, router } = renderSecurity({ 'POST /api/auth/change-password': () => answer.promise });
    await openPasswordForm();
    await fillPasswords('Old#Pass12', 'New#Pass123', 'New#Pass123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    expect(api.calls.find((call) => call.key === 'POST /api/auth/change-password')?.body).toEqual({
      currentPassword: 'Old#Pass12',
      newPassword: 'New#Pass123',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer.release({ body: { message: 'Password updated successfully' } });
    expect(
      await screen.findByText('Password updated successfully. Please log in again with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(getAuthState().status).toBe('signed-in');
    await act(() => vi.advanceTimersByTimeAsync(2_000 + 500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAuthState().status).toBe('signed-out');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(api.calls.some((call) => call.key === 'POST /api/time/session/end')).toBe(true);
  });
});
