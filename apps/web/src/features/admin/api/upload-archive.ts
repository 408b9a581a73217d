import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArchiveUploadAnswer } from '@codepath/contract/admin-problems';
import { apiRequest } from '@/lib/api-client';

/** zip as zip, anything else (tar.gz, tgz, tar) as gzip; the server reads the archive itself to tell. */
const contentTypeOf = (file: File) => (/\.zip$/i.test(file.name) ? 'application/zip' : 'application/gzip');

/** Uploads an archive of several packages (a contest's problems): each becomes a new problem, reported one by one. */
export async function uploadArchive(file: File): Promise<ArchiveUploadAnswer> {
  const query = new URLSearchParams({ fileName: file.name });
  return ArchiveUploadAnswer.parse(await apiRequest('POST', `/api/admin/problems/upload-archive?${query}`, { rawBody: { data: file, contentType: contentTypeOf(file) } }));
}

export function useUploadArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadArchive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'problems'] }),
  });
}
