import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProblemDetail } from '@codepath/contract/admin-problems';
import { apiRequest } from '@/lib/api-client';

/** While a verification runs, the page asks this often for its rows. */
export const VERIFY_REFRESH_MS = 1_000;

export async function getAdminProblem(slug: string): Promise<AdminProblemDetail> {
  return AdminProblemDetail.parse(await apiRequest('GET', `/api/admin/problems/${encodeURIComponent(slug)}`));
}

const isVerifying = (detail: AdminProblemDetail | undefined) => detail?.versions.some((row) => row.verify.state === 'queued' || row.verify.state === 'running') ?? false;

export const adminProblemQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'problems', slug],
    queryFn: () => getAdminProblem(slug),
    staleTime: 0,
    refetchInterval: (query) => (isVerifying(query.state.data) ? VERIFY_REFRESH_MS : false),
  });

export function useAdminProblem(slug: string) {
  return useQuery(adminProblemQueryOptions(slug));
}
