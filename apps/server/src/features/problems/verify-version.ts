import { and, eq } from 'drizzle-orm';
import type { VerifyView } from '@codepath/contract/admin-problems';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { VerifyReport, VerifyRow } from '@codepath/judge/verify';
import { formatVerifyFindings } from '@codepath/judge/verify-findings';
import type { Database } from '../../db/client.ts';
import { backgroundJobs } from '../../db/schema-jobs.ts';
import { problemVersions } from '../../db/schema-packages.ts';
import { claimJob, finishJob, MAX_JOB_ATTEMPTS, releaseJob, renewJob, writeJobProgress, type JobEnd } from '../../lib/background-jobs.ts';
import { JudgeStoppedError } from '../../lib/judge-stopped.ts';
import { RetryLaterError } from '../../queue/judge-queue.ts';

/** `judge verify` of a package folder, one submission at a time, each row reported as it is judged. */
export type VerifyPackage = (dir: string, onRow: (row: VerifyRow) => void) => Promise<VerifyReport>;

export interface VersionVerifierDeps {
  db: Database;
  /** The package stored under a content hash (fetched into this worker's cache). */
  loadStored(contentHash: string): Promise<ProblemPackage | undefined>;
  verifyPackage: VerifyPackage;
  leaseMs: number;
  log: { error(details: object, message: string): void };
}

/** What a verification job stores as it goes (`progress`) and at its end (`result`). */
export type StoredVerify = Pick<VerifyView, 'rows' | 'total' | 'packageError' | 'findings' | 'warnings'> & { isOk?: boolean };

/** Submissions and templates a verification judges. */
const programCount = (pkg: ProblemPackage) => Object.values(pkg.submissions).reduce((sum, files) => sum + files.length, 0) + Object.keys(pkg.templates).length;

/** The report in the admin area's words; the worker's cache folder is no business of the page. */
function storedReport(report: VerifyReport, total: number): StoredVerify {
  const local = (text: string) => text.split(`${report.dir}/`).join('').split(report.dir).join('.');
  return {
    rows: report.rows.map((row) => ({ ...row, note: local(row.note) })),
    total,
    packageError: report.packageError ? local(report.packageError) : null,
    findings: formatVerifyFindings(report).map((line) => local(line.trim())),
    warnings: report.warnings.map(local),
    isOk: report.isOk,
  };
}

class VerifyHeldError extends RetryLaterError {
  constructor(jobId: string, leaseUntil: Date | null) {
    super(`verification ${jobId} is held by another attempt`, (leaseUntil?.getTime() ?? Date.now()) + 500);
  }
}

/**
 * The queue's handler of `verify` jobs: claims the job's row, fetches the version's
 * package by content hash (any worker can, as for submissions), runs `judge verify`
 * on it in the sandbox, storing each judged row as progress, and writes the report
 * once, fenced by its claim. The judge's process dying hands the job back to be run
 * again; the package failing is the report's business, not an error.
 */
export function createVersionVerifier(deps: VersionVerifierDeps): (jobId: string) => Promise<void> {
  const { db } = deps;
  return async (jobId) => {
    const claim = await claimJob(db, jobId, deps.leaseMs);
    if (!claim) {
      const [row] = await db.select({ status: backgroundJobs.status, leaseUntil: backgroundJobs.leaseUntil }).from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
      if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
      throw new VerifyHeldError(jobId, row.leaseUntil);
    }
    const { job } = claim;
    const end = (outcome: JobEnd) => finishJob(db, job.id, claim.token, outcome);
    if (job.attempts > MAX_JOB_ATTEMPTS) {
      await end({ status: 'failed', error: 'The verification was interrupted too often. Start it again.' });
      return;
    }
    const renewal = setInterval(() => {
      renewJob(db, claim, deps.leaseMs).catch(() => {});
    }, Math.max(250, deps.leaseMs / 3));
    renewal.unref();
    try {
      const [version] = await db
        .select({ contentHash: problemVersions.contentHash })
        .from(problemVersions)
        .where(and(eq(problemVersions.slug, job.problemSlug ?? ''), eq(problemVersions.version, job.problemVersion ?? 0)));
      const pkg = version && (await deps.loadStored(version.contentHash));
      if (!pkg) {
        await end({ status: 'failed', error: 'The files of this version are not stored, so it cannot be verified.' });
        return;
      }
      const total = programCount(pkg);
      const rows: VerifyRow[] = [];
      let writes = writeJobProgress(db, claim, { rows: [], total }).catch(() => {});
      const report = await deps.verifyPackage(pkg.dir, (row) => {
        rows.push(row);
        const snapshot = { rows: [...rows], total };
        writes = writes.then(() => writeJobProgress(db, claim, storedReportOf(snapshot, pkg.dir))).catch(() => {});
      });
      await writes;
      await end({ status: 'done', result: storedReport(report, total) });
    } catch (error) {
      if (error instanceof JudgeStoppedError) {
        await releaseJob(db, claim).catch(() => {});
        throw error;
      }
      deps.log.error({ err: error, jobId }, 'verifying a package failed');
      await end({ status: 'failed', error: 'The judge failed while verifying. Start the verification again.' });
    } finally {
      clearInterval(renewal);
    }
  };
}

/** Progress rows, with the notes' cache paths taken out as in the final report. */
function storedReportOf(progress: { rows: VerifyRow[]; total: number }, dir: string): Record<string, unknown> {
  return storedReport({ dir, rows: progress.rows, warnings: [], skipped: [], isOk: false }, progress.total) as unknown as Record<string, unknown>;
}
