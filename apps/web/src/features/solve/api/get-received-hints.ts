import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceivedHintsAnswer } from '@codepath/contract/hints';
import { apiRequest } from '@/lib/api-client';

export async function getReceivedHints(problemId: string): Promise<ReceivedHintsAnswer> {
  return ReceivedHintsAnswer.parse(await apiRequest('GET', `/api/ai/hints/${encodeURIComponent(problemId)}`));
}

export const receivedHintsQueryKey = (problemId: string) => ['hints', 'received', problemId] as const;

export const receivedHintsQueryOptions = (problemId: string) =>
  queryOptions({ queryKey: receivedHintsQueryKey(problemId), queryFn: () => getReceivedHints(problemId), staleTime: 0 });

/**
 * The hints the learner already received for this problem, kept by the server so they
 * survive reloads and other browsers. Asked only once a hint has been taken.
 */
export function useReceivedHints(problemId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...receivedHintsQueryOptions(problemId), enabled, retry: false });
}
