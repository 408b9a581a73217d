import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@codepath/contract/roles';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { normalizeRoles } from '../../../lib/roles.ts';

type Actor = { id: string; email: string };

async function lockedUser(tx: Database, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/**
 * Disables or enables an account. Disabling raises its session version, so every
 * token it holds is refused (on every server: the caller announces the change), and
 * its sign-ins are refused while it stays disabled; enabling does not bring those
 * tokens back. Nobody disables their own account.
 */
export async function setUserDisabled(db: Database, id: string, isDisabled: boolean, actor: Actor): Promise<void> {
  if (isDisabled && id === actor.id) throw new AppError('BAD_REQUEST', 'You cannot disable your own account.');
  await db.transaction(async (tx) => {
    const row = await lockedUser(tx, id);
    if ((row.disabledAt !== null) === isDisabled) return;
    await tx
      .update(users)
      .set(isDisabled ? { disabledAt: new Date(), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() } : { disabledAt: null, updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: isDisabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: id,
      before: { email: row.email, disabled: row.disabledAt !== null },
      after: { email: row.email, disabled: isDisabled },
    });
  });
}

/** Sets an account's staff roles. An admin cannot take the admin role from themselves (someone must keep it). */
export async function setUserRoles(db: Database, id: string, wanted: readonly StaffRole[], actor: Actor): Promise<void> {
  const roles = normalizeRoles(wanted);
  if (id === actor.id && !roles.includes('admin')) throw new AppError('BAD_REQUEST', 'You cannot take the admin role from yourself. Ask another admin.');
  await db.transaction(async (tx) => {
    const row = await lockedUser(tx, id);
    if (JSON.stringify(row.roles) === JSON.stringify(roles)) return;
    await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAudit(tx, actor, { action: 'user.roles', targetType: 'user', targetId: id, before: { email: row.email, roles: row.roles }, after: { email: row.email, roles } });
  });
}
