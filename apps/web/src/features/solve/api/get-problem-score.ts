import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScoreRecord } from '@codepath/contract/scores';
import { apiRequest } from '@/lib/api-client';

export async function getProblemScore(problemId: string): Promise<ScoreRecord> {
  return ScoreRecord.parse(await apiRequest('GET', `/api/scores/problem/${encodeURIComponent(problemId)}`));
}

export const problemScoreQueryKey = (problemId: string) => ['scores', 'problem', problemId] as const;

export const problemScoreQueryOptions = (problemId: string) =>
  queryOptions({ queryKey: problemScoreQueryKey(problemId), queryFn: () => getProblemScore(problemId), staleTime: 0 });

/** A failed score fetch is only logged: the page works without the tracker. */
export function useProblemScore(problemId: string) {
  const query = useQuery({ ...problemScoreQueryOptions(problemId), retry: false });
  if (query.error) console.warn('Failed to load score data', query.error);
  return query;
}
