import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CONTEST_ORGANIZER_ROLES } from '@codepath/contract/contests';
import { hasAnyRole } from '@codepath/contract/roles';
import type { Database } from '../../db/client.ts';
import { contests, type ContestRow } from '../../db/schema-contests.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../lib/authenticate.ts';
import { resolveRoles } from '../../lib/roles.ts';

export interface Viewer {
  user: UserRow;
  isAdmin: boolean;
  /** May create contests (author, teacher or admin). */
  canOrganize: boolean;
}

/** The signed-in caller with the roles the database holds now (the token's account may be a few seconds old in memory). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const cached = signedInUser(request);
  if (request.roles) return { user: cached, isAdmin: request.roles.includes('admin'), canOrganize: hasAnyRole(request.roles, CONTEST_ORGANIZER_ROLES) };
  const { db } = request.server;
  const [fresh] = await db.select().from(users).where(eq(users.id, cached.id)).limit(1);
  const { roles, user } = await resolveRoles(db, fresh ?? cached, request.server.config.adminEmails);
  return { user, isAdmin: roles.includes('admin'), canOrganize: hasAnyRole(roles, CONTEST_ORGANIZER_ROLES) };
}

export async function findContest(db: Database, id: string): Promise<ContestRow> {
  const [contest] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  if (!contest) throw new AppError('NOT_FOUND', 'Contest not found');
  return contest;
}

/** The jury of a contest: its organiser and every admin. */
export const isJuryOf = (contest: Pick<ContestRow, 'ownerId'>, viewer: Viewer | null): boolean =>
  viewer !== null && (viewer.isAdmin || contest.ownerId === viewer.user.id);

export function assertJury(contest: ContestRow, viewer: Viewer): void {
  if (!isJuryOf(contest, viewer)) throw new AppError('FORBIDDEN', "Only the contest's jury can do this.");
}

export const displayName = (user: Pick<UserRow, 'firstname' | 'lastname'>) => `${user.firstname} ${user.lastname}`.trim();
