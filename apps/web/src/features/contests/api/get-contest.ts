import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContestDetail } from '@codepath/contract/contests';
import { apiRequest } from '@/lib/api-client';

export const contestUrl = (id: string, rest = '') => `/api/app/contests/${encodeURIComponent(id)}${rest}`;

export async function getContest(id: string): Promise<ContestDetail> {
  return ContestDetail.parse(await apiRequest('GET', contestUrl(id)));
}

export const contestQueryOptions = (id: string) => queryOptions({ queryKey: ['contests', id], queryFn: () => getContest(id), staleTime: 0 });
export const useContest = (id: string) => useQuery(contestQueryOptions(id));
