import { asc, eq } from 'drizzle-orm';
import type { CourseProgressRecord } from '@codepath/contract/learning';
import type { Database } from '../../db/client.ts';
import { courseProgress } from '../../db/schema-learning.ts';
import { toCourseProgressRecord } from './course-progress-view.ts';

/** The learner's saved progress, one record per course they have opened. */
export async function listCourseProgress(db: Database, userId: string): Promise<CourseProgressRecord[]> {
  const rows = await db.select().from(courseProgress).where(eq(courseProgress.userId, userId)).orderBy(asc(courseProgress.courseId));
  return rows.map(toCourseProgressRecord);
}
