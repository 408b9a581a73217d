import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProblemListAnswer } from '@codepath/contract/problems';
import { apiRequest } from '@/lib/api-client';

export async function getProblems(): Promise<ProblemListAnswer> {
  return ProblemListAnswer.parse(await apiRequest('GET', '/api/problems'));
}

export const problemsQueryOptions = () => queryOptions({ queryKey: ['problems'], queryFn: getProblems, staleTime: 0 });

export function useProblems() {
  return useQuery(problemsQueryOptions());
}
