import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadAnswer } from '@codepath/contract/admin-problems';
import { apiRequest } from '@/lib/api-client';

export type UploadInput = { file: File; slug?: string };

/** zip as zip, anything else (tar.gz, tgz, tar) as gzip; the server reads the archive itself to tell. */
const contentTypeOf = (file: File) => (/\.zip$/i.test(file.name) ? 'application/zip' : 'application/gzip');

/** Uploads a package archive: a new problem (`slug` given or taken from the archive), or a new version of `existingSlug`. */
export async function uploadPackage({ file, slug, existingSlug }: UploadInput & { existingSlug?: string }): Promise<UploadAnswer> {
  const query = new URLSearchParams({ fileName: file.name, ...(slug && !existingSlug ? { slug } : {}) });
  const path = existingSlug ? `/api/admin/problems/${encodeURIComponent(existingSlug)}/versions?${query}` : `/api/admin/problems/upload?${query}`;
  return UploadAnswer.parse(await apiRequest('POST', path, { rawBody: { data: file, contentType: contentTypeOf(file) } }));
}

export function useUploadPackage(existingSlug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadPackage({ ...input, ...(existingSlug ? { existingSlug } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'problems'] }),
  });
}
