import type { ProfileUpdateBody } from '@codepath/contract/auth';
import { PROFILE_UPDATE_LIMIT } from '@codepath/contract/constants';

export type ProfileFields = ProfileUpdateBody;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's profile validation; returns the message to show, or null when the fields may be sent. */
export function validateProfile(fields: ProfileFields): string | null {
  const trimmed = trimProfile(fields);
  if (!trimmed.firstname || !trimmed.lastname || !trimmed.email) return 'All fields are required';
  if (!EMAIL_PATTERN.test(trimmed.email)) return 'Please enter a valid email address';
  return null;
}

export function trimProfile(fields: ProfileFields): ProfileFields {
  return { firstname: fields.firstname.trim(), lastname: fields.lastname.trim(), email: fields.email.trim() };
}

/** 'Save Changes' is enabled only by a change; the email counts only where the user may change it. */
export function hasProfileChanged(saved: ProfileFields, edited: ProfileFields, isOAuthUser: boolean): boolean {
  return (
    saved.firstname !== edited.firstname ||
    saved.lastname !== edited.lastname ||
    (!isOAuthUser && saved.email !== edited.email)
  );
}

export function remainingProfileUpdates(updateCount: number): number {
  return Math.max(0, PROFILE_UPDATE_LIMIT - updateCount);
}

/** The yellow banner: shown once an update has been used, never on the first login. */
export function showsRemainingUpdatesBanner(remaining: number, isFirstLogin: boolean): boolean {
  return remaining < PROFILE_UPDATE_LIMIT && !isFirstLogin;
}
