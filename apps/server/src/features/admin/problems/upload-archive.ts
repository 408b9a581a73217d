import fs from 'node:fs';
import path from 'node:path';
import { MAX_ARCHIVE_PACKAGES, ProblemSlug, type ArchivePackageReport, type ArchiveUploadAnswer } from '@codepath/contract/admin-problems';
import { AppError } from '../../../lib/app-error.ts';
import type { ProblemStore } from './problem-store.ts';
import { unpackArchive } from './unpack-upload.ts';
import { slugFromName } from './upload-package.ts';

/** How deep below the archive's top a package folder may sit ("contest/round/problem"). */
const MAX_DEPTH = 3;

/** Folders holding a problem.yaml, in name order; a package's own subfolders are not searched. */
function findPackageFolders(root: string, relative = '', depth = 0): string[] {
  const dir = path.join(root, relative);
  if (fs.existsSync(path.join(dir, 'problem.yaml'))) return [relative];
  if (depth >= MAX_DEPTH) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => findPackageFolders(root, path.join(relative, name), depth + 1));
}

/**
 * An archive of several packages (a contest's problems): each folder with a problem.yaml
 * is stored as a new problem named by its folder and verified, as one upload each would
 * be; one that cannot be stored (a name taken, a package the reader refuses) is reported
 * by folder with why, and the others go on.
 */
export async function uploadArchive(
  store: ProblemStore,
  input: { archive: Buffer; fileName: string | undefined; archiveLimitBytes: number; actor: { id: string; email: string } },
  verify: (slug: string, version: number) => Promise<string>,
): Promise<ArchiveUploadAnswer> {
  const upload = await unpackArchive(input.archive, { archiveBytes: input.archiveLimitBytes });
  try {
    const folders = findPackageFolders(upload.root);
    if (folders.length === 0) throw new AppError('BAD_REQUEST', 'The archive holds no problem package (no folder with a problem.yaml).');
    if (folders.length > MAX_ARCHIVE_PACKAGES) throw new AppError('BAD_REQUEST', `The archive holds ${folders.length} packages; upload at most ${MAX_ARCHIVE_PACKAGES} at once.`);
    const packages: ArchivePackageReport[] = [];
    for (const folder of folders) {
      const shown = folder === '' ? '.' : folder.split(path.sep).join('/');
      // A package at the archive's top is named by the archive's file.
      const slug = ProblemSlug.safeParse(slugFromName(folder === '' ? path.basename(input.fileName ?? '') : path.basename(folder)));
      if (!slug.success) {
        packages.push({ folder: shown, slug: null, version: null, verifyJobId: null, warnings: [], error: 'Its folder name makes no problem name: 1 to 64 lower-case letters, digits and dashes.' });
        continue;
      }
      try {
        const added = await store.addVersion({
          slug: slug.data,
          dir: path.join(upload.root, folder),
          isNewProblem: true,
          note: `uploaded ${shown} from ${input.fileName ? path.basename(input.fileName) : 'an archive'}`,
          action: 'problem.upload',
          actor: input.actor,
        });
        const verifyJobId = added.isNewVersion ? await verify(slug.data, added.version) : null;
        packages.push({ folder: shown, slug: slug.data, version: added.version, verifyJobId, warnings: added.warnings, error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        packages.push({ folder: shown, slug: slug.data, version: null, verifyJobId: null, warnings: [], error: error.userMessage });
      }
    }
    return { packages };
  } finally {
    upload.remove();
  }
}
