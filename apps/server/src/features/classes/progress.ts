import { and, asc, eq, gte } from 'drizzle-orm';
import type { LearnerSubmissions, ProgressMatrix } from '@codepath/contract/classes';
import type { Database } from '../../db/client.ts';
import { classMembers } from '../../db/schema-classes.ts';
import { submissions } from '../../db/schema-judging.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { windowOf } from './assignment-score.ts';
import { summarize, type LoadedAssignment } from './manage-assignments.ts';
import { standingsOf } from './standings.ts';

async function learnersOf(db: Database, classId: string) {
  return db
    .select({ userId: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, studentId: classMembers.studentId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'learner')))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.email));
}

/** The teacher's matrix: every learner of the class × every problem of the assignment. */
export async function getProgress(db: Database, assignment: LoadedAssignment): Promise<ProgressMatrix> {
  const learners = await learnersOf(db, assignment.row.classId);
  const standings = await standingsOf(db, assignment, learners.map((learner) => learner.userId));
  return {
    assignment: await summarize(db, assignment, null),
    rows: learners.map((learner, index) => {
      const standing = standings[index]!;
      return {
        userId: learner.userId,
        name: `${learner.firstname} ${learner.lastname}`.trim(),
        email: learner.email,
        studentId: learner.studentId,
        dueAt: standing.dueAt.toISOString(),
        hasExtension: standing.hasExtension,
        score: standing.score,
        cells: standing.cells.map((cell) => ({ ...cell, lastSubmittedAt: cell.lastSubmittedAt?.toISOString() ?? null })),
      };
    }),
  };
}

/** A cell opened: one learner's submissions to one problem of the assignment, with their code. Only a learner of the class, only the assignment's problems. */
export async function getLearnerSubmissions(db: Database, assignment: LoadedAssignment, userId: string, problemSlug: string | undefined): Promise<LearnerSubmissions> {
  const [learner] = (await learnersOf(db, assignment.row.classId)).filter((row) => row.userId === userId);
  if (!learner) throw new AppError('NOT_FOUND', 'This learner is not in the class.');
  const slugs = assignment.problems.map((problem) => problem.slug);
  if (problemSlug !== undefined && !slugs.includes(problemSlug)) throw new AppError('NOT_FOUND', 'This problem is not in the assignment.');
  const [extension] = await standingsOf(db, assignment, [userId]);
  const window = windowOf(assignment.row, extension?.hasExtension ? extension.dueAt : null);
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), gte(submissions.createdAt, assignment.row.opensAt)))
    .orderBy(asc(submissions.createdAt));
  return {
    name: `${learner.firstname} ${learner.lastname}`.trim(),
    submissions: rows
      .filter((row) => (problemSlug === undefined ? slugs.includes(row.problemSlug) : row.problemSlug === problemSlug))
      .map((row) => ({
        id: row.id,
        problemSlug: row.problemSlug,
        language: row.language,
        status: row.status,
        score: row.score,
        submittedAt: row.createdAt.toISOString(),
        isLate: row.createdAt > window.dueAt,
        code: row.code,
      })),
  };
}

/** A spreadsheet cell: quoted, and a leading = + - @ neutralised so no spreadsheet runs it as a formula. */
const csvCell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The matrix as CSV: name, e-mail, student id, each problem's points, the score, how many problems came late. */
export function progressCsv(matrix: ProgressMatrix): string {
  const header = ['Name', 'Email', 'Student ID', ...matrix.assignment.problems.map((problem) => problem.title), 'Score', 'Late problems'];
  const lines = matrix.rows.map((row) => [row.name, row.email, row.studentId ?? '', ...row.cells.map((cell) => cell.points), row.score, row.cells.filter((cell) => cell.isLate).length]);
  return [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
