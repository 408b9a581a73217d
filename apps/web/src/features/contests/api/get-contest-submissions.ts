import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContestSubmissionList } from '@codepath/contract/contests';
import { apiRequest } from '@/lib/api-client';
import { contestUrl } from './get-contest';

/** While one of the learner's tries awaits its verdict, the list asks this often. */
export const PENDING_REFRESH_MS = 1_500;

export async function getContestSubmissions(id: string): Promise<ContestSubmissionList> {
  return ContestSubmissionList.parse(await apiRequest('GET', contestUrl(id, '/submissions')));
}

export const contestSubmissionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['contests', id, 'submissions'],
    queryFn: () => getContestSubmissions(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.submissions.some((item) => item.status === 'Queued' || item.status === 'Running') ? PENDING_REFRESH_MS : false),
  });
export const useContestSubmissions = (id: string, isEnabled: boolean) => useQuery({ ...contestSubmissionsQueryOptions(id), enabled: isEnabled });
