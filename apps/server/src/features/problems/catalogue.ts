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
   * changed), with their version, whatever version was asked. Without a version: the
   * current one.
   */
  load(slug: string, version?: number): Promise<LoadedProblem | undefined>;
}

/** First key of the import lock; the second is the slug's hash, so different problems import side by side. */
const IMPORT_LOCK_CLASS = 7_301_943;

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
  const versionHashes = new Map<string, string>();
  const hashDir = (dir: string) => {
    options.onPackageHashed?.(dir);
    return hashPackageDir(dir);
  };
  const cache = storePackages
    ? createPackageCache({
        cacheDir: options.packageCacheDir ?? defaultPackageCacheDir(options.dataDir ?? path.join(repositoryRoot, 'data')),
        hashDir,
        fetchArchive: async (contentHash) => {
          const [row] = await db.select({ archive: problemPackages.archive }).from(problemPackages).where(eq(problemPackages.contentHash, contentHash));
          return row?.archive;
        },
        onFetched: (contentHash, archiveBytes) => options.onPackageFetched?.({ contentHash, archiveBytes }),
      })
    : undefined;

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
    let outcome: { result: 'added' | 'updated' | 'unchanged'; version: number };
    try {
      outcome = await importLocked(dir, slug, contentHash, record);
    } catch (error) {
      if (!(error instanceof PackageChangedError)) throw error;
      return { slug, result: 'failed', error: error.message };
    }
    versionHashes.set(`${slug}@${outcome.version}`, contentHash);
    onDisk.set(slug, { loaded: { pkg, version: outcome.version, contentHash }, fingerprint });
    if (outcome.result !== 'unchanged') options.onProblemChanged?.(slug);
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
  ): Promise<{ result: 'added' | 'updated' | 'unchanged'; version: number }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}::integer, hashtext(${slug}::text))`);
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
      const version = existing ? existing.version + 1 : 1;
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

  async function versionOf(slug: string, version: number | undefined): Promise<{ version: number; contentHash: string } | undefined> {
    if (version === undefined) {
      const [row] = await db.select({ version: problems.version, contentHash: problems.contentHash }).from(problems).where(eq(problems.slug, slug));
      return row;
    }
    const key = `${slug}@${version}`;
    let contentHash = versionHashes.get(key);
    if (contentHash === undefined) {
      const [row] = await db
        .select({ contentHash: problemVersions.contentHash })
        .from(problemVersions)
        .where(and(eq(problemVersions.slug, slug), eq(problemVersions.version, version)));
      if (!row) return undefined;
      contentHash = row.contentHash;
      versionHashes.set(key, contentHash);
    }
    return { version, contentHash };
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
      if (!cache) return loadFromFolder(slug);
      const wanted = await versionOf(slug, version);
      if (!wanted) return undefined;
      const pkg = await cache.get(wanted.contentHash);
      // The cache folder is named by hash, so the reader saw the hash as the slug.
      return pkg && { pkg: { ...pkg, slug }, version: wanted.version, contentHash: wanted.contentHash };
    },
  };
}
