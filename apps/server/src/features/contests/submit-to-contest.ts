import { and, eq } from 'drizzle-orm';
import type { ContestSubmitBody } from '@codepath/contract/contests';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { SubmitAnswer, SubmitBody } from '@codepath/contract/submissions';
import type { Database } from '../../db/client.ts';
import { contestProblems, contestSubmissions, type ContestRow } from '../../db/schema-contests.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from './contest-access.ts';
import { participantClock } from './contest-clock.ts';
import { findParticipant } from './participation.ts';

export type SubmitForContest = (userId: string, body: SubmitBody, linkStored: (db: Database, submissionId: string) => Promise<void>) => Promise<SubmitAnswer>;

/**
 * A participant's submission during their contest time: judged and counted for practice
 * like any other, and linked to the contest with the contest time it was made at.
 */
export async function submitToContest(db: Database, submit: SubmitForContest, contest: ContestRow, viewer: Viewer, body: ContestSubmitBody, now: Date): Promise<SubmitAnswer> {
  const participant = await findParticipant(db, contest.id, viewer.user.id);
  if (!participant) throw new AppError('FORBIDDEN', 'Register for the contest to submit.');
  const clock = participantClock(contest, participant);
  if (!clock.startedAt || now < clock.startedAt) throw new AppError('CONFLICT', 'Your contest time has not started.');
  if (clock.endsAt && now >= clock.endsAt) throw new AppError('CONFLICT', 'Your contest time is over.');
  if (!contest.languages.includes(body.language)) throw new AppError('BAD_REQUEST', `${LANGUAGE_LABELS[body.language]} is not allowed in this contest.`);
  const [problem] = await db
    .select({ slug: contestProblems.problemSlug })
    .from(contestProblems)
    .where(and(eq(contestProblems.contestId, contest.id), eq(contestProblems.label, body.problemLabel)))
    .limit(1);
  if (!problem) throw new AppError('NOT_FOUND', `This contest has no problem ${body.problemLabel}.`);
  const contestSeconds = Math.floor((now.getTime() - clock.startedAt.getTime()) / 1000);
  return submit(viewer.user.id, { code: body.code, language: body.language, problemId: problem.slug }, async (tx, submissionId) => {
    await tx.insert(contestSubmissions).values({ submissionId, contestId: contest.id, userId: participant.userId, label: body.problemLabel, contestSeconds, isVirtual: participant.kind === 'virtual' });
  });
}
