import fs from 'node:fs';
import path from 'node:path';
import { readProblemPackage, type ProblemPackage } from '@codepath/judge/package/read-package';
import { fingerprintDir } from './folder-fingerprint.ts';
import { unpackPackage } from './package-archive.ts';

export interface PackageCacheOptions {
  /** One folder per content hash; created when missing. Several processes may share it. */
  cacheDir: string;
  /** The stored archive of that content, or undefined when the database has none. */
  fetchArchive(contentHash: string): Promise<Buffer | undefined>;
  /** The content hash of a folder (`hashPackageDir`). */
  hashDir(dir: string): string;
  /** Called after an archive was fetched and unpacked into the cache. */
  onFetched?(contentHash: string, archiveBytes: number): void;
}

/** Package contents by content hash, kept on disk in `cacheDir` and parsed once per process. */
export interface PackageCache {
  /** The package of that content; undefined when it is stored nowhere. Throws when the stored archive is damaged. */
  get(contentHash: string): Promise<ProblemPackage | undefined>;
}

const CONTENT_HASH = /^[0-9a-f]{64}$/;
/** Temporary and replaced folders older than this are left over from a stopped process. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * A package is unpacked into a temporary folder beside its final place, checked
 * against its hash and renamed into place, so the folder `<cacheDir>/<hash>` is
 * always complete. A folder found there is hashed once per process before it is
 * used (a damaged copy is fetched again); after that a stat walk, which reads no
 * file, tells whether it was touched since.
 */
export function createPackageCache(options: PackageCacheOptions): PackageCache {
  const { cacheDir } = options;
  const parsed = new Map<string, { pkg: ProblemPackage; fingerprint: string }>();
  const preparing = new Map<string, Promise<ProblemPackage | undefined>>();
  let swept = false;

  function sweepLeftovers(): void {
    if (swept) return;
    swept = true;
    for (const entry of fs.readdirSync(cacheDir, { withFileTypes: true })) {
      if (!entry.name.startsWith('.') || !/\.(tmp|stale)-/.test(entry.name)) continue;
      const entryPath = path.join(cacheDir, entry.name);
      try {
        if (Date.now() - fs.statSync(entryPath).mtimeMs > LEFTOVER_AGE_MS) fs.rmSync(entryPath, { recursive: true, force: true });
      } catch {
        // Another process removed it first.
      }
    }
  }

  function intact(dir: string, contentHash: string): boolean {
    try {
      return options.hashDir(dir) === contentHash;
    } catch {
      return false;
    }
  }

  /** Renames the checked folder `fresh` to `dir`, replacing a damaged folder there; keeps an intact one another process put there first. */
  function install(fresh: string, dir: string, contentHash: string): void {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.renameSync(fresh, dir);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'EISDIR') throw error;
      }
      if (intact(dir, contentHash)) {
        fs.rmSync(fresh, { recursive: true, force: true });
        return;
      }
      if (attempt >= 3) throw new Error(`the cache folder ${dir} cannot be replaced`);
      const stale = fs.mkdtempSync(path.join(cacheDir, `.${contentHash}.stale-`));
      try {
        fs.renameSync(dir, path.join(stale, 'package'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      fs.rmSync(stale, { recursive: true, force: true });
    }
  }

  async function prepare(contentHash: string): Promise<ProblemPackage | undefined> {
    fs.mkdirSync(cacheDir, { recursive: true });
    sweepLeftovers();
    const dir = path.join(cacheDir, contentHash);
    if (!intact(dir, contentHash)) {
      const archive = await options.fetchArchive(contentHash);
      if (!archive) return undefined;
      const fresh = fs.mkdtempSync(path.join(cacheDir, `.${contentHash}.tmp-`));
      try {
        await unpackPackage(archive, fresh);
        if (options.hashDir(fresh) !== contentHash) throw new Error(`the stored archive of package ${contentHash} does not match its hash`);
        install(fresh, dir, contentHash);
      } finally {
        fs.rmSync(fresh, { recursive: true, force: true });
      }
      options.onFetched?.(contentHash, archive.length);
    }
    const fingerprint = fingerprintDir(dir);
    const pkg = readProblemPackage(dir);
    parsed.set(contentHash, { pkg, fingerprint });
    return pkg;
  }

  return {
    async get(contentHash) {
      if (!CONTENT_HASH.test(contentHash)) throw new Error(`not a content hash: ${contentHash}`);
      const known = parsed.get(contentHash);
      if (known) {
        let fingerprint: string | undefined;
        try {
          fingerprint = fingerprintDir(path.join(cacheDir, contentHash));
        } catch {
          fingerprint = undefined;
        }
        if (fingerprint === known.fingerprint) return known.pkg;
        parsed.delete(contentHash);
      }
      let pending = preparing.get(contentHash);
      if (!pending) {
        pending = prepare(contentHash).finally(() => preparing.delete(contentHash));
        preparing.set(contentHash, pending);
      }
      return pending;
    },
  };
}
