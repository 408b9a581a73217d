import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmissionPercentile } from '@codepath/contract/submissions';
import { apiRequest } from '@/lib/api-client';

export async function getSubmissionPercentile(submissionId: string): Promise<SubmissionPercentile> {
  return SubmissionPercentile.parse(await apiRequest('GET', `/api/submissions/${encodeURIComponent(submissionId)}/percentile`));
}

export const submissionPercentileQueryOptions = (submissionId: string) =>
  queryOptions({ queryKey: ['submissions', submissionId, 'percentile'], queryFn: () => getSubmissionPercentile(submissionId) });

/** A failed comparison is only logged: the summary then shows the runtime and memory of the tests alone. */
export function useSubmissionPercentile(submissionId: string) {
  const query = useQuery({ ...submissionPercentileQueryOptions(submissionId), retry: false });
  if (query.error) console.warn('Failed to load the submission percentile', query.error);
  return query;
}
