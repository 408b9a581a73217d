import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '@codepath/contract/auth';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { assertAccountEnabled } from '../../lib/account-status.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserByEmail, providerName } from './accounts.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Same message and about the same time for an unknown e-mail and a wrong password. */
export async function loginUser(db: Database, input: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  if (user && user.authMethod !== 'email' && !user.passwordHash) {
    const provider = providerName(user.authMethod);
    throw new AppError('OAUTH_CONFLICT', `This account uses ${provider} sign in. Please continue with ${provider}.`, {
      details: { conflictType: 'oauth_conflict', authMethod: user.authMethod },
    });
  }
  const isMatch = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash));
  if (!user || !isMatch) {
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  assertAccountEnabled(user);
  const [updated] = await db
    .update(users)
    .set({ loginCount: sql`${users.loginCount} + 1`, lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
