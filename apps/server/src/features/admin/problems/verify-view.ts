import type { VerifyRowView, VerifyState, VerifyView } from '@codepath/contract/admin-problems';
import type { BackgroundJobRow } from '../../../db/schema-jobs.ts';

type StoredReport = { rows?: VerifyRowView[]; total?: number | null; packageError?: string | null; findings?: string[]; warnings?: string[]; isOk?: boolean };

/** A verification job's state as the page shows it: passed only when it ended with a report that is all right. */
export function verifyStateOf(job: Pick<BackgroundJobRow, 'status' | 'result'> | undefined): VerifyState {
  if (!job) return 'none';
  if (job.status === 'queued' || job.status === 'running') return job.status;
  return job.status === 'done' && (job.result as StoredReport | null)?.isOk === true ? 'passed' : 'failed';
}

export function verifyViewOf(job: BackgroundJobRow | undefined): VerifyView {
  const report = ((job?.status === 'done' ? job.result : job?.progress) ?? {}) as StoredReport;
  return {
    state: verifyStateOf(job),
    jobId: job?.id ?? null,
    startedAt: job?.startedAt?.toISOString() ?? null,
    finishedAt: job?.finishedAt?.toISOString() ?? null,
    rows: report.rows ?? [],
    total: report.total ?? null,
    packageError: report.packageError ?? null,
    findings: report.findings ?? [],
    warnings: report.warnings ?? [],
    error: job?.error ?? null,
  };
}
