import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contestParticipants, contestProblems, contestSubmissions, type ContestParticipantRow, type ContestRow } from '../../db/schema-contests.ts';
import { submissions } from '../../db/schema-judging.ts';
import { users } from '../../db/schema.ts';
import { displayName } from './contest-access.ts';
import { freezeStartSeconds, isPublicFrozen, participantClock, phaseOf } from './contest-clock.ts';
import type { BoardInput, BoardSubmission, BoardView } from './compute-scoreboard.ts';

/** Everything a contest's standings are computed from: three queries. */
export async function loadBoardInput(db: Database, contest: ContestRow): Promise<BoardInput> {
  const [problemRows, participantRows, submissionRows] = await Promise.all([
    db.select({ label: contestProblems.label, color: contestProblems.color }).from(contestProblems).where(eq(contestProblems.contestId, contest.id)).orderBy(asc(contestProblems.label)),
    db
      .select({ userId: contestParticipants.userId, kind: contestParticipants.kind, teamName: contestParticipants.teamName, firstname: users.firstname, lastname: users.lastname })
      .from(contestParticipants)
      .innerJoin(users, eq(users.id, contestParticipants.userId))
      // A teammate's tries count on the row of the learner who registered the team.
      .where(and(eq(contestParticipants.contestId, contest.id), isNull(contestParticipants.teamOf))),
    db
      .select({
        submissionId: contestSubmissions.submissionId,
        userId: contestSubmissions.userId,
        label: contestSubmissions.label,
        contestSeconds: contestSubmissions.contestSeconds,
        isVirtual: contestSubmissions.isVirtual,
        status: submissions.status,
        points: submissions.points,
      })
      .from(contestSubmissions)
      .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
      .where(eq(contestSubmissions.contestId, contest.id))
      .orderBy(asc(contestSubmissions.contestSeconds), asc(submissions.createdAt)),
  ]);
  return {
    rules: contest.rules,
    isSubtaskBest: contest.isSubtaskBest,
    problems: problemRows,
    participants: participantRows.map((row) => ({ userId: row.userId, name: row.teamName ?? displayName(row), isVirtual: row.kind === 'virtual' })),
    submissions: submissionRows,
  };
}

/** One contest submission as the board reads it (after a verdict, or a new try). */
export async function loadBoardSubmission(db: Database, submissionId: string): Promise<(BoardSubmission & { contestId: string }) | null> {
  const [row] = await db
    .select({
      contestId: contestSubmissions.contestId,
      submissionId: contestSubmissions.submissionId,
      userId: contestSubmissions.userId,
      label: contestSubmissions.label,
      contestSeconds: contestSubmissions.contestSeconds,
      isVirtual: contestSubmissions.isVirtual,
      status: submissions.status,
      points: submissions.points,
    })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(eq(contestSubmissions.submissionId, submissionId))
    .limit(1);
  return row ?? null;
}

/** The input with one submission put in (a new try) or replaced (its verdict), in contest-time order. */
export function withSubmission(input: BoardInput, submission: BoardSubmission): BoardInput {
  const known = input.submissions.findIndex((item) => item.submissionId === submission.submissionId);
  if (known >= 0) return { ...input, submissions: input.submissions.map((item, index) => (index === known ? submission : item)) };
  const rest = input.submissions;
  let at = rest.length;
  while (at > 0 && (rest[at - 1]?.contestSeconds ?? 0) > submission.contestSeconds) at -= 1;
  return { ...input, submissions: [...rest.slice(0, at), submission, ...rest.slice(at)] };
}

export type ViewKind = { kind: 'jury' } | { kind: 'public'; viewerId: string | null } | { kind: 'virtual'; viewerId: string; cutoffSeconds: number };

/**
 * Which board a viewer gets: the jury the whole truth; a virtual participant whose time
 * runs the board as it was at the same contest minute (frozen as it was then, unless the
 * jury has unfrozen it since); everyone else the public board, frozen during the freeze.
 */
export function viewKindOf(contest: ContestRow, isJury: boolean, participant: ContestParticipantRow | null, now: Date): ViewKind {
  if (isJury) return { kind: 'jury' };
  if (participant?.kind === 'virtual' && phaseOf(contest, now) === 'ended') {
    const clock = participantClock(contest, participant);
    if (clock.startedAt && clock.endsAt && now < clock.endsAt) {
      return { kind: 'virtual', viewerId: participant.userId, cutoffSeconds: Math.floor((now.getTime() - clock.startedAt.getTime()) / 1000) };
    }
  }
  // Only a virtual participant's board differs (their own row): everyone else shares one public board.
  return { kind: 'public', viewerId: participant?.kind === 'virtual' ? participant.userId : null };
}

export function boardViewOf(contest: ContestRow, view: ViewKind, now: Date): BoardView {
  if (view.kind === 'jury') return { hiddenFromSeconds: null, cutoffSeconds: null, virtualUserId: null };
  const hidden = contest.unfrozenAt === null ? freezeStartSeconds(contest) : null;
  if (view.kind === 'virtual') {
    return { hiddenFromSeconds: hidden !== null && view.cutoffSeconds >= hidden ? hidden : null, cutoffSeconds: view.cutoffSeconds, virtualUserId: view.viewerId };
  }
  return { hiddenFromSeconds: isPublicFrozen(contest, now) ? hidden : null, cutoffSeconds: null, virtualUserId: view.viewerId, revealedUserIds: new Set(contest.revealedUserIds) };
}
