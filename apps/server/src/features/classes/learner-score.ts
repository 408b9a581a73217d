import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignments, classes } from '../../db/schema-classes.ts';
import { loadAssignment } from './manage-assignments.ts';
import { standingsOf } from './standings.ts';

/** One learner's assignment score (0 to 100) as the progress matrix shows it; null when the assignment is gone. */
export async function learnerAssignmentScore(db: Database, assignmentId: string, userId: string): Promise<number | null> {
  const [found] = await db
    .select({ classId: classes.id, className: classes.name })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(eq(assignments.id, assignmentId));
  if (!found) return null;
  const assignment = await loadAssignment(db, { id: found.classId, name: found.className }, assignmentId);
  const [standing] = await standingsOf(db, assignment, [userId]);
  return standing?.score ?? null;
}
