import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { JudgeError } from '@codepath/judge/errors';
import { hashPackageDir } from '@codepath/judge/package/package-hash';
import { readProblemPackage, type ProblemPackage } from '@codepath/judge/package/read-package';
import type { Database } from '../../db/client.ts';
import { problems } from '../../db/schema-judging.ts';
import { backgroundJobs } from '../../db/schema-jobs.ts';
import { problemPackages, problemVersions } from '../../db/schema-packages.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { lastVersion, lockProblem, type Catalogue } from './catalogue.ts';
import { packPackageDir } from './package-archive.ts';
import { packageToRecord } from './problem-record.ts';

export interface NewVersion {
  slug: string;
  /** A complete package folder (the caller removes it afterwards). */
  dir: string;
  /** True: the upload of a new problem, refused when the slug is taken. */
  isNewProblem: boolean;
  note: string;
  action: 'problem.upload' | 'problem.edit';
  actor: Exclude<AuditActor, 'command line'>;
}

export interface AddedVersion {
  version: number;
  /** False: the files are exactly those of an existing version, which is answered. */
  isNewVersion: boolean;
  warnings: string[];
}

/**
 * A problem's versions as the admin area changes them (features/admin calls these
 * through its own ports): every upload or edit is stored once by content hash (both
 * modes, so any worker can fetch it) as a new draft version; publishing a version
 * that passed its verification makes it what learners get; hiding takes the problem
 * from learners. Each runs under the problem's lock and is audited in its transaction.
 */
export interface ProblemVersions {
  addVersion(input: NewVersion): Promise<AddedVersion>;
  publish(slug: string, version: number, actor: AuditActor): Promise<void>;
  setVisibility(slug: string, visibility: 'published' | 'hidden', actor: AuditActor): Promise<void>;
  /** The files of a version, to download or edit; undefined when they are kept nowhere any more. */
  filesOf(slug: string, version: number): Promise<ProblemPackage | undefined>;
}

const VERIFY_NEEDED = 'Only a version that passed its verification can be published. Verify it first.';

/** A package reader's message without the temporary folder it was read from. */
const withoutFolder = (message: string, dir: string) => message.split(`${dir}/`).join('').split(dir).join('the package');

function readUploaded(dir: string): ProblemPackage {
  try {
    return readProblemPackage(dir);
  } catch (error) {
    if (error instanceof JudgeError) throw new AppError('BAD_REQUEST', `The package is not valid: ${withoutFolder(error.message, dir)}`);
    throw error;
  }
}

