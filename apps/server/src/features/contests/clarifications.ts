import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnnounceBody, AnswerBody, AskBody, Clarification } from '@codepath/contract/contests';
import type { Database } from '../../db/client.ts';
import { contestClarifications, contestProblems, type ContestRow } from '../../db/schema-contests.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { displayName } from './contest-access.ts';
import { findParticipant } from './participation.ts';

const askers = alias(users, 'askers');

export interface StoredClarification {
  id: string;
  askedBy: string | null;
  askerName: string | null;
  problemLabel: string | null;
  question: string | null;
  answer: string | null;
  isPublic: boolean;
  createdAt: Date;
  answeredAt: Date | null;
}

export async function loadClarifications(db: Database, contestId: string): Promise<StoredClarification[]> {
  const rows = await db
    .select({ row: contestClarifications, firstname: askers.firstname, lastname: askers.lastname })
    .from(contestClarifications)
    .leftJoin(askers, eq(askers.id, contestClarifications.askedBy))
    .where(eq(contestClarifications.contestId, contestId))
    .orderBy(asc(contestClarifications.createdAt));
  return rows.map(({ row, firstname, lastname }) => ({
    id: row.id,
    askedBy: row.askedBy,
    askerName: firstname === null || lastname === null ? null : displayName({ firstname, lastname }),
    problemLabel: row.problemLabel,
    question: row.question,
    answer: row.answer,
    isPublic: row.isPublic,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
  }));
}

/**
 * What one viewer reads: the jury everything (with who asked); a participant their own
 * questions, the answers given to all and the announcements; never who else asked.
 */
export function clarificationsFor(all: readonly StoredClarification[], viewerId: string | null, isJury: boolean): Clarification[] {
  return all
    .filter((item) => isJury || item.isPublic || (viewerId !== null && item.askedBy === viewerId))
    .map((item) => ({
      id: item.id,
      problemLabel: item.problemLabel,
      question: item.question,
      answer: item.answer,
      isPublic: item.isPublic,
      isMine: viewerId !== null && item.askedBy === viewerId,
      askedBy: isJury ? item.askerName : null,
      createdAt: item.createdAt.toISOString(),
      answeredAt: item.answeredAt?.toISOString() ?? null,
    }))
    .reverse();
}

async function assertLabel(db: Database, contestId: string, label: string | null): Promise<void> {
  if (label === null) return;
  const [row] = await db
    .select({ label: contestProblems.label })
    .from(contestProblems)
    .where(and(eq(contestProblems.contestId, contestId), eq(contestProblems.label, label)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `This contest has no problem ${label}.`);
}

export async function askClarification(db: Database, contest: ContestRow, userId: string, body: AskBody): Promise<void> {
  if (!(await findParticipant(db, contest.id, userId))) throw new AppError('FORBIDDEN', 'Register for the contest to ask the jury.');
  await assertLabel(db, contest.id, body.problemLabel);
  await db.insert(contestClarifications).values({ contestId: contest.id, askedBy: userId, problemLabel: body.problemLabel, question: body.question });
}

export async function answerClarification(db: Database, contestId: string, clarificationId: string, juryId: string, body: AnswerBody): Promise<void> {
  const updated = await db
    .update(contestClarifications)
    .set({ answer: body.answer, isPublic: body.isPublic, answeredBy: juryId, answeredAt: new Date() })
    .where(and(eq(contestClarifications.id, clarificationId), eq(contestClarifications.contestId, contestId)))
    .returning({ id: contestClarifications.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Clarification not found');
}

export async function announce(db: Database, contestId: string, juryId: string, body: AnnounceBody): Promise<void> {
  await assertLabel(db, contestId, body.problemLabel);
  const now = new Date();
  await db.insert(contestClarifications).values({ contestId, problemLabel: body.problemLabel, answer: body.text, isPublic: true, answeredBy: juryId, answeredAt: now, createdAt: now });
}

