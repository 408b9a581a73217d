import { eq } from 'drizzle-orm';
import type { Role, StaffRole } from '@codepath/contract/roles';
import type { Database } from '../db/client.ts';
import { roleGrants } from '../db/schema-admin.ts';
import { users, type UserRow } from '../db/schema.ts';

const ROLE_ORDER: readonly StaffRole[] = ['author', 'teacher', 'admin'];

/** Staff roles in one order, each once. */
export function normalizeRoles(roles: readonly StaffRole[]): StaffRole[] {
  return ROLE_ORDER.filter((role) => roles.includes(role));
}

/**
 * Everyone's roles: learner, the account's stored staff roles, and admin when its
 * e-mail is one of ADMIN_EMAILS. Roles granted from the command line before the
 * account existed are moved onto it here, at its first signed-in call that asks.
 */
export async function resolveRoles(db: Database, user: UserRow, adminEmails: readonly string[]): Promise<{ roles: Role[]; user: UserRow }> {
  let account = user;
  const email = user.email.toLowerCase();
  const [grant] = await db.select().from(roleGrants).where(eq(roleGrants.email, email)).limit(1);
  if (grant) {
    account = await db.transaction(async (tx) => {
      const taken = await tx.delete(roleGrants).where(eq(roleGrants.email, email)).returning();
      if (taken.length === 0) return user;
      const merged = normalizeRoles([...user.roles, ...grant.roles]);
      const [updated] = await tx.update(users).set({ roles: merged, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      return updated ?? user;
    });
  }
  const staff = adminEmails.includes(email) ? normalizeRoles([...account.roles, 'admin']) : normalizeRoles(account.roles);
  return { roles: ['learner', ...staff], user: account };
}
