import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProblemDetail } from '@codepath/contract/problems';
import { apiRequest } from '@/lib/api-client';

export async function getProblemStatement(problemId: string): Promise<ProblemDetail> {
  return ProblemDetail.parse(await apiRequest('GET', `/api/problems/${encodeURIComponent(problemId)}`));
}

export const problemStatementQueryOptions = (problemId: string) => queryOptions({ queryKey: ['contest-problem', problemId], queryFn: () => getProblemStatement(problemId), staleTime: 60_000 });
export const useProblemStatement = (problemId: string | null) => useQuery({ ...problemStatementQueryOptions(problemId ?? ''), enabled: problemId !== null });