export function createProblemVersions(db: Database, catalogue: Catalogue, onProblemChanged: (slug: string) => void): ProblemVersions {
  /**
   * A folder problem's first upload: its current version was judged from the folder,
   * which the import now leaves alone, so its files are stored by hash first.
   */
  async function keepFolderVersion(tx: Database, slug: string, contentHash: string): Promise<void> {
    const { problemsDir } = catalogue;
    const dir = problemsDir && path.join(problemsDir, slug);
    if (!dir || !fs.existsSync(path.join(dir, 'problem.yaml')) || hashPackageDir(dir) !== contentHash) return;
    const archive = await packPackageDir(dir);
    await tx.insert(problemPackages).values({ contentHash, archive, byteSize: archive.length }).onConflictDoNothing();
  }

  return {
    async addVersion(input) {
      const pkg = readUploaded(input.dir);
      const contentHash = hashPackageDir(input.dir);
      const { record, warnings } = packageToRecord({ ...pkg, slug: input.slug }, contentHash);
      const { slug: _slug, ...versionRecord } = record;
      const archive = await packPackageDir(input.dir);
      const added = await db.transaction(async (tx) => {
        await lockProblem(tx, input.slug);
        const [existing] = await tx.select().from(problems).where(eq(problems.slug, input.slug));
        if (existing && input.isNewProblem) {
          throw new AppError('CONFLICT', `A problem named ${input.slug} exists already. Upload a new version on its page, or choose another name.`);
        }
        if (!existing && !input.isNewProblem) throw new AppError('NOT_FOUND', 'Problem not found');
        const [same] = await tx
          .select({ version: problemVersions.version })
          .from(problemVersions)
          .where(and(eq(problemVersions.slug, input.slug), eq(problemVersions.contentHash, contentHash)));
        if (same) return { version: same.version, isNewVersion: false };
        await tx.insert(problemPackages).values({ contentHash, archive, byteSize: archive.length }).onConflictDoNothing();
        if (existing?.managedBy === 'folder') await keepFolderVersion(tx, input.slug, existing.contentHash);
        const version = (await lastVersion(tx, input.slug)) + 1;
        if (!existing) {
          await tx.insert(problems).values({ ...record, slug: input.slug, version, visibility: 'draft', managedBy: 'upload' });
        } else if (existing.visibility === 'draft') {
          // Nothing of a draft is served: its row shows the latest version in the admin area.
          await tx.update(problems).set({ ...versionRecord, version, managedBy: 'upload' }).where(eq(problems.slug, input.slug));
        } else {
          await tx.update(problems).set({ managedBy: 'upload' }).where(eq(problems.slug, input.slug));
        }
        await tx.insert(problemVersions).values({
          slug: input.slug,
          version,
          contentHash,
          origin: 'upload',
          record: versionRecord,
          warnings,
          createdBy: input.actor.id,
          note: input.note,
        });
        await recordAudit(tx, input.actor, {
          action: input.action,
          targetType: 'problem',
          targetId: input.slug,
          before: existing ? { latestVersion: version - 1 } : null,
          after: { latestVersion: version, contentHash, note: input.note },
        });
        return { version, isNewVersion: true };
      });
      if (added.isNewVersion) onProblemChanged(input.slug);
      return { ...added, warnings };
    },

    async publish(slug, version, actor) {
      await db.transaction(async (tx) => {
        await lockProblem(tx, slug);
        const [row] = await tx
          .select({ record: problemVersions.record, verifyJobId: problemVersions.verifyJobId, problemVersion: problems.version, visibility: problems.visibility })
          .from(problemVersions)
          .innerJoin(problems, eq(problems.slug, problemVersions.slug))
          .where(and(eq(problemVersions.slug, slug), eq(problemVersions.version, version)));
        if (!row) throw new AppError('NOT_FOUND', 'Version not found');
        if (!row.record) throw new AppError('BAD_REQUEST', 'This version came from the problems folder, which publishes it by itself. Upload or edit to make a version to publish.');
        const [verify] = row.verifyJobId ? await tx.select({ status: backgroundJobs.status, result: backgroundJobs.result }).from(backgroundJobs).where(eq(backgroundJobs.id, row.verifyJobId)) : [];
        if (verify?.status !== 'done' || verify.result?.isOk !== true) throw new AppError('BAD_REQUEST', VERIFY_NEEDED);
        const now = new Date();
        await tx.update(problems).set({ ...row.record, version, visibility: 'published', importedAt: now }).where(eq(problems.slug, slug));
        await tx.update(problemVersions).set({ publishedAt: now }).where(and(eq(problemVersions.slug, slug), eq(problemVersions.version, version)));
        await recordAudit(tx, actor, {
          action: 'problem.publish',
          targetType: 'problem',
          targetId: slug,
          before: { version: row.visibility === 'draft' ? null : row.problemVersion, visibility: row.visibility },
          after: { version, visibility: 'published' },
        });
      });
      onProblemChanged(slug);
    },

    async setVisibility(slug, visibility, actor) {
      await db.transaction(async (tx) => {
        await lockProblem(tx, slug);
        const [row] = await tx.select({ visibility: problems.visibility }).from(problems).where(eq(problems.slug, slug));
        if (!row) throw new AppError('NOT_FOUND', 'Problem not found');
        if (row.visibility === 'draft') throw new AppError('BAD_REQUEST', 'This problem was never published. Publish a version that passed its verification.');
        if (row.visibility === visibility) return;
        await tx.update(problems).set({ visibility }).where(eq(problems.slug, slug));
        await recordAudit(tx, actor, {
          action: visibility === 'hidden' ? 'problem.hide' : 'problem.unhide',
          targetType: 'problem',
          targetId: slug,
          before: { visibility: row.visibility },
          after: { visibility },
        });
      });
      onProblemChanged(slug);
    },

    async filesOf(slug, version) {
      const [row] = await db
        .select({ contentHash: problemVersions.contentHash })
        .from(problemVersions)
        .where(and(eq(problemVersions.slug, slug), eq(problemVersions.version, version)));
      if (!row) return undefined;
      const stored = await catalogue.loadStored(row.contentHash);
      if (stored) return stored;
      const dir = catalogue.problemsDir && path.join(catalogue.problemsDir, slug);
      if (!dir || !fs.existsSync(path.join(dir, 'problem.yaml')) || hashPackageDir(dir) !== row.contentHash) return undefined;
      return readProblemPackage(dir);
    },
  };
}
