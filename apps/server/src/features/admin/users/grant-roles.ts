import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@codepath/contract/roles';
import type { Database } from '../../../db/client.ts';
import { roleGrants } from '../../../db/schema-admin.ts';
import { users } from '../../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { normalizeRoles } from '../../../lib/roles.ts';

export type GrantOutcome =
  /** The account's staff roles after the change. */
  | { kind: 'account'; userId: string; roles: StaffRole[] }
  /** No account uses the e-mail yet: the roles wait for the account that signs up with it. */
  | { kind: 'pending'; roles: StaffRole[] };

/**
 * Gives (or takes back) staff roles by e-mail, as the command line does. An e-mail
 * without an account keeps the grant until someone signs up with it (lib/roles.ts).
 * Audited in the same transaction.
 */
export async function changeRolesByEmail(
  db: Database,
  rawEmail: string,
  change: { add?: readonly StaffRole[]; remove?: readonly StaffRole[] },
  actor: AuditActor,
): Promise<GrantOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const apply = (current: readonly StaffRole[]) =>
    normalizeRoles([...current, ...(change.add ?? [])].filter((role) => !(change.remove ?? []).includes(role)));
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id, roles: users.roles }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1).for('update');
    if (account) {
      const roles = apply(account.roles);
      await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, account.id));
      await recordAudit(tx, actor, { action: 'user.roles', targetType: 'user', targetId: account.id, before: { email, roles: account.roles }, after: { email, roles } });
      return { kind: 'account' as const, userId: account.id, roles };
    }
    const [pending] = await tx.select().from(roleGrants).where(eq(roleGrants.email, email)).limit(1);
    const roles = apply(pending?.roles ?? []);
    if (roles.length === 0) await tx.delete(roleGrants).where(eq(roleGrants.email, email));
    else await tx.insert(roleGrants).values({ email, roles }).onConflictDoUpdate({ target: roleGrants.email, set: { roles, grantedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'user.roles-pending', targetType: 'email', targetId: email, before: { roles: pending?.roles ?? [] }, after: { roles } });
    return { kind: 'pending' as const, roles };
  });
}
