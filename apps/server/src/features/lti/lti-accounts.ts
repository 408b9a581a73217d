import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { classMembers } from '../../db/schema-classes.ts';
import { ltiIdentities } from '../../db/schema-lti.ts';
import { users, type UserRow } from '../../db/schema.ts';
import type { LaunchRole } from './lti-claims.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

/** What a platform tells of a user (launch claims or a roster entry). */
export interface PlatformPerson {
  subject: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

export type AccountResolution = { kind: 'account'; user: UserRow; isNew: boolean } | { kind: 'email-taken'; email: string };

const NAME_LIMIT = 60;
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

function namesOf(person: PlatformPerson): { firstname: string; lastname: string } {
  const [first, ...rest] = (person.name ?? '').trim().split(/\s+/);
  const firstname = (person.givenName?.trim() || first || 'Learner').slice(0, NAME_LIMIT);
  const lastname = (person.familyName?.trim() || rest.join(' ') || '-').slice(0, NAME_LIMIT);
  return { firstname, lastname };
}

/**
 * An address for an account whose LMS shares no e-mail: unique per platform user, in the
 * reserved `.invalid` domain so nothing is ever sent to it.
 */
const placeholderEmail = (platformId: string, subject: string) =>
  `lti-${createHash('sha256').update(`${platformId}\u0000${subject}`).digest('hex').slice(0, 24)}@lti.invalid`;

export async function linkedAccount(db: Database, platformId: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(ltiIdentities)
    .innerJoin(users, eq(users.id, ltiIdentities.userId))
    .where(and(eq(ltiIdentities.platformId, platformId), eq(ltiIdentities.subject, subject)));
  return row?.user;
}

/**
 * The CodePath account of a platform user: the one linked to (platform, sub), else a new
 * one without a password. The platform's e-mail is used when no account has it; when one
 * does, it is not taken over: its owner must sign in and link it (`link-identity.ts`).
 */
export async function resolveAccount(db: Database, platformId: string, person: PlatformPerson): Promise<AccountResolution> {
  const known = await linkedAccount(db, platformId, person.subject);
  if (known) return { kind: 'account', user: known, isNew: false };

  const email = person.email?.trim().toLowerCase() ?? '';
  const hasEmail = EMAIL_PATTERN.test(email) && email.length <= 254;
  if (hasEmail) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    if (owner) return { kind: 'email-taken', email };
  }
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: hasEmail ? email : placeholderEmail(platformId, person.subject), ...namesOf(person), authMethod: 'email', passwordHash: null })
        .returning();
      await tx.insert(ltiIdentities).values({ platformId, subject: person.subject, userId: created!.id });
      return created!;
    });
    return { kind: 'account', user, isNew: true };
  } catch (error) {
    // Two launches of the same new user raced (or the e-mail was taken meanwhile): look again.
    if (isUniqueViolation(error)) {
      const again = await linkedAccount(db, platformId, person.subject);
      if (again) return { kind: 'account', user: again, isNew: false };
      if (hasEmail) return { kind: 'email-taken', email };
    }
    throw error;
  }
}

/** Whether the account is already linked to a user of this platform (one LMS identity per account and platform). */
export async function hasIdentityOn(db: Database, platformId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ subject: ltiIdentities.subject })
    .from(ltiIdentities)
    .where(and(eq(ltiIdentities.platformId, platformId), eq(ltiIdentities.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Links a platform user to an existing account; false when that platform user is already linked to another account. */
export async function linkIdentity(db: Database, platformId: string, subject: string, userId: string): Promise<boolean> {
  await db.insert(ltiIdentities).values({ platformId, subject, userId }).onConflictDoNothing();
  const linked = await linkedAccount(db, platformId, subject);
  return linked?.id === userId;
}

const ROLE_RANK: Record<LaunchRole, number> = { learner: 0, assistant: 1, teacher: 2 };

/**
 * Puts the account in the class with the platform's role. A higher role already held
 * is kept (a teacher previewing the course as a student stays the class's teacher).
 */
export async function joinClassAs(db: Database, classId: string, userId: string, role: LaunchRole): Promise<LaunchRole> {
  const [existing] = await db
    .select({ role: classMembers.role })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  if (existing && ROLE_RANK[existing.role] >= ROLE_RANK[role]) return existing.role;
  await db
    .insert(classMembers)
    .values({ classId, userId, role })
    .onConflictDoUpdate({ target: [classMembers.classId, classMembers.userId], set: { role } });
  return role;
}

export async function recordLtiLogin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ loginCount: sql`${users.loginCount} + 1`, lastLoginAt: new Date() }).where(eq(users.id, userId));
}
