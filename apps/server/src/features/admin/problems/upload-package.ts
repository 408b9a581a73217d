import path from 'node:path';
import type { UploadAnswer } from '@codepath/contract/admin-problems';
import { ProblemSlug } from '@codepath/contract/admin-problems';
import { AppError } from '../../../lib/app-error.ts';
import type { ProblemStore } from './problem-store.ts';
import { unpackUpload } from './unpack-upload.ts';

export interface UploadInput {
  archive: Buffer;
  /** The problem's name: given (a new version, or chosen), else the archive's top folder or file name. */
  slug: string | undefined;
  fileName: string | undefined;
  isNewProblem: boolean;
  archiveLimitBytes: number;
  actor: { id: string; email: string };
}

/** "Hello_World (2).zip" → "hello-world-2". */
export function slugFromName(name: string): string {
  return name
    .replace(/(\.tar)?\.(zip|tgz|gz|tar)$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

/**
 * Unpacks an uploaded archive safely, stores its package as a new draft version and
 * answers it; `verify` then starts its verification. Nothing of the upload is kept
 * on disk afterwards: the version lives in the database by content hash.
 */
export async function uploadPackage(
  store: ProblemStore,
  input: UploadInput,
  verify: (slug: string, version: number) => Promise<string>,
): Promise<UploadAnswer> {
  const upload = await unpackUpload(input.archive, { archiveBytes: input.archiveLimitBytes });
  try {
    const named = input.slug ?? upload.folderName ?? (input.fileName ? path.basename(input.fileName) : undefined);
    const slug = ProblemSlug.safeParse(named && (input.slug ?? slugFromName(named)));
    if (!slug.success) throw new AppError('BAD_REQUEST', 'Give the problem a name: 1 to 64 lower-case letters, digits and dashes.');
    const added = await store.addVersion({
      slug: slug.data,
      dir: upload.packageDir,
      isNewProblem: input.isNewProblem,
      note: `uploaded ${input.fileName ? path.basename(input.fileName) : 'an archive'}`,
      action: 'problem.upload',
      actor: input.actor,
    });
    const verifyJobId = added.isNewVersion ? await verify(slug.data, added.version) : null;
    return { slug: slug.data, version: added.version, isNewVersion: added.isNewVersion, verifyJobId, warnings: added.warnings };
  } finally {
    upload.remove();
  }
}
