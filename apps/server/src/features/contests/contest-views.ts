import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContestDetail, ContestSubmission, ContestSummary, Participation } from '@codepath/contract/contests';
import type { Database } from '../../db/client.ts';
import { contestInvites, contestParticipants, contestProblems, contests, contestSubmissions, type ContestParticipantRow, type ContestRow } from '../../db/schema-contests.ts';
import { submissions } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';
import { isJuryOf, type Viewer } from './contest-access.ts';
import { contestEndsAt, freezesAt, participantClock, phaseOf } from './contest-clock.ts';
import { contestProblemRows } from './create-contest.ts';
import { canRegister, findParticipant } from './participation.ts';

function participationOf(contest: ContestRow, participant: ContestParticipantRow | null): Participation | null {
  if (!participant) return null;
  const clock = participantClock(contest, participant);
  return { kind: participant.kind, startedAt: clock.startedAt?.toISOString() ?? null, endsAt: clock.endsAt?.toISOString() ?? null, extraMinutes: Math.round(participant.extraSeconds / 60), teamName: participant.teamName };
}

function summaryOf(contest: ContestRow, viewer: Viewer, participant: ContestParticipantRow | null, counts: { problems: number; participants: number }, now: Date): ContestSummary {
  return {
    id: contest.id,
    title: contest.title,
    rules: contest.rules,
    access: contest.access,
    startsAt: contest.startsAt.toISOString(),
    endsAt: contestEndsAt(contest).toISOString(),
    windowEndsAt: contest.windowEndsAt?.toISOString() ?? null,
    durationSeconds: contest.durationSeconds,
    freezeSeconds: contest.freezeSeconds,
    phase: phaseOf(contest, now),
    problemCount: counts.problems,
    participantCount: counts.participants,
    isJury: isJuryOf(contest, viewer),
    participation: participationOf(contest, participant),
  };
}

/**
 * The contests a viewer may see: public and code contests, invitation contests they are
 * invited to or take part in, and every contest they judge. Newest start first.
 */
export async function listContests(db: Database, viewer: Viewer, now: Date): Promise<ContestSummary[]> {
  const email = viewer.user.email.toLowerCase();
  const visible = viewer.isAdmin
    ? sql`true`
    : sql`(${contests.access} <> 'invite' or ${contests.ownerId} = ${viewer.user.id}
        or exists (select 1 from ${contestInvites} where ${contestInvites.contestId} = ${contests.id} and ${contestInvites.email} = ${email})
        or exists (select 1 from ${contestParticipants} where ${contestParticipants.contestId} = ${contests.id} and ${contestParticipants.userId} = ${viewer.user.id}))`;
  const rows = await db.select().from(contests).where(visible).orderBy(desc(contests.startsAt)).limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [problemCounts, participantCounts, ownRows] = await Promise.all([
    db.select({ id: contestProblems.contestId, n: count() }).from(contestProblems).where(inArray(contestProblems.contestId, ids)).groupBy(contestProblems.contestId),
    db.select({ id: contestParticipants.contestId, n: count() }).from(contestParticipants).where(and(inArray(contestParticipants.contestId, ids), eq(contestParticipants.kind, 'official'))).groupBy(contestParticipants.contestId),
    db.select().from(contestParticipants).where(and(inArray(contestParticipants.contestId, ids), eq(contestParticipants.userId, viewer.user.id))),
  ]);
  // A teammate's clock is their team's.
  const mine = await Promise.all(ownRows.map((row) => (row.teamOf ? findParticipant(db, row.contestId, viewer.user.id) : row)));
  const countOf = (list: { id: string; n: number }[], id: string) => list.find((row) => row.id === id)?.n ?? 0;
  return rows.map((contest) =>
    summaryOf(contest, viewer, mine.find((row) => row?.contestId === contest.id) ?? null, { problems: countOf(problemCounts, contest.id), participants: countOf(participantCounts, contest.id) }, now),
  );
}

/** Whether the viewer may open the contest at all (an invitation contest is closed to others). */
export async function assertCanSee(db: Database, contest: ContestRow, viewer: Viewer): Promise<ContestParticipantRow | null> {
  const participant = await findParticipant(db, contest.id, viewer.user.id);
  if (contest.access !== 'invite' || participant || isJuryOf(contest, viewer)) return participant;
  const [invite] = await db
    .select({ email: contestInvites.email })
    .from(contestInvites)
    .where(and(eq(contestInvites.contestId, contest.id), eq(contestInvites.email, viewer.user.email.toLowerCase())))
    .limit(1);
  if (!invite) throw new AppError('NOT_FOUND', 'Contest not found');
  return null;
}

export async function getContestDetail(db: Database, contest: ContestRow, viewer: Viewer, now: Date): Promise<ContestDetail> {
  const participant = await assertCanSee(db, contest, viewer);
  const [problemRows, [participants]] = await Promise.all([
    contestProblemRows(db, contest.id),
    db.select({ n: count() }).from(contestParticipants).where(and(eq(contestParticipants.contestId, contest.id), eq(contestParticipants.kind, 'official'))),
  ]);
  const isJury = isJuryOf(contest, viewer);
  const clock = participant ? participantClock(contest, participant) : null;
  const phase = phaseOf(contest, now);
  // Problems stay hidden until the viewer's own clock starts (or the contest is over); the jury always sees them.
  const isOpen = isJury || phase === 'ended' || (clock?.startedAt !== null && clock?.startedAt !== undefined && now >= clock.startedAt);
  return {
    ...summaryOf(contest, viewer, participant, { problems: problemRows.length, participants: participants?.n ?? 0 }, now),
    problems: isOpen ? problemRows : [],
    languages: contest.languages,
    isSubtaskBest: contest.isSubtaskBest,
    maxTeamSize: contest.maxTeamSize,
    freezesAt: freezesAt(contest)?.toISOString() ?? null,
    unfrozenAt: contest.unfrozenAt?.toISOString() ?? null,
    revealedCount: contest.revealedUserIds.length,
    joinCode: isJury ? contest.joinCode : null,
    canRegister: participant === null && !isJury && (await canRegister(db, contest, viewer, now)),
    canStartVirtual: participant === null && !isJury && phase === 'ended',
  };
}

export async function listOwnContestSubmissions(db: Database, contestId: string, userId: string): Promise<ContestSubmission[]> {
  const rows = await db
    .select({ link: contestSubmissions, submission: { id: submissions.id, language: submissions.language, status: submissions.status, points: submissions.points, createdAt: submissions.createdAt } })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(and(eq(contestSubmissions.contestId, contestId), eq(contestSubmissions.userId, userId)))
    .orderBy(desc(contestSubmissions.contestSeconds))
    .limit(500);
  return rows.map(({ link, submission }) => ({
    id: submission.id,
    problemLabel: link.label,
    language: submission.language,
    status: submission.status,
    points: submission.points?.points ?? null,
    maxPoints: submission.points?.maxPoints ?? null,
    contestMinute: Math.floor(link.contestSeconds / 60),
    createdAt: submission.createdAt.toISOString(),
  }));
}
