import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RejudgeDetail, RejudgeList, type StartRejudgeBody } from '@codepath/contract/admin-rejudges';
import { apiRequest } from '@/lib/api-client';

/** While a rejudge runs, its page and the list ask this often. */
export const REJUDGE_REFRESH_MS = 1_500;

const isRunning = (rejudge: Pick<RejudgeDetail, 'counts'>) => rejudge.counts.queued + rejudge.counts.running > 0;

export async function getRejudges(): Promise<RejudgeList> {
  return RejudgeList.parse(await apiRequest('GET', '/api/admin/rejudges'));
}

export async function getRejudge(id: string): Promise<RejudgeDetail> {
  return RejudgeDetail.parse(await apiRequest('GET', `/api/admin/rejudges/${encodeURIComponent(id)}`));
}

export async function startRejudge(body: StartRejudgeBody): Promise<RejudgeDetail> {
  return RejudgeDetail.parse(await apiRequest('POST', '/api/admin/rejudges', { body }));
}

export async function cancelRejudge(id: string): Promise<RejudgeDetail> {
  return RejudgeDetail.parse(await apiRequest('POST', `/api/admin/rejudges/${encodeURIComponent(id)}/cancel`));
}

export const rejudgesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'rejudges'], queryFn: getRejudges, staleTime: 0, refetchInterval: (query) => (query.state.data?.some(isRunning) ? REJUDGE_REFRESH_MS : false) });

export const rejudgeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'rejudges', id], queryFn: () => getRejudge(id), staleTime: 0, refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? REJUDGE_REFRESH_MS : false) });

export const useRejudges = () => useQuery(rejudgesQueryOptions());
export const useRejudge = (id: string) => useQuery(rejudgeQueryOptions(id));

export function useStartRejudge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startRejudge, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'rejudges'] }) });
}

export function useCancelRejudge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => cancelRejudge(id), onSuccess: (detail) => queryClient.setQueryData(rejudgeQueryOptions(id).queryKey, detail) });
}
