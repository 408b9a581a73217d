import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { ProfileUpdateBody } from '@codepath/contract/auth';
import { PROFILE_UPDATE_LIMIT } from '@codepath/contract/constants';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertValidEmail, emailTakenError, findUserByEmail, normalizeEmail, providerName } from './accounts.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

const PROFILE_LIMIT_MESSAGE = `Profile update limit reached. You can update your profile at most ${PROFILE_UPDATE_LIMIT} times.`;

export interface ProfileUpdateResult {
  user: UserRow;
  /** Name or e-mail changed, so the token (which carries them) must be replaced. */
  isIdentityChanged: boolean;
}

/**
 * Checks run in the order a user fixes them: input, provider restriction, limit,
 * e-mail conflict. An update that changes nothing is answered without counting.
 */
export async function updateProfile(db: Database, user: UserRow, input: ProfileUpdateBody): Promise<ProfileUpdateResult> {
  const firstname = input.firstname.trim();
  const lastname = input.lastname.trim();
  const email = normalizeEmail(input.email);
  if (!firstname || !lastname || !email) {
    throw new AppError('VALIDATION_FAILED', 'All fields are required');
  }
  assertValidEmail(email);

  const isEmailChanged = email !== normalizeEmail(user.email);
  if (isEmailChanged && user.authMethod !== 'email') {
    throw new AppError('OAUTH_RESTRICTION', `Email cannot be changed for ${providerName(user.authMethod)} OAuth accounts`, {
      details: { isOAuthRestriction: true },
    });
  }
  const isIdentityChanged = isEmailChanged || firstname !== user.firstname || lastname !== user.lastname;
  if (!isIdentityChanged) return { user, isIdentityChanged };

  if (user.hasUsedFreeProfileUpdate && user.profileUpdateCount >= PROFILE_UPDATE_LIMIT) {
    throw new AppError('PROFILE_UPDATE_LIMIT', PROFILE_LIMIT_MESSAGE);
  }
  if (isEmailChanged) {
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== user.id) throw emailTakenError(owner.authMethod, 'This email is already used by another account');
  }

  try {
    // The limit is re-checked in the UPDATE itself so two simultaneous saves cannot both pass.
    const [updated] = await db
      .update(users)
      .set({
        firstname,
        lastname,
        email,
        profileUpdateCount: sql`case when ${users.hasUsedFreeProfileUpdate} then ${users.profileUpdateCount} + 1 else ${users.profileUpdateCount} end`,
        hasUsedFreeProfileUpdate: true,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(users.id, user.id),
          or(eq(users.hasUsedFreeProfileUpdate, false), lt(users.profileUpdateCount, PROFILE_UPDATE_LIMIT)),
        ),
      )
      .returning();
    if (!updated) throw new AppError('PROFILE_UPDATE_LIMIT', PROFILE_LIMIT_MESSAGE);
    return { user: updated, isIdentityChanged };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError('email', 'This email is already used by another account');
    throw error;
  }
}
