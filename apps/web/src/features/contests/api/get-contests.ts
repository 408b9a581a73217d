import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContestListAnswer } from '@codepath/contract/contests';
import { apiRequest } from '@/lib/api-client';

export async function getContests(): Promise<ContestListAnswer> {
  return ContestListAnswer.parse(await apiRequest('GET', '/api/app/contests'));
}

export const contestsQueryOptions = () => queryOptions({ queryKey: ['contests'], queryFn: getContests, staleTime: 0 });
export const useContests = () => useQuery(contestsQueryOptions());
