import { eq, sql } from 'drizzle-orm';
import type { AuthMethod } from '@codepath/contract/enums';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { assertAccountEnabled } from '../../lib/account-status.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OAuthProfile } from './oauth-profile.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

const HOW_TO_SIGN_IN: Record<AuthMethod, string> = {
  email: 'Please sign in with your email and password.',
  google: 'Please use Google sign in.',
  github: 'Please use GitHub sign in.',
};

/** One sign-in method per e-mail: the account keeps the method it was created with. */
export function methodConflictError(existingAuthMethod: AuthMethod, attempted: AuthMethod): AppError {
  return new AppError('EMAIL_ALREADY_EXISTS', `An account with this email already exists. ${HOW_TO_SIGN_IN[existingAuthMethod]}`, {
    details: { conflictType: 'email_already_exists', existingAuthMethod, authMethod: attempted },
  });
}

const providerIdColumn = (provider: OAuthProfile['provider']) => (provider === 'google' ? users.googleId : users.githubId);

async function findByProviderId(db: Database, profile: OAuthProfile): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(providerIdColumn(profile.provider), profile.subject)).limit(1);
  return user;
}

async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  return user;
}

async function recordLogin(db: Database, user: UserRow, profile: OAuthProfile): Promise<UserRow> {
  assertAccountEnabled(user);
  const providerId = profile.provider === 'google' ? { googleId: profile.subject } : { githubId: profile.subject };
  const [updated] = await db
    .update(users)
    .set({ ...providerId, picture: profile.picture ?? user.picture, loginCount: sql`${users.loginCount} + 1`, lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/**
 * Signs a verified provider identity in, creating the account on first use. The
 * account is found by the provider's id first (the e-mail at the provider may have
 * changed), then by e-mail; an e-mail that belongs to another sign-in method is a conflict.
 */
export async function signInWithProvider(db: Database, profile: OAuthProfile): Promise<UserRow> {
  const known = await findByProviderId(db, profile);
  if (known) return recordLogin(db, known, profile);

  const email = profile.email.trim().toLowerCase();
  const owner = await findByEmail(db, email);
  if (owner) {
    const isSameMethodNotYetLinked = owner.authMethod === profile.provider && owner[profile.provider === 'google' ? 'googleId' : 'githubId'] === null;
    if (!isSameMethodNotYetLinked) throw methodConflictError(owner.authMethod, profile.provider);
    return recordLogin(db, owner, profile);
  }

  try {
    const [created] = await db
      .insert(users)
      .values({
        email,
        firstname: profile.firstname,
        lastname: profile.lastname,
        picture: profile.picture,
        authMethod: profile.provider,
        ...(profile.provider === 'google' ? { googleId: profile.subject } : { githubId: profile.subject }),
        loginCount: 1,
        lastLoginAt: new Date(),
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    // Two first sign-ins raced: the other request created the account.
    if (isUniqueViolation(error)) return signInWithProvider(db, profile);
    throw error;
  }
}
