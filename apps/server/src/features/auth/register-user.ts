import type { RegisterBody } from '@codepath/contract/auth';
import { LOGIN_PASSWORD_MIN_LENGTH } from '@codepath/contract/constants';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertValidEmail, emailTakenError, findUserByEmail, normalizeEmail } from './accounts.ts';
import { hashPassword } from './password.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

/** Creates an e-mail/password account; registering counts as the first login. */
export async function registerUser(db: Database, input: RegisterBody): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  assertValidEmail(email);
  if (input.password.length < LOGIN_PASSWORD_MIN_LENGTH) {
    throw new AppError('VALIDATION_FAILED', `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters long`);
  }
  const existing = await findUserByEmail(db, email);
  if (existing) throw emailTakenError(existing.authMethod);

  try {
    const [created] = await db
      .insert(users)
      .values({
        email,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        passwordHash: await hashPassword(input.password),
        authMethod: 'email',
        loginCount: 1,
        lastLoginAt: new Date(),
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError('email');
    throw error;
  }
}
