import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssignmentSummary, CreateAssignmentBody, ExtensionBody } from '@codepath/contract/classes';
import type { Database } from '../../db/client.ts';
import { assignmentExtensions, assignmentProblems, assignments, classMembers, type AssignmentRow, type ClassRow } from '../../db/schema-classes.ts';
import { problems } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';
import { standingsOf } from './standings.ts';

export interface LoadedAssignment {
  row: AssignmentRow;
  className: string;
  problems: { slug: string; title: string; difficulty: string }[];
}

export async function createAssignment(db: Database, classId: string, userId: string, body: CreateAssignmentBody): Promise<string> {
  const slugs = [...new Set(body.problemSlugs)];
  const found = await db
    .select({ slug: problems.slug })
    .from(problems)
    .where(and(inArray(problems.slug, slugs), eq(problems.visibility, 'published')));
  const missing = slugs.filter((slug) => !found.some((row) => row.slug === slug));
  if (missing.length > 0) throw new AppError('BAD_REQUEST', `No published problem is called ${missing.join(', ')}.`);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(assignments)
      .values({ classId, title: body.title, opensAt: new Date(body.opensAt), dueAt: new Date(body.dueAt), lateUntil: body.lateUntil ? new Date(body.lateUntil) : null, latePenaltyPercent: body.latePenaltyPercent, createdBy: userId })
      .returning({ id: assignments.id });
    await tx.insert(assignmentProblems).values(slugs.map((problemSlug, position) => ({ assignmentId: created!.id, problemSlug, position })));
    return created!.id;
  });
}

/** Loads an assignment of this class (404 for one of another class). */
export async function loadAssignment(db: Database, classRow: Pick<ClassRow, 'id' | 'name'>, assignmentId: string): Promise<LoadedAssignment> {
  const [row] = await db.select().from(assignments).where(and(eq(assignments.id, assignmentId), eq(assignments.classId, classRow.id)));
  if (!row) throw new AppError('NOT_FOUND', 'Assignment not found');
  const list = await db
    .select({ slug: problems.slug, title: problems.title, difficulty: problems.difficulty })
    .from(assignmentProblems)
    .innerJoin(problems, eq(problems.slug, assignmentProblems.problemSlug))
    .where(eq(assignmentProblems.assignmentId, row.id))
    .orderBy(asc(assignmentProblems.position));
  return { row, className: classRow.name, problems: list };
}

/** Sets (or with dueAt null, removes) one learner's own deadline. */
export async function setExtension(db: Database, assignment: LoadedAssignment, body: ExtensionBody): Promise<void> {
  const [member] = await db
    .select({ role: classMembers.role })
    .from(classMembers)
    .where(and(eq(classMembers.classId, assignment.row.classId), eq(classMembers.userId, body.userId)));
  if (member?.role !== 'learner') throw new AppError('NOT_FOUND', 'This learner is not in the class.');
  if (body.dueAt === null) {
    await db.delete(assignmentExtensions).where(and(eq(assignmentExtensions.assignmentId, assignment.row.id), eq(assignmentExtensions.userId, body.userId)));
    return;
  }
  const dueAt = new Date(body.dueAt);
  if (dueAt <= assignment.row.dueAt) throw new AppError('BAD_REQUEST', 'An extension must end after the deadline.');
  await db
    .insert(assignmentExtensions)
    .values({ assignmentId: assignment.row.id, userId: body.userId, dueAt })
    .onConflictDoUpdate({ target: [assignmentExtensions.assignmentId, assignmentExtensions.userId], set: { dueAt } });
}

export async function summarize(db: Database, assignment: LoadedAssignment, learnerId: string | null): Promise<AssignmentSummary> {
  const { row } = assignment;
  const summary: AssignmentSummary = {
    id: row.id,
    classId: row.classId,
    className: assignment.className,
    title: row.title,
    opensAt: row.opensAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    lateUntil: row.lateUntil?.toISOString() ?? null,
    latePenaltyPercent: row.latePenaltyPercent,
    problems: assignment.problems,
    myDueAt: null,
    mySolved: null,
    myScore: null,
    myCells: null,
  };
  if (learnerId === null) return summary;
  const [mine] = await standingsOf(db, assignment, [learnerId]);
  if (!mine) return summary;
  return {
    ...summary,
    myDueAt: mine.dueAt.toISOString(),
    mySolved: mine.cells.filter((cell) => cell.status === 'solved' || cell.status === 'late').length,
    myScore: mine.score,
    myCells: mine.cells.map((cell) => ({ problemSlug: cell.problemSlug, status: cell.status, points: cell.points })),
  };
}

/** A class's assignments, newest deadline last; with `learnerId`, each with that learner's standing. */
export async function listAssignments(db: Database, classRow: Pick<ClassRow, 'id' | 'name'>, learnerId: string | null): Promise<AssignmentSummary[]> {
  const rows = await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.classId, classRow.id)).orderBy(asc(assignments.dueAt));
  const out: AssignmentSummary[] = [];
  for (const { id } of rows) out.push(await summarize(db, await loadAssignment(db, classRow, id), learnerId));
  return out;
}
