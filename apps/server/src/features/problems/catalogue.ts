import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { readProblemPackage, type ProblemPackage } from '@codepath/judge/package/read-package';
import type { Database } from '../../db/client.ts';
import { problems } from '../../db/schema-judging.ts';
import { problemPackages, problemVersions } from '../../db/schema-packages.ts';
import { repositoryRoot } from '../../paths.ts';
import { hashPackageDir } from '@codepath/judge/package/package-hash';
import { fingerprintDir } from './folder-fingerprint.ts';
import { packPackageDir } from './package-archive.ts';
import { createPackageCache } from './package-cache.ts';
import { packageToRecord, type ProblemRecord } from './problem-record.ts';

export interface LoadedProblem {
  pkg: ProblemPackage;
  version: number;
  contentHash: string;
}

export type ImportOutcome =
  | { slug: string; result: 'added' | 'updated' | 'unchanged'; version: number; warnings: string[] }
  /** The problem's versions come from the admin area: its folder is left out. */
  | { slug: string; result: 'managed'; version: number; warnings: string[] }
  | { slug: string; result: 'failed'; error: string };

export interface CatalogueOptions {
  /** The package folders to import. A catalogue without one (a judge worker) only loads. */
  problemsDir?: string | undefined;
  /**
   * Scale-out mode: every imported version is stored in the database as an
   * archive, and `load` judges from the stored version, fetched into
   * `packageCacheDir`, instead of from `problemsDir`.
   */
  storePackages?: boolean | undefined;
  /** Where fetched packages are kept, one folder per content hash; default `<dataDir>/package-cache`. */
  packageCacheDir?: string | undefined;
  /** Used for the default `packageCacheDir`; default the default DATA_DIR, `data` in the repository. */
  dataDir?: string | undefined;
  /** Called when a worker fetched a package from the database into its cache. */
  onPackageFetched?: ((event: { contentHash: string; archiveBytes: number }) => void) | undefined;
  /** Called each time a package folder is hashed, which reads every file of it. */
  onPackageHashed?: ((dir: string) => void) | undefined;
  /** Called after an import added a problem or changed one's row (a new version). */
  onProblemChanged?: ((slug: string) => void) | undefined;
}

/**
 * The problem packages, imported into the database, and the package of any
 * version for the judge. See README.md (Import and versions) for the two modes.
 */
export interface Catalogue {
  readonly problemsDir: string | undefined;
  /** Validates every package folder and imports it by slug; unchanged ones keep their version. */
  importAll(): Promise<ImportOutcome[]>;
  /**
   * The package of that version of the problem, or undefined when it cannot be had.
   * Folder mode has only the files on disk: it answers those (imported first if they
   * changed), with their version, whatever version was asked. A version uploaded in
   * the admin area is always judged from its stored archive. Without a version: the
   * current one.
   */
  load(slug: string, version?: number): Promise<LoadedProblem | undefined>;
  /** The package folder of any version kept by content hash (uploaded, or imported in store mode); undefined when none is stored. */
  loadStored(contentHash: string): Promise<ProblemPackage | undefined>;
}

/** First key of the import lock; the second is the slug's hash, so different problems import side by side. */
const IMPORT_LOCK_CLASS = 7_301_943;

interface VersionRef {
  version: number;
  contentHash: string;
  origin: 'folder' | 'upload';
}

/**
 * One writer of a problem's versions at a time, on every server sharing the database
 * (the folder import, an upload, an edit, a publish): hold it for the transaction.
 */
