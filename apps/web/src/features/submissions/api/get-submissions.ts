import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmissionListAnswer } from '@codepath/contract/submissions';
import { apiRequest } from '@/lib/api-client';

export async function getSubmissions(): Promise<SubmissionListAnswer> {
  return SubmissionListAnswer.parse(await apiRequest('GET', '/api/submissions'));
}

export const submissionsQueryOptions = () => queryOptions({ queryKey: ['submissions'], queryFn: getSubmissions, staleTime: 0 });

export function useSubmissions() {
  return useQuery(submissionsQueryOptions());
}
