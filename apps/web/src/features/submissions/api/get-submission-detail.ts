import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmissionDetail } from '@codepath/contract/submissions';
import { apiRequest } from '@/lib/api-client';

export async function getSubmissionDetail(submissionId: string): Promise<SubmissionDetail> {
  return SubmissionDetail.parse(await apiRequest('GET', `/api/submissions/${encodeURIComponent(submissionId)}`));
}

export const submissionDetailQueryOptions = (submissionId: string) =>
  queryOptions({ queryKey: ['submissions', submissionId], queryFn: () => getSubmissionDetail(submissionId) });

export function useSubmissionDetail(submissionId: string) {
  return useQuery(submissionDetailQueryOptions(submissionId));
}
