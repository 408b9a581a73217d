import { useQuery } from '@tanstack/react-query';
import { AiStatusAnswer } from '@codepath/contract/hints';
import { apiRequest } from '@/lib/api-client';

export async function getAiStatus(): Promise<AiStatusAnswer> {
  return AiStatusAnswer.parse(await apiRequest('GET', '/api/ai/status'));
}

/** Which model writes AI hints; asked only when a hint does not name it. A failure is only logged. */
export function useAiStatus({ enabled }: { enabled: boolean }) {
  const query = useQuery({ queryKey: ['ai', 'status'], queryFn: getAiStatus, enabled, retry: false, staleTime: Infinity });
  if (query.error) console.warn('Failed to load the hint model', query.error);
  return query;
}
