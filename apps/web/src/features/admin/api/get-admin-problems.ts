import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProblemList } from '@codepath/contract/admin-problems';
import { apiRequest } from '@/lib/api-client';

export async function getAdminProblems(): Promise<AdminProblemList> {
  return AdminProblemList.parse(await apiRequest('GET', '/api/admin/problems'));
}

export const adminProblemsQueryOptions = () => queryOptions({ queryKey: ['admin', 'problems'], queryFn: getAdminProblems, staleTime: 0 });

export function useAdminProblems() {
  return useQuery(adminProblemsQueryOptions());
}
