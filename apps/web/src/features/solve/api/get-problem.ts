import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProblemDetail } from '@codepath/contract/problems';
import { apiRequest } from '@/lib/api-client';

export async function getProblem(problemId: string): Promise<ProblemDetail> {
  return ProblemDetail.parse(await apiRequest('GET', `/api/problems/${encodeURIComponent(problemId)}`));
}

export const problemQueryOptions = (problemId: string) =>
  queryOptions({ queryKey: ['problems', problemId], queryFn: () => getProblem(problemId) });

export function useProblem(problemId: string) {
  return useQuery(problemQueryOptions(problemId));
}
