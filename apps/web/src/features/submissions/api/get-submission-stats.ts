import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmissionStats } from '@codepath/contract/submissions';
import { apiRequest } from '@/lib/api-client';

export async function getSubmissionStats(): Promise<SubmissionStats> {
  return SubmissionStats.parse(await apiRequest('GET', '/api/submissions/stats/summary'));
}

export const submissionStatsQueryOptions = () =>
  queryOptions({ queryKey: ['submissions', 'stats'], queryFn: getSubmissionStats, staleTime: 0 });

/** A failed stats fetch is only logged; the cards then show what the list itself says. */
export function useSubmissionStats() {
  const query = useQuery({ ...submissionStatsQueryOptions(), retry: false });
  if (query.error) console.warn('Failed to load submission stats', query.error);
  return query;
}
