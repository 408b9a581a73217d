import { describe, expect, it } from 'vitest';
import { hasProfileChanged, remainingProfileUpdates, showsRemainingUpdatesBanner, validateProfile } from '@/features/settings/profile-rules';
import { validatePasswordChange } from '@/features/settings/password-rules';

const saved = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };

describe('profile rules', () => {
  it("requires all three fields after trimming: 'All fields are required'", () => {
    expect(validateProfile({ ...saved, firstname: '   ' })).toBe('All fields are required');
    expect(validateProfile({ ...saved, email: '' })).toBe('All fields are required');
  });

  it("checks the email's shape: 'Please enter a valid email address'", () => {
    for (const email of ['ada', 'ada@example', 'ada @example.com', '@example.com']) {
      expect(validateProfile({ ...saved, email })).toBe('Please enter a valid email address');
    }
    expect(validateProfile({ ...saved, email: '  ada@new.org ' })).toBeNull();
  });

  it('counts the email as a change only for users who may change it', () => {
    const newEmail = { ...saved, email: 'other@example.com' };
    expect(hasProfileChanged(saved, saved, false)).toBe(false);
    expect(hasProfileChanged(saved, newEmail, false)).toBe(true);
    expect(hasProfileChanged(saved, newEmail, true)).toBe(false);
    expect(hasProfileChanged(saved, { ...saved, lastname: 'King' }, true)).toBe(true);
  });

  it('shows the remaining-updates banner below 3 remaining, never on the first login', () => {
    expect(remainingProfileUpdates(0)).toBe(3);
    expect(remainingProfileUpdates(1)).toBe(2);
    expect(remainingProfileUpdates(5)).toBe(0);
    expect(showsRemainingUpdatesBanner(3, false)).toBe(false);
    expect(showsRemainingUpdatesBanner(2, false)).toBe(true);
    expect(showsRemainingUpdatesBanner(2, true)).toBe(false);
  });
});

describe('password rules', () => {
  const fields = { currentPassword: 'Old#Pass1', newPassword: 'New#Pass12', confirmPassword: 'New#Pass12' };

  it('requires all three fields, equal new passwords and 8 characters', () => {
    expect(validatePasswordChange({ ...fields, currentPassword: '' })).toBe('All fields are required');
    expect(validatePasswordChange({ ...fields, confirmPassword: 'New#Pass13' })).toBe('New passwords do not match');
    expect(validatePasswordChange({ ...fields, newPassword: 'Ab#1', confirmPassword: 'Ab#1' })).toBe(
      'New password must be at least 8 characters long',
    );
    expect(validatePasswordChange(fields)).toBeNull();
  });
});
