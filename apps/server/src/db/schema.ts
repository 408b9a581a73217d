import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@codepath/contract/roles';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Accounts. The OAuth columns (provider subject ids, picture, nullable password
 * hash) exist from the start so adding Google/GitHub sign-in needs no destructive migration.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash'),
    authMethod: text('auth_method', { enum: ['email', 'google', 'github'] }).notNull().default('email'),
    googleId: text('google_id'),
    githubId: text('github_id'),
    picture: text('picture'),
    /** Counted profile updates; the free first one is not counted (see hasUsedFreeProfileUpdate). */
    profileUpdateCount: integer('profile_update_count').notNull().default(0),
    hasUsedFreeProfileUpdate: boolean('has_used_free_profile_update').notNull().default(false),
    /** Raised when the password changes; tokens signed with an older value are refused. */
    sessionVersion: integer('session_version').notNull().default(0),
    loginCount: integer('login_count').notNull().default(0),
    /** Staff roles on top of learner (everyone): author, teacher, admin (lib/roles.ts). */
    roles: text('roles').array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
    /** Set while an administrator has disabled the account: its tokens and sign-ins are refused. */
    disabledAt: timestamptz('disabled_at'),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_id_unique').on(t.googleId),
    uniqueIndex('users_github_id_unique').on(t.githubId),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Time a learner spends signed in; an open session counts until its last activity. */
export const timeSessions = pgTable(
  'time_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('time_sessions_user_started_idx').on(t.userId, t.startedAt)],
);
export type TimeSessionRow = typeof timeSessions.$inferSelect;
