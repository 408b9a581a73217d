import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { readProblemPackage, type ProblemPackage } from '@codepath/judge/package/read-package';
import type { Database } from '../../db/client.ts';
import { problems } from '../../db/schema-judging.ts';
import { hashPackageDir } from './content-hash.ts';
import { packageToRecord } from './problem-record.ts';

export interface LoadedProblem {
  pkg: ProblemPackage;
  version: number;
  contentHash: string;
}

export type ImportOutcome =
  | { slug: string; result: 'added' | 'updated' | 'unchanged'; version: number; warnings: string[] }
  | { slug: string; result: 'failed'; error: string };

/**
 * The problem packages of PROBLEMS_DIR, imported into the database and kept in
 * memory for the judge. A package whose files changed gets a new version the next
 * time it is imported or judged, so every submission records the version its
 * tests came from.
 */
export interface Catalogue {
  readonly problemsDir: string;
  /** Validates every package folder and upserts it by slug; unchanged ones are skipped. */
  importAll(): Promise<ImportOutcome[]>;
  /** The package as it is on disk now (re-imported first if its files changed). */
  load(slug: string): Promise<LoadedProblem | undefined>;
}

export function createCatalogue(db: Database, problemsDir: string): Catalogue {
  const loaded = new Map<string, LoadedProblem>();

  async function importOne(dir: string): Promise<ImportOutcome> {
    const slug = path.basename(dir);
    let pkg: ProblemPackage;
    let contentHash: string;
    try {
      contentHash = hashPackageDir(dir);
      pkg = readProblemPackage(dir);
    } catch (error) {
      loaded.delete(slug);
      return { slug, result: 'failed', error: (error as Error).message };
    }
    const { record, warnings } = packageToRecord(pkg, contentHash);
    const [existing] = await db.select({ hash: problems.contentHash, version: problems.version }).from(problems).where(eq(problems.slug, slug));
    if (existing?.hash === contentHash) {
      loaded.set(slug, { pkg, version: existing.version, contentHash });
      return { slug, result: 'unchanged', version: existing.version, warnings };
    }
    const [row] = await db
      .insert(problems)
      .values({ ...record, version: 1 })
      .onConflictDoUpdate({
        target: problems.slug,
        set: { ...record, version: sql`${problems.version} + 1`, importedAt: new Date() },
        // Another server may have imported the same files a moment ago.
        setWhere: sql`${problems.contentHash} <> ${contentHash}`,
      })
      .returning({ version: problems.version });
    const version = row?.version ?? existing?.version ?? 1;
    loaded.set(slug, { pkg, version, contentHash });
    return { slug, result: existing ? 'updated' : 'added', version, warnings };
  }

  return {
    problemsDir,
    async importAll() {
      const folders = fs
        .readdirSync(problemsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
      const outcomes: ImportOutcome[] = [];
      for (const folder of folders) outcomes.push(await importOne(path.join(problemsDir, folder)));
      return outcomes;
    },
    async load(slug) {
      const dir = path.join(problemsDir, slug);
      const current = loaded.get(slug);
      if (current && fs.existsSync(dir) && hashPackageDir(dir) === current.contentHash) return current;
      if (!fs.existsSync(path.join(dir, 'problem.yaml'))) return undefined;
      const outcome = await importOne(dir);
      return outcome.result === 'failed' ? undefined : loaded.get(slug);
    },
  };
}
