import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProblemListAnswer } from '@codepath/contract/problems';
import { apiRequest } from '@/lib/api-client';

/** The published problems an organiser may put in a contest. */
export async function getCatalogue(): Promise<ProblemListAnswer> {
  return ProblemListAnswer.parse(await apiRequest('GET', '/api/problems'));
}

export const catalogueQueryOptions = () => queryOptions({ queryKey: ['contest-catalogue'], queryFn: getCatalogue, staleTime: 60_000 });
export const useCatalogue = () => useQuery(catalogueQueryOptions());
