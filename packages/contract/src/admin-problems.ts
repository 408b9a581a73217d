import { z } from 'zod';
import { Difficulty, Language, PROBLEM_CATEGORIES } from './enums.ts';

/** A problem's slug as the admin area takes it: lower-case letters, digits and dashes. */
export const ProblemSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}[a-z0-9]$|^[a-z0-9]$/, 'use 1 to 64 lower-case letters, digits and dashes (not at either end)');

export const ProblemVisibility = z.enum(['draft', 'published', 'hidden']);
export type ProblemVisibility = z.infer<typeof ProblemVisibility>;

export const VerifyState = z.enum(['none', 'queued', 'running', 'passed', 'failed']);
export type VerifyState = z.infer<typeof VerifyState>;

/** One submission or template of a package, as `judge verify` judged it. */
export const VerifyRowView = z.object({
  submission: z.string(),
  expected: z.string(),
  got: z.string(),
  score: z.string().optional(),
  slowestMs: z.number(),
  isMatch: z.boolean(),
  note: z.string(),
  warning: z.string().optional(),
});
export type VerifyRowView = z.infer<typeof VerifyRowView>;

/** A verification: the rows judged so far (live) or all of them, and the report's findings once it ends. */
export const VerifyView = z.object({
  state: VerifyState,
  jobId: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  rows: z.array(VerifyRowView),
  /** Submissions and templates to judge in all; null until the package was read. */
  total: z.number().int().nullable(),
  /** Why the package as a whole fails (cannot be read, a validator that does not build, no accepted submission). */
  packageError: z.string().nullable(),
  /** Input validators and the time limit, as `judge verify` prints them under its table. */
  findings: z.array(z.string()),
  /** What the package reader ignored or filled in. */
  warnings: z.array(z.string()),
  /** Our failure (the judge stopped), not the package's. */
  error: z.string().nullable(),
});
export type VerifyView = z.infer<typeof VerifyView>;

export const AdminProblemSummary = z.object({
  slug: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  category: z.string(),
  visibility: ProblemVisibility,
  managedBy: z.enum(['folder', 'upload']),
  /** The version learners get; null while a draft. */
  publishedVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  latestVerify: VerifyState,
  updatedAt: z.string(),
});
export type AdminProblemSummary = z.infer<typeof AdminProblemSummary>;

export const AdminProblemList = z.array(AdminProblemSummary);
export type AdminProblemList = z.infer<typeof AdminProblemList>;

export const AdminProblemVersion = z.object({
  version: z.number().int(),
  contentHash: z.string(),
  origin: z.enum(['folder', 'upload']),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  note: z.string(),
  isPublished: z.boolean(),
  title: z.string().nullable(),
  verify: VerifyView,
  /** Its files can be downloaded (stored by hash, or the folder still holds them). */
  canDownload: z.boolean(),
});
export type AdminProblemVersion = z.infer<typeof AdminProblemVersion>;

/** What the catalogue adds to a Kattis package, as the editor edits it; each save is a new version. */
export const ProblemMetadata = z.object({
  difficulty: Difficulty,
  /** Null: the package names none (a plain Kattis package shows its first tag, else General). */
  category: z.enum(PROBLEM_CATEGORIES).nullable(),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40).regex(/^[a-z0-9][a-z0-9 +#.-]*$/, 'tags use lower-case letters, digits, spaces and + # . -')).max(20),
  hints: z.array(z.string().trim().min(1).max(4000)).max(20),
  /** Markdown of solution.md; empty: none. */
  editorial: z.string().max(100_000),
  templates: z.partialRecord(Language, z.string().max(20_000)),
});
export type ProblemMetadata = z.infer<typeof ProblemMetadata>;

export const AdminProblemDetail = z.object({
  problem: AdminProblemSummary,
  versions: z.array(AdminProblemVersion),
  /** The latest version's metadata, which the editor starts from. */
  metadata: ProblemMetadata.nullable(),
});
export type AdminProblemDetail = z.infer<typeof AdminProblemDetail>;

export const AdminSlugParams = z.object({ slug: z.string().min(1).max(100) });
export const AdminVersionParams = AdminSlugParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });

/** POST /api/admin/problems/upload?slug=… with the archive as the body (application/zip or application/gzip). */
export const UploadQuery = z.object({ slug: ProblemSlug.optional(), fileName: z.string().max(255).optional() });

export const UploadAnswer = z.object({
  slug: z.string(),
  version: z.number().int(),
  /** False when the archive holds exactly the files of an existing version, which is answered instead. */
  isNewVersion: z.boolean(),
  verifyJobId: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** Most packages one archive of several may hold. */
export const MAX_ARCHIVE_PACKAGES = 100;

/** One package of an archive of several: stored as a new problem (and verifying), or why not. */
export const ArchivePackageReport = z.object({
  /** Its folder in the archive, e.g. "rmrc2015/junk". */
  folder: z.string(),
  slug: z.string().nullable(),
  version: z.number().int().nullable(),
  verifyJobId: z.string().nullable(),
  warnings: z.array(z.string()),
  /** Why it was not stored; null when it was. */
  error: z.string().nullable(),
});
export type ArchivePackageReport = z.infer<typeof ArchivePackageReport>;

export const ArchiveUploadAnswer = z.object({ packages: z.array(ArchivePackageReport) });
export type ArchiveUploadAnswer = z.infer<typeof ArchiveUploadAnswer>;

export const MetadataBody = ProblemMetadata.extend({
  /** The version the edit starts from; refused when a newer one exists (someone else saved first). */
  baseVersion: z.number().int().min(1),
});
export type MetadataBody = z.infer<typeof MetadataBody>;

export const VerifyStartedAnswer = z.object({ jobId: z.string() });

export const VisibilityBody = z.object({ visibility: z.enum(['published', 'hidden']) });

/** The archive types an upload may be. */
export const UPLOAD_CONTENT_TYPES = ['application/zip', 'application/gzip', 'application/x-gzip', 'application/x-tar', 'application/octet-stream'] as const;
