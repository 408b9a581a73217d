import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JudgeOverview, type ProblemJobKind } from '@codepath/contract/admin-judge';
import { apiRequest } from '@/lib/api-client';
import { judgeOverviewQueryOptions } from './get-judge-overview';

export type JobAction = 'requeue' | 'fail';

export async function actOnJob({ kind, id, action }: { kind: ProblemJobKind; id: string; action: JobAction }): Promise<JudgeOverview> {
  return JudgeOverview.parse(await apiRequest('POST', `/api/admin/judge/jobs/${kind}/${encodeURIComponent(id)}/${action}`));
}

export function useActOnJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actOnJob, onSuccess: (overview) => queryClient.setQueryData(judgeOverviewQueryOptions().queryKey, overview) });
}
