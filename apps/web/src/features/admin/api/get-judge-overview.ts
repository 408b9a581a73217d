import { queryOptions, useQuery } from '@tanstack/react-query';
import { JudgeOverview } from '@codepath/contract/admin-judge';
import { apiRequest } from '@/lib/api-client';

/** Refreshed this often while the judge screen is open. */
export const JUDGE_REFRESH_MS = 5_000;

export async function getJudgeOverview(): Promise<JudgeOverview> {
  return JudgeOverview.parse(await apiRequest('GET', '/api/admin/judge'));
}

export const judgeOverviewQueryOptions = () => queryOptions({ queryKey: ['admin', 'judge'], queryFn: getJudgeOverview, staleTime: 0, refetchInterval: JUDGE_REFRESH_MS });

export function useJudgeOverview() {
  return useQuery(judgeOverviewQueryOptions());
}
