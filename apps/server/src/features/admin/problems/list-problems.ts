import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminProblemDetail, AdminProblemSummary } from '@codepath/contract/admin-problems';
import type { Database } from '../../../db/client.ts';
import { problems, type ProblemRow } from '../../../db/schema-judging.ts';
import { backgroundJobs, type BackgroundJobRow } from '../../../db/schema-jobs.ts';
import { problemPackages, problemVersions } from '../../../db/schema-packages.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { readMetadata } from './package-metadata.ts';
import type { ProblemStore } from './problem-store.ts';
import { verifyStateOf, verifyViewOf } from './verify-view.ts';

type VersionRow = { slug: string; version: number; verifyJobId: string | null; importedAt: Date };

async function jobsById(db: Database, ids: (string | null)[]): Promise<Map<string, BackgroundJobRow>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(backgroundJobs).where(inArray(backgroundJobs.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

function summaryOf(problem: ProblemRow, versions: VersionRow[], jobs: Map<string, BackgroundJobRow>): AdminProblemSummary {
  const latest = versions.reduce<VersionRow | undefined>((best, row) => (!best || row.version > best.version ? row : best), undefined);
  return {
    slug: problem.slug,
    title: problem.title,
    difficulty: problem.difficulty,
    category: problem.category,
    visibility: problem.visibility,
    managedBy: problem.managedBy,
    publishedVersion: problem.visibility === 'draft' ? null : problem.version,
    latestVersion: latest?.version ?? problem.version,
    latestVerify: verifyStateOf(latest?.verifyJobId ? jobs.get(latest.verifyJobId) : undefined),
    updatedAt: (latest && latest.importedAt > problem.importedAt ? latest.importedAt : problem.importedAt).toISOString(),
  };
}

/** Every problem, drafts and hidden ones included, by title. */
export async function listAdminProblems(db: Database): Promise<AdminProblemSummary[]> {
  const [rows, versions] = await Promise.all([
    db.select().from(problems).orderBy(asc(problems.title)),
    db.select({ slug: problemVersions.slug, version: problemVersions.version, verifyJobId: problemVersions.verifyJobId, importedAt: problemVersions.importedAt }).from(problemVersions),
  ]);
  const bySlug = new Map<string, VersionRow[]>();
  for (const row of versions) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);
  const latestJobs = [...bySlug.values()].map((list) => list.reduce((best, row) => (row.version > best.version ? row : best)).verifyJobId);
  const jobs = await jobsById(db, latestJobs);
  return rows.map((problem) => summaryOf(problem, bySlug.get(problem.slug) ?? [], jobs));
}

/** A problem with all its versions, each with its verification, and the latest version's metadata. */
export async function getAdminProblem(db: Database, store: ProblemStore, slug: string): Promise<AdminProblemDetail> {
  const [problem] = await db.select().from(problems).where(eq(problems.slug, slug));
  if (!problem) throw new AppError('NOT_FOUND', 'Problem not found');
  const versions = await db
    .select({
      slug: problemVersions.slug,
      version: problemVersions.version,
      contentHash: problemVersions.contentHash,
      origin: problemVersions.origin,
      importedAt: problemVersions.importedAt,
      note: problemVersions.note,
      verifyJobId: problemVersions.verifyJobId,
      title: problemVersions.record,
      createdBy: users.email,
      isStored: problemPackages.contentHash,
    })
    .from(problemVersions)
    .leftJoin(users, eq(users.id, problemVersions.createdBy))
    .leftJoin(problemPackages, eq(problemPackages.contentHash, problemVersions.contentHash))
    .where(eq(problemVersions.slug, slug))
    .orderBy(desc(problemVersions.version));
  const jobs = await jobsById(db, versions.map((row) => row.verifyJobId));
  const publishedVersion = problem.visibility === 'draft' ? null : problem.version;
  const latest = versions[0];
  const latestFiles = latest ? await store.filesOf(slug, latest.version).catch(() => undefined) : undefined;
  return {
    problem: summaryOf(problem, versions, jobs),
    versions: versions.map((row) => ({
      version: row.version,
      contentHash: row.contentHash,
      origin: row.origin,
      createdAt: row.importedAt.toISOString(),
      createdBy: row.createdBy,
      note: row.note || (row.origin === 'folder' ? 'imported from the problems folder' : ''),
      isPublished: row.version === publishedVersion,
      title: row.title?.title ?? (row.version === problem.version ? problem.title : null),
      verify: verifyViewOf(row.verifyJobId ? jobs.get(row.verifyJobId) : undefined),
      canDownload: row.isStored !== null || (row.origin === 'folder' && row.version === problem.version && problem.managedBy === 'folder'),
    })),
    metadata: latestFiles ? readMetadata(latestFiles) : null,
  };
}
