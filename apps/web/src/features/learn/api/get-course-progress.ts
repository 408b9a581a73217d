import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseProgressListAnswer } from '@codepath/contract/learning';
import { apiRequest } from '@/lib/api-client';

export async function getCourseProgress(): Promise<CourseProgressListAnswer> {
  return CourseProgressListAnswer.parse(await apiRequest('GET', '/api/learn/progress'));
}

export const courseProgressQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['learn-progress', userId], queryFn: getCourseProgress, retry: false, staleTime: 0 });

/** The signed-in learner's progress on the server; disabled without a learner. */
export function useServerCourseProgress(userId: string | undefined) {
  return useQuery({ ...courseProgressQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
