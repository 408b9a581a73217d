import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LtiPlatform, LtiPlatformsAnswer, type CreateLtiPlatformBody } from '@codepath/contract/lti';
import { apiRequest } from '@/lib/api-client';

export async function getLtiPlatforms(): Promise<LtiPlatformsAnswer> {
  return LtiPlatformsAnswer.parse(await apiRequest('GET', '/api/admin/lti/platforms'));
}

export const ltiPlatformsQueryOptions = () => queryOptions({ queryKey: ['admin', 'lti-platforms'], queryFn: getLtiPlatforms, staleTime: 0 });
export const useLtiPlatforms = () => useQuery(ltiPlatformsQueryOptions());

export async function addLtiPlatform(body: CreateLtiPlatformBody): Promise<LtiPlatform> {
  return LtiPlatform.parse(await apiRequest('POST', '/api/admin/lti/platforms', { body }));
}

export async function changeLtiPlatform({ id, body }: { id: string; body: CreateLtiPlatformBody }): Promise<LtiPlatform> {
  return LtiPlatform.parse(await apiRequest('PUT', `/api/admin/lti/platforms/${encodeURIComponent(id)}`, { body }));
}

export async function removeLtiPlatform(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/lti/platforms/${encodeURIComponent(id)}`);
}

export function useChangeLtiPlatforms() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ltiPlatformsQueryOptions().queryKey });
  return {
    add: useMutation({ mutationFn: addLtiPlatform, onSuccess: refresh }),
    change: useMutation({ mutationFn: changeLtiPlatform, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeLtiPlatform, onSuccess: refresh }),
  };
}
