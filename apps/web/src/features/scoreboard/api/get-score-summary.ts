import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScoreSummary } from '@codepath/contract/score-board';
import { apiRequest } from '@/lib/api-client';

export async function getScoreSummary(): Promise<ScoreSummary> {
  return ScoreSummary.parse(await apiRequest('GET', '/api/scores/summary'));
}

export const scoreSummaryQueryOptions = () => queryOptions({ queryKey: ['scores', 'summary'], queryFn: getScoreSummary, staleTime: 0 });

export function useScoreSummary() {
  return useQuery(scoreSummaryQueryOptions());
}
