import { CourseProgressRecord, type SaveCourseProgressBody } from '@codepath/contract/learning';
import { apiRequest } from '@/lib/api-client';

/**
 * Replaces one course's progress on the server. No mutation hook: the progress store
 * (course-progress.ts) calls this itself, one save at a time per course, after every
 * local save, so the reader never waits on the network.
 */
export async function saveCourseProgressOnServer(courseId: number, body: SaveCourseProgressBody): Promise<CourseProgressRecord> {
  return CourseProgressRecord.parse(await apiRequest('PUT', `/api/learn/progress/${courseId}`, { body }));
}
