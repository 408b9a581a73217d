import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AddStaffBody, ClassDetail, ClassRole, ClassSummary, JoinClassBody, MyClasses } from '@codepath/contract/classes';
import type { Database } from '../../db/client.ts';
import { classMembers, classes, type ClassRow } from '../../db/schema-classes.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { listAssignments } from './manage-assignments.ts';

/** No 0/O or 1/I/L: a code read aloud or from a board is typed right. 31^10 codes, and joins are rate-limited. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export const newJoinCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A code as typed: spaces and dashes dropped, upper case. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

const isStaff = (role: ClassRole) => role !== 'learner';

export async function createClass(db: Database, userId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(classes).values({ name, joinCode: newJoinCode(), createdBy: userId }).returning({ id: classes.id });
    await tx.insert(classMembers).values({ classId: created!.id, userId, role: 'teacher' });
    return created!.id;
  });
}

/** Joins as a learner; the wrong code answers 404 whatever exists. Joining again keeps the role and updates the student id. */
export async function joinClass(db: Database, userId: string, body: JoinClassBody): Promise<string> {
  const [found] = await db.select().from(classes).where(eq(classes.joinCode, normalizeCode(body.code)));
  if (!found) throw new AppError('NOT_FOUND', 'No class has this join code. Check it with your teacher.');
  const studentId = body.studentId ? body.studentId : null;
  await db
    .insert(classMembers)
    .values({ classId: found.id, userId, role: 'learner', studentId })
    .onConflictDoUpdate({ target: [classMembers.classId, classMembers.userId], set: { studentId: sql`coalesce(excluded.student_id, ${classMembers.studentId})` } });
  return found.id;
}

/** A learner leaves (their submissions stay theirs); the last teacher cannot. */
export async function leaveClass(db: Database, userId: string, classId: string, role: ClassRole): Promise<void> {
  if (role === 'teacher') {
    const [teachers] = await db.select({ n: count() }).from(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'teacher')));
    if ((teachers?.n ?? 0) <= 1) throw new AppError('CONFLICT', 'A class needs a teacher: add another teacher before you leave.');
  }
  await db.delete(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
}

export async function addStaff(db: Database, classId: string, body: AddStaffBody): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
  if (!user) throw new AppError('NOT_FOUND', 'No account has this e-mail. Ask them to sign up first.');
  if (body.role === 'assistant') {
    const teachers = await db.select({ userId: classMembers.userId }).from(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'teacher')));
    if (teachers.length === 1 && teachers[0]!.userId === user.id) throw new AppError('CONFLICT', 'A class needs a teacher: add another teacher first.');
  }
  await db
    .insert(classMembers)
    .values({ classId, userId: user.id, role: body.role })
    .onConflictDoUpdate({ target: [classMembers.classId, classMembers.userId], set: { role: body.role } });
}

export async function newCode(db: Database, classId: string): Promise<void> {
  await db.update(classes).set({ joinCode: newJoinCode() }).where(eq(classes.id, classId));
}

async function learnerCounts(db: Database, classIds: string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: classMembers.classId, n: count() })
    .from(classMembers)
    .where(and(inArray(classMembers.classId, classIds), eq(classMembers.role, 'learner')))
    .groupBy(classMembers.classId);
  return new Map(rows.map((row) => [row.classId, row.n]));
}

const summaryOf = (row: ClassRow, role: ClassRole, learners: number): ClassSummary => ({
  id: row.id,
  name: row.name,
  myRole: role,
  learnerCount: learners,
  joinCode: isStaff(role) ? row.joinCode : null,
});

/** The caller's classes, and the assignments of the ones they learn in that are open or coming, soonest deadline first. */
export async function listMyClasses(db: Database, userId: string, canCreate: boolean): Promise<MyClasses> {
  const rows = await db
    .select({ class: classes, role: classMembers.role })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classMembers.userId, userId))
    .orderBy(asc(classes.name));
  const counts = await learnerCounts(db, rows.map((row) => row.class.id));
  const learning = rows.filter((row) => row.role === 'learner');
  const now = Date.now();
  const due = [];
  for (const row of learning) {
    for (const assignment of await listAssignments(db, row.class, userId)) {
      const myDueAt = Date.parse(assignment.myDueAt ?? assignment.dueAt);
      const lateLength = assignment.lateUntil ? Date.parse(assignment.lateUntil) - Date.parse(assignment.dueAt) : 0;
      if (myDueAt + lateLength >= now) due.push(assignment);
    }
  }
  due.sort((a, b) => Date.parse(a.myDueAt ?? a.dueAt) - Date.parse(b.myDueAt ?? b.dueAt));
  return { canCreate, classes: rows.map((row) => summaryOf(row.class, row.role, counts.get(row.class.id) ?? 0)), due };
}

export async function getClass(db: Database, classId: string, userId: string, role: ClassRole): Promise<ClassDetail> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId));
  if (!row) throw new AppError('NOT_FOUND', 'Class not found');
  const members = await db
    .select({ userId: classMembers.userId, firstname: users.firstname, lastname: users.lastname, email: users.email, role: classMembers.role, studentId: classMembers.studentId, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), isStaff(role) ? undefined : inArray(classMembers.role, ['teacher', 'assistant'])))
    .orderBy(asc(users.firstname), asc(users.lastname));
  const counts = await learnerCounts(db, [classId]);
  return {
    ...summaryOf(row, role, counts.get(classId) ?? 0),
    assignments: await listAssignments(db, row, role === 'learner' ? userId : null),
    members: members.map((member) => ({
      userId: member.userId,
      name: `${member.firstname} ${member.lastname}`.trim(),
      email: isStaff(role) ? member.email : '',
      role: member.role,
      studentId: isStaff(role) ? member.studentId : null,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}
