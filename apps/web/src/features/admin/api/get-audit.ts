import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AuditAnswer } from '@codepath/contract/admin-audit';
import { apiRequest } from '@/lib/api-client';

export async function getAudit(search: string, cursor: string | null): Promise<AuditAnswer> {
  const params = new URLSearchParams({ ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
  return AuditAnswer.parse(await apiRequest('GET', `/api/admin/audit?${params}`));
}

export const auditQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ pageParam }) => getAudit(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useAudit = (search: string) => useInfiniteQuery(auditQueryOptions(search));
