import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describePasswordChangeFailure, describeProfileUpdateFailure } from '@/features/settings/describe-settings-failure';

const refused = (body: ConstructorParameters<typeof ApiError>[3]) => new ApiError('http', 'refused', 400, body);

describe('settings failure messages', () => {
  it("profile: the server's error, else its errors joined with commas, else 'Failed to update profile'", () => {
    expect(describeProfileUpdateFailure(refused({ error: 'Profile update limit reached.' }))).toBe('Profile update limit reached.');
    expect(describeProfileUpdateFailure(refused({ errors: ['a', 'b'] }))).toBe('a, b');
    expect(describeProfileUpdateFailure(refused({}))).toBe('Failed to update profile');
  });

  it('profile: the network error message when no answer came back', () => {
    expect(describeProfileUpdateFailure(new ApiError('network', 'Failed to fetch'))).toBe('Failed to fetch');
  });

  it("password: the OAuth restriction's text, the server's error or list, else 'Failed to update password'", () => {
    const oauth = 'Password cannot be changed for Google OAuth accounts. Your password is managed by Google.';
    expect(describePasswordChangeFailure(refused({ error: oauth, isOAuthRestriction: true }))).toBe(oauth);
    expect(describePasswordChangeFailure(refused({ errors: ['Too short', 'Needs a digit'] }))).toBe('Too short, Needs a digit');
    expect(describePasswordChangeFailure(refused({}))).toBe('Failed to update password');
    expect(describePasswordChangeFailure(new Error('boom'))).toBe('Failed to update password');
  });
});
