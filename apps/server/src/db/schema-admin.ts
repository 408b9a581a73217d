import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@codepath/contract/roles';
import { users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Roles granted from the command line to an e-mail that has no account yet; the
 * account that signs up with it takes them at its first signed-in call (lib/roles.ts).
 */
export const roleGrants = pgTable('role_grants', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
});

/**
 * Every administrative action: who, what, when, and the state before and after.
 * Rows are only ever added; nothing deletes them (not even deleting the actor's account).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamptz('at').notNull().defaultNow(),
    /** The staff member; null for the command line. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, or "command line". */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the action changed, as it was before (null when it created something). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** What the action changed, as it is after. */
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
export type AuditRow = typeof auditLog.$inferSelect;
