import { NEW_PASSWORD_MIN_LENGTH } from '@codepath/contract/constants';

export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };

export const emptyPasswordFields: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Only length is checked here; the server enforces the complexity rules. */
export function validatePasswordChange(fields: PasswordFields): string | null {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return 'All fields are required';
  if (fields.newPassword !== fields.confirmPassword) return 'New passwords do not match';
  if (fields.newPassword.length < NEW_PASSWORD_MIN_LENGTH) {
    return `New password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long`;
  }
  return null;
}

export function oauthPasswordMessage(providerName: 'Google' | 'GitHub'): string {
  return `Password cannot be changed for ${providerName} OAuth accounts. Your password is managed by ${providerName}.`;
}
