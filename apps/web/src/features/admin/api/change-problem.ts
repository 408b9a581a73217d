import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProblemDetail, UploadAnswer, VerifyStartedAnswer, type MetadataBody } from '@codepath/contract/admin-problems';
import { apiRequest } from '@/lib/api-client';
import { adminProblemQueryOptions } from './get-admin-problem';

const base = (slug: string) => `/api/admin/problems/${encodeURIComponent(slug)}`;

export async function publishVersion(slug: string, version: number): Promise<AdminProblemDetail> {
  return AdminProblemDetail.parse(await apiRequest('POST', `${base(slug)}/versions/${version}/publish`));
}

export async function setVisibility(slug: string, visibility: 'published' | 'hidden'): Promise<AdminProblemDetail> {
  return AdminProblemDetail.parse(await apiRequest('PUT', `${base(slug)}/visibility`, { body: { visibility } }));
}

export async function startVerification(slug: string, version: number): Promise<string> {
  return VerifyStartedAnswer.parse(await apiRequest('POST', `${base(slug)}/versions/${version}/verify`)).jobId;
}

export async function saveMetadata(slug: string, body: MetadataBody): Promise<UploadAnswer> {
  return UploadAnswer.parse(await apiRequest('PUT', `${base(slug)}/metadata`, { body }));
}

export type ProblemChange =
  | { type: 'publish'; version: number }
  | { type: 'visibility'; visibility: 'published' | 'hidden' }
  | { type: 'verify'; version: number }
  | { type: 'metadata'; body: MetadataBody };

/** Every change the problem page makes; the page reloads the problem after each. */
export function useChangeProblem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProblemChange): Promise<unknown> => {
      switch (change.type) {
        case 'publish':
          return publishVersion(slug, change.version);
        case 'visibility':
          return setVisibility(slug, change.visibility);
        case 'verify':
          return startVerification(slug, change.version);
        case 'metadata':
          return saveMetadata(slug, change.body);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProblemQueryOptions(slug).queryKey }),
  });
}
