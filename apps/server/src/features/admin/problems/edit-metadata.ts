import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MetadataBody, UploadAnswer } from '@codepath/contract/admin-problems';
import { AppError } from '../../../lib/app-error.ts';
import { describeChanges, readMetadata, writeMetadata } from './package-metadata.ts';
import type { ProblemStore } from './problem-store.ts';

const joinNames = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * Saves the editor's metadata as a new version: the files of `baseVersion` with the
 * metadata written into them, stored and verified like an upload. Refused when a
 * newer version exists (another edit or upload came first) or nothing changed.
 */
export async function editMetadata(
  store: ProblemStore,
  slug: string,
  body: MetadataBody,
  latestVersion: number,
  actor: { id: string; email: string },
  verify: (slug: string, version: number) => Promise<string>,
): Promise<UploadAnswer> {
  if (body.baseVersion !== latestVersion) {
    throw new AppError('CONFLICT', `Version ${latestVersion} was saved since you opened version ${body.baseVersion}. Reload the page and make your changes again.`);
  }
  const base = await store.filesOf(slug, body.baseVersion);
  if (!base) throw new AppError('BAD_REQUEST', `The files of version ${body.baseVersion} are no longer kept. Upload the package again to edit it.`);
  const { baseVersion: _baseVersion, ...metadata } = body;
  const changed = describeChanges(readMetadata(base), metadata);
  if (changed.length === 0) throw new AppError('BAD_REQUEST', 'Nothing changed: the version is the same as before.');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-edit-'));
  try {
    const dir = path.join(work, slug);
    writeMetadata(base.dir, dir, metadata);
    const added = await store.addVersion({ slug, dir, isNewProblem: false, note: `edited ${joinNames(changed)}`, action: 'problem.edit', actor });
    const verifyJobId = added.isNewVersion ? await verify(slug, added.version) : null;
    return { slug, version: added.version, isNewVersion: added.isNewVersion, verifyJobId, warnings: added.warnings };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
