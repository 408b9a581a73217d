import { eq, sql } from 'drizzle-orm';
import type { AuthMethod } from '@codepath/contract/enums';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** The spec's simple pattern: text, at sign, text, dot, text, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function assertValidEmail(email: string): void {
  if (!EMAIL_PATTERN.test(email)) {
    throw new AppError('VALIDATION_FAILED', 'Please enter a valid email address');
  }
}

/** E-mails are stored lower-cased; uniqueness is case-insensitive. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

const PROVIDER_NAMES: Record<AuthMethod, string> = { email: 'email and password', google: 'Google', github: 'GitHub' };

export function emailTakenError(existingAuthMethod: AuthMethod, message?: string): AppError {
  const howToSignIn =
    existingAuthMethod === 'email' ? 'Please sign in with your email and password.' : `Please use ${PROVIDER_NAMES[existingAuthMethod]} sign in.`;
  return new AppError('EMAIL_ALREADY_EXISTS', message ?? `An account with this email already exists. ${howToSignIn}`, {
    details: { conflictType: 'email_already_exists', existingAuthMethod },
  });
}

export const providerName = (method: Exclude<AuthMethod, 'email'>) => PROVIDER_NAMES[method];
