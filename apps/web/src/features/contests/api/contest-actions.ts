import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnounceBody, AnswerBody, AskBody, ClockBody, ContestSubmitBody, CreateContestBody, ExtraTimeBody, RegisterBody } from '@codepath/contract/contests';
import { apiRequest } from '@/lib/api-client';
import { contestUrl } from './get-contest';

export async function createContest(body: CreateContestBody): Promise<{ id: string }> {
  return (await apiRequest('POST', '/api/app/contests', { body })) as { id: string };
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContest, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contests'] }) });
}

/** A call on one contest that changes what its page shows: the page's queries are read again after it. */
function useContestCall<Body>(id: string, method: (body: Body) => [string, unknown]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => {
      const [rest, payload] = method(body);
      return apiRequest('POST', contestUrl(id, rest), { body: payload });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contests', id] }),
  });
}

export const useRegister = (id: string) => useContestCall(id, (body: RegisterBody) => ['/register', body]);
export const useStartWindow = (id: string) => useContestCall(id, () => ['/start', {}]);
export const useStartVirtual = (id: string) => useContestCall(id, () => ['/virtual', {}]);
export const useSubmitToContest = (id: string) => useContestCall(id, (body: ContestSubmitBody) => ['/submissions', body]);
export const useAsk = (id: string) => useContestCall(id, (body: AskBody) => ['/clarifications', body]);
export const useAnswer = (id: string) => useContestCall(id, ({ clarificationId, ...body }: AnswerBody & { clarificationId: string }) => [`/clarifications/${encodeURIComponent(clarificationId)}/answer`, body]);
export const useAnnounce = (id: string) => useContestCall(id, (body: AnnounceBody) => ['/announcements', body]);
export const useClock = (id: string) => useContestCall(id, (body: ClockBody) => ['/clock', body]);
export const useInvite = (id: string) => useContestCall(id, (emails: string[]) => ['/invites', { emails }]);
export const useExtraTime = (id: string) => useContestCall(id, (body: ExtraTimeBody) => ['/extra-time', body]);
