import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { USERS_PAGE_SIZE, type AdminUserSummary, type AdminUsersAnswer, type AdminUsersQuery } from '@codepath/contract/admin-users';
import type { Role } from '@codepath/contract/roles';
import type { Database } from '../../../db/client.ts';
import { problemProgress, submissions } from '../../../db/schema-judging.ts';
import { users, type UserRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { normalizeRoles } from '../../../lib/roles.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An account as staff see it: never its password hash, sign-in ids or anything of its tokens. */
export function userSummaryOf(row: UserRow, counts: { solved: number; submissions: number }, adminEmails: readonly string[]): AdminUserSummary {
  const isConfiguredAdmin = adminEmails.includes(row.email.toLowerCase());
  const roles: Role[] = ['learner', ...normalizeRoles(isConfiguredAdmin ? [...row.roles, 'admin'] : row.roles)];
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`,
    authMethod: row.authMethod,
    roles,
    isConfiguredAdmin,
    isDisabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    ...counts,
  };
}

/** Solved problems and submissions of each account. */
export async function countsOf(db: Database, ids: string[]): Promise<Map<string, { solved: number; submissions: number }>> {
  const counts = new Map(ids.map((id) => [id, { solved: 0, submissions: 0 }]));
  if (ids.length === 0) return counts;
  const [solved, submitted] = await Promise.all([
    db
      .select({ userId: problemProgress.userId, count: sql<number>`count(*)::int` })
      .from(problemProgress)
      .where(and(inArray(problemProgress.userId, ids), eq(problemProgress.status, 'solved')))
      .groupBy(problemProgress.userId),
    db.select({ userId: submissions.userId, count: sql<number>`count(*)::int` }).from(submissions).where(inArray(submissions.userId, ids)).groupBy(submissions.userId),
  ]);
  for (const row of solved) counts.get(row.userId)!.solved = row.count;
  for (const row of submitted) counts.get(row.userId)!.submissions = row.count;
  return counts;
}

/** Accounts by e-mail, a page at a time; a search matches e-mail or name. */
export async function listUsers(db: Database, query: AdminUsersQuery, adminEmails: readonly string[]): Promise<AdminUsersAnswer> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern)));
  }
  if (query.role) {
    const byConfig = query.role === 'admin' && adminEmails.length > 0 ? inArray(sql`lower(${users.email})`, [...adminEmails]) : undefined;
    conditions.push(or(sql`${query.role} = any(${users.roles})`, byConfig));
  }
  if (query.cursor) {
    if (!GUID.test(query.cursor)) throw new AppError('VALIDATION_FAILED', 'Invalid query: cursor is not one this list gave');
    conditions.push(gt(sql`(lower(${users.email}), ${users.id})`, sql`(select lower(u.email), u.id from users u where u.id = ${query.cursor})`));
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.email})`), asc(users.id))
    .limit(USERS_PAGE_SIZE + 1);
  const page = rows.slice(0, USERS_PAGE_SIZE);
  const counts = await countsOf(db, page.map((row) => row.id));
  return {
    users: page.map((row) => userSummaryOf(row, counts.get(row.id) ?? { solved: 0, submissions: 0 }, adminEmails)),
    nextCursor: rows.length > USERS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
