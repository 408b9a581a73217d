import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RegisterBody } from '@codepath/contract/contests';
import type { Database } from '../../db/client.ts';
import { contestInvites, contestParticipants, type ContestParticipantRow, type ContestRow } from '../../db/schema-contests.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { phaseOf } from './contest-clock.ts';
import type { Viewer } from './contest-access.ts';

async function ownRow(db: Database, contestId: string, userId: string): Promise<ContestParticipantRow | null> {
  const [row] = await db
    .select()
    .from(contestParticipants)
    .where(and(eq(contestParticipants.contestId, contestId), eq(contestParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The viewer's participant: their own row, or for a teammate the row of the learner who
 * registered the team (the team's clock, tries and board row; its userId is the team's key).
 */
export async function findParticipant(db: Database, contestId: string, userId: string): Promise<ContestParticipantRow | null> {
  const row = await ownRow(db, contestId, userId);
  return row?.teamOf ? ownRow(db, contestId, row.teamOf) : row;
}

async function isInvited(db: Database, contestId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: contestInvites.email })
    .from(contestInvites)
    .where(and(eq(contestInvites.contestId, contestId), eq(contestInvites.email, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/** Whether the viewer may register now (not ended, access rules met but for a join code, which is checked on registering). */
export async function canRegister(db: Database, contest: ContestRow, viewer: Viewer, now: Date): Promise<boolean> {
  if (phaseOf(contest, now) === 'ended') return false;
  if (contest.windowEndsAt && now > contest.windowEndsAt) return false;
  return contest.access !== 'invite' || (await isInvited(db, contest.id, viewer.user.email));
}

/** Registers the viewer as an official participant (once; registering again changes nothing), on their own or with a team. */
export async function registerForContest(db: Database, contest: ContestRow, viewer: Viewer, body: RegisterBody, now: Date): Promise<void> {
  const { code } = body;
  if (phaseOf(contest, now) === 'ended' || (contest.windowEndsAt && now > contest.windowEndsAt)) {
    throw new AppError('CONFLICT', 'This contest has ended: you can take part virtually.');
  }
  if (contest.access === 'invite' && !(await isInvited(db, contest.id, viewer.user.email))) {
    throw new AppError('FORBIDDEN', 'This contest is by invitation only.');
  }
  if (contest.access === 'code' && code !== contest.joinCode) throw new AppError('BAD_REQUEST', 'That join code is not right.');
  if (body.teamName === undefined) {
    await db.insert(contestParticipants).values({ contestId: contest.id, userId: viewer.user.id, kind: 'official' }).onConflictDoNothing();
    return;
  }
  await registerTeam(db, contest, viewer, body.teamName, body.teammates ?? []);
}

async function registerTeam(db: Database, contest: ContestRow, viewer: Viewer, teamName: string, teammateEmails: readonly string[]): Promise<void> {
  if (contest.maxTeamSize < 2) throw new AppError('BAD_REQUEST', 'Learners take part in this contest on their own.');
  const emails = [...new Set(teammateEmails.map((email) => email.toLowerCase()))].filter((email) => email !== viewer.user.email.toLowerCase());
  if (emails.length + 1 > contest.maxTeamSize) throw new AppError('BAD_REQUEST', `A team has at most ${contest.maxTeamSize} members.`);
  const found = emails.length === 0 ? [] : await db.select({ id: users.id, email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, emails));
  const missing = emails.find((email) => !found.some((user) => user.email.toLowerCase() === email));
  if (missing) throw new AppError('BAD_REQUEST', `No account has the e-mail ${missing}.`);
  for (const email of emails) {
    if (contest.access === 'invite' && !(await isInvited(db, contest.id, email))) throw new AppError('FORBIDDEN', `${email} is not invited to this contest.`);
  }
  const memberIds = [viewer.user.id, ...found.map((user) => user.id)];
  try {
    await db.transaction(async (tx) => {
      const taken = await tx
        .select({ userId: contestParticipants.userId })
        .from(contestParticipants)
        .where(and(eq(contestParticipants.contestId, contest.id), inArray(contestParticipants.userId, memberIds)));
      if (taken.length > 0) {
        const who = taken[0]?.userId === viewer.user.id ? 'You take' : `${found.find((user) => user.id === taken[0]?.userId)?.email ?? 'A teammate'} takes`;
        throw new AppError('CONFLICT', `${who} part in this contest already.`);
      }
      await tx.insert(contestParticipants).values([
        { contestId: contest.id, userId: viewer.user.id, kind: 'official', teamName },
        ...found.map((user) => ({ contestId: contest.id, userId: user.id, kind: 'official' as const, teamOf: viewer.user.id })),
      ]);
    });
  } catch (error) {
    // Two registrations naming the same learner at the same moment: the one that lost the race is told why, as above.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A member of this team takes part in this contest already.');
    throw error;
  }
}

/** In a window contest: the registered learner starts their own clock (once). */
export async function startOwnWindow(db: Database, contest: ContestRow, viewer: Viewer, now: Date): Promise<void> {
  if (!contest.windowEndsAt) throw new AppError('CONFLICT', 'Everyone starts this contest at the same time.');
  const participant = await findParticipant(db, contest.id, viewer.user.id);
  if (!participant || participant.kind !== 'official') throw new AppError('CONFLICT', 'Register for the contest first.');
  if (now < contest.startsAt) throw new AppError('CONFLICT', 'The contest has not started yet.');
  if (now > contest.windowEndsAt) throw new AppError('CONFLICT', 'The start window has closed.');
  await db
    .update(contestParticipants)
    .set({ startedAt: sql`coalesce(${contestParticipants.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(contestParticipants.contestId, contest.id), eq(contestParticipants.userId, participant.userId)));
}

/** After the contest: the learner takes part virtually, on a clock of their own that starts now. */
export async function startVirtual(db: Database, contest: ContestRow, viewer: Viewer, now: Date): Promise<void> {
  if (phaseOf(contest, now) !== 'ended') throw new AppError('CONFLICT', 'Virtual participation opens when the contest has ended.');
  if (contest.access === 'invite' && !(await isInvited(db, contest.id, viewer.user.email))) {
    throw new AppError('FORBIDDEN', 'This contest is by invitation only.');
  }
  const existing = await findParticipant(db, contest.id, viewer.user.id);
  if (existing) throw new AppError('CONFLICT', existing.kind === 'official' ? 'You took part in this contest already.' : 'You have taken part virtually already.');
  await db.insert(contestParticipants).values({ contestId: contest.id, userId: viewer.user.id, kind: 'virtual', startedAt: now }).onConflictDoNothing();
}

export async function inviteToContest(db: Database, contestId: string, emails: readonly string[]): Promise<{ invited: number }> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  await db.insert(contestInvites).values(unique.map((email) => ({ contestId, email }))).onConflictDoNothing();
  return { invited: unique.length };
}

/** Extra time for one participant (replaces what they had). */
export async function giveExtraTime(db: Database, contestId: string, email: string, extraMinutes: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  const participant = user && (await findParticipant(db, contestId, user.id));
  if (!participant) throw new AppError('NOT_FOUND', 'No participant has that e-mail.');
  await db
    .update(contestParticipants)
    .set({ extraSeconds: extraMinutes * 60 })
    .where(and(eq(contestParticipants.contestId, contestId), eq(contestParticipants.userId, participant.userId)));
}
