import { COURSE_SECTION_IDS, type CourseId, type CourseProgressRecord, type SaveCourseProgressBody } from '@codepath/contract/learning';
import type { Database } from '../../db/client.ts';
import { courseProgress } from '../../db/schema-learning.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCourseProgressRecord } from './course-progress-view.ts';

function assertKnownSections(courseId: CourseId, progress: SaveCourseProgressBody): void {
  const sectionIds: readonly string[] = COURSE_SECTION_IDS[courseId];
  const unknown = progress.completedSectionIds.filter((id) => !sectionIds.includes(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Unknown section of course ${courseId}: ${unknown.join(', ')}`);
  }
  if (progress.lastSectionIndex >= sectionIds.length) {
    throw new AppError('VALIDATION_FAILED', `Course ${courseId} has ${sectionIds.length} sections; lastSectionIndex must be below that`);
  }
}

/** Replaces the learner's progress in one course (an empty list starts it over); ids are kept in course order. */
export async function saveCourseProgress(
  db: Database,
  userId: string,
  courseId: CourseId,
  progress: SaveCourseProgressBody,
  now = new Date(),
): Promise<CourseProgressRecord> {
  assertKnownSections(courseId, progress);
  const completed = COURSE_SECTION_IDS[courseId].filter((id) => progress.completedSectionIds.includes(id));
  const values = { completedSectionIds: completed, lastSectionIndex: progress.lastSectionIndex, updatedAt: now };
  const [row] = await db
    .insert(courseProgress)
    .values({ userId, courseId, ...values })
    .onConflictDoUpdate({ target: [courseProgress.userId, courseProgress.courseId], set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return toCourseProgressRecord(row);
}
