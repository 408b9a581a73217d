import type { CourseProgressRecord } from '@codepath/contract/learning';
import type { CourseProgressRow } from '../../db/schema-learning.ts';

export function toCourseProgressRecord(row: CourseProgressRow): CourseProgressRecord {
  return {
    courseId: row.courseId,
    completedSectionIds: row.completedSectionIds,
    lastSectionIndex: row.lastSectionIndex,
    updatedAt: row.updatedAt.toISOString(),
  };
}
