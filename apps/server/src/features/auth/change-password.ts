import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordBody } from '@codepath/contract/auth';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerName } from './accounts.ts';
import { findPasswordWeaknesses, hashPassword, verifyPassword } from './password.ts';

export async function changePassword(db: Database, user: UserRow, input: ChangePasswordBody): Promise<void> {
  if (user.authMethod !== 'email') {
    const provider = providerName(user.authMethod);
    throw new AppError(
      'OAUTH_RESTRICTION',
      `Password cannot be changed for ${provider} OAuth accounts. Your password is managed by ${provider}.`,
      { details: { isOAuthRestriction: true } },
    );
  }
  if (!input.currentPassword || !input.newPassword) {
    throw new AppError('VALIDATION_FAILED', 'Current password and new password are required');
  }
  if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect');
  }
  const weaknesses = findPasswordWeaknesses(input.newPassword);
  if (weaknesses.length > 0) {
    // The message lists every broken rule so a client showing only `error` still tells the whole story.
    throw new AppError('WEAK_PASSWORD', weaknesses.join(', '), { details: { errors: weaknesses } });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('WEAK_PASSWORD', 'New password must be different from the current password');
  }
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}