export async function lockProblem(tx: Database, slug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}::integer, hashtext(${slug}::text))`);
}

/** The highest version number the problem has had (drafts included); 0 for none. */
export async function lastVersion(tx: Database, slug: string): Promise<number> {
  const [row] = await tx.select({ version: sql<number | null>`max(${problemVersions.version})` }).from(problemVersions).where(eq(problemVersions.slug, slug));
  return Number(row?.version ?? 0);
}

class PackageChangedError extends Error {
  constructor(dir: string) {
    super(`${dir}: files changed while the package was imported; import it again`);
  }
}

export function defaultPackageCacheDir(dataDir: string): string {
  return path.join(dataDir, 'package-cache');
}

export function createCatalogue(db: Database, options: CatalogueOptions): Catalogue {
  const { problemsDir, storePackages = false } = options;
  /** Folder mode: what was last read from each package folder, and the folder's fingerprint then. */
  const onDisk = new Map<string, { loaded: LoadedProblem; fingerprint: string }>();
  /** (slug, version) → content hash; a version's content never changes. */
  const versionHashes = new Map<string, Omit<VersionRef, 'version'>>();
  const hashDir = (dir: string) => {
    options.onPackageHashed?.(dir);
    return hashPackageDir(dir);
  };
  // Store mode judges every version from the cache; folder mode only the versions uploaded in the admin area.
  const cache = createPackageCache({
        cacheDir: options.packageCacheDir ?? defaultPackageCacheDir(options.dataDir ?? path.join(repositoryRoot, 'data')),
        hashDir,
        fetchArchive: async (contentHash) => {
          const [row] = await db.select({ archive: problemPackages.archive }).from(problemPackages).where(eq(problemPackages.contentHash, contentHash));
          return row?.archive;
        },
        onFetched: (contentHash, archiveBytes) => options.onPackageFetched?.({ contentHash, archiveBytes }),
      });

  async function importOne(dir: string): Promise<ImportOutcome> {
    const slug = path.basename(dir);
    let pkg: ProblemPackage;
    let contentHash: string;
    let fingerprint: string;
    try {
      // Taken first: a file written while the folder is read makes the next load look again.
      fingerprint = fingerprintDir(dir);
      contentHash = hashDir(dir);
      pkg = readProblemPackage(dir);
    } catch (error) {
      onDisk.delete(slug);
      return { slug, result: 'failed', error: (error as Error).message };
    }
    const { record, warnings } = packageToRecord(pkg, contentHash);
    let outcome: { result: 'added' | 'updated' | 'unchanged' | 'managed'; version: number };
    try {
      outcome = await importLocked(dir, slug, contentHash, record);
    } catch (error) {
      if (!(error instanceof PackageChangedError)) throw error;
      return { slug, result: 'failed', error: error.message };
    }
    if (outcome.result !== 'managed') versionHashes.set(`${slug}@${outcome.version}`, { contentHash, origin: 'folder' });
    onDisk.set(slug, { loaded: { pkg, version: outcome.version, contentHash }, fingerprint });
    if (outcome.result === 'managed') onDisk.delete(slug);
    if (outcome.result === 'added' || outcome.result === 'updated') options.onProblemChanged?.(slug);
    return { slug, ...outcome, warnings };
  }

  /**
   * One importer at a time per slug, on every server sharing the database: the same
   * files never get two versions, changed files get exactly one more.
   */
  function importLocked(
    dir: string,
    slug: string,
    contentHash: string,
    record: ProblemRecord,
  ): Promise<{ result: 'added' | 'updated' | 'unchanged' | 'managed'; version: number }> {
    return db.transaction(async (tx) => {
      await lockProblem(tx, slug);
      const [managed] = await tx.select({ version: problems.version }).from(problems).where(and(eq(problems.slug, slug), eq(problems.managedBy, 'upload')));
      if (managed) return { result: 'managed' as const, version: managed.version };
      if (storePackages) {
        const [stored] = await tx.select({ hash: problemPackages.contentHash }).from(problemPackages).where(eq(problemPackages.contentHash, contentHash));
        if (!stored) {
          const archive = await packPackageDir(dir);
          // The archive must hold the files the hash was taken of.
          if (hashDir(dir) !== contentHash) throw new PackageChangedError(dir);
          await tx.insert(problemPackages).values({ contentHash, archive, byteSize: archive.length }).onConflictDoNothing();
        }
      }
      const [existing] = await tx.select({ hash: problems.contentHash, version: problems.version }).from(problems).where(eq(problems.slug, slug));
      if (existing?.hash === contentHash) {
        // Rows imported before versions were recorded get theirs now.
        await tx.insert(problemVersions).values({ slug, version: existing.version, contentHash }).onConflictDoNothing();
        return { result: 'unchanged' as const, version: existing.version };
      }
      const version = existing ? (await lastVersion(tx, slug)) + 1 : 1;
      await tx
        .insert(problems)
        .values({ ...record, version })
        .onConflictDoUpdate({ target: problems.slug, set: { ...record, version, importedAt: new Date() } });
      await tx.insert(problemVersions).values({ slug, version, contentHash });
      return { result: existing ? ('updated' as const) : ('added' as const), version };
    });
  }

  async function loadFromFolder(slug: string): Promise<LoadedProblem | undefined> {
    if (!problemsDir || slug.includes('/') || slug.includes('\\') || slug.startsWith('.')) return undefined;
    const dir = path.join(problemsDir, slug);
    const known = onDisk.get(slug);
    if (known) {
      let fingerprint: string | undefined;
      try {
        fingerprint = fingerprintDir(dir);
      } catch {
        fingerprint = undefined;
      }
      if (fingerprint === known.fingerprint) return known.loaded;
    }
    if (!fs.existsSync(path.join(dir, 'problem.yaml'))) return undefined;
    const outcome = await importOne(dir);
    return outcome.result === 'failed' ? undefined : onDisk.get(slug)?.loaded;
  }

  async function versionOf(slug: string, version: number | undefined): Promise<VersionRef | undefined> {
    if (version === undefined) {
      const [row] = await db.select({ version: problems.version }).from(problems).where(eq(problems.slug, slug));
      if (!row) return undefined;
      version = row.version;
    }
    const key = `${slug}@${version}`;
    let known = versionHashes.get(key);
    if (known === undefined) {
      const [row] = await db
        .select({ contentHash: problemVersions.contentHash, origin: problemVersions.origin })
        .from(problemVersions)
        .where(and(eq(problemVersions.slug, slug), eq(problemVersions.version, version)));
      if (!row) return undefined;
      known = row;
      versionHashes.set(key, known);
    }
    return { version, ...known };
  }

  async function loadFromStore(slug: string, wanted: VersionRef): Promise<LoadedProblem | undefined> {
    const pkg = await cache.get(wanted.contentHash);
    // The cache folder is named by hash, so the reader saw the hash as the slug.
    return pkg && { pkg: { ...pkg, slug }, version: wanted.version, contentHash: wanted.contentHash };
  }

  return {
    problemsDir,
    async importAll() {
      if (!problemsDir) throw new Error('this catalogue has no problems folder to import');
      const folders = fs
        .readdirSync(problemsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
      const outcomes: ImportOutcome[] = [];
      for (const folder of folders) outcomes.push(await importOne(path.join(problemsDir, folder)));
      return outcomes;
    },
    async load(slug, version) {
      if (!storePackages) {
        // Folder mode: the files on disk, unless the version asked for (or the current one) was uploaded.
        const wanted = await versionOf(slug, version);
        if (wanted?.origin === 'upload') return loadFromStore(slug, wanted);
        const fromFolder = await loadFromFolder(slug);
        if (fromFolder || !wanted) return fromFolder;
        // A folder problem since taken over by uploads: its folder version was stored at the first upload.
        return loadFromStore(slug, wanted);
      }
      const wanted = await versionOf(slug, version);
      return wanted && loadFromStore(slug, wanted);
    },
    loadStored: (contentHash) => cache.get(contentHash),
  };
}
