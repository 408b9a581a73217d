import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { backgroundJobs } from '../../../db/schema-jobs.ts';
import { problemVersions } from '../../../db/schema-packages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import type { EnqueueBackground } from './problem-store.ts';

/**
 * Starts `judge verify` of a version as a background job (any worker, after every
 * learner's job) and makes it the version's verification. The job row is stored
 * first; a queue that fails leaves it to the sweep.
 */
export async function startVerification(
  db: Database,
  enqueue: EnqueueBackground,
  target: { slug: string; version: number },
  actor: AuditActor,
  log: { warn(details: object, message: string): void },
): Promise<string> {
  const jobId = await db.transaction(async (tx) => {
    const where = and(eq(problemVersions.slug, target.slug), eq(problemVersions.version, target.version));
    const [version] = await tx.select({ verifyJobId: problemVersions.verifyJobId }).from(problemVersions).where(where).for('update');
    if (!version) throw new AppError('NOT_FOUND', 'Version not found');
    if (version.verifyJobId) {
      const [current] = await tx.select({ status: backgroundJobs.status }).from(backgroundJobs).where(eq(backgroundJobs.id, version.verifyJobId));
      if (current?.status === 'queued' || current?.status === 'running') return version.verifyJobId;
    }
    const [job] = await tx.insert(backgroundJobs).values({ kind: 'verify', problemSlug: target.slug, problemVersion: target.version }).returning({ id: backgroundJobs.id });
    if (!job) throw new Error('insert returned no row');
    await tx.update(problemVersions).set({ verifyJobId: job.id }).where(where);
    await recordAudit(tx, actor, { action: 'problem.verify', targetType: 'problem', targetId: target.slug, after: { version: target.version, jobId: job.id } });
    return job.id;
  });
  await enqueue(jobId, 'verify').catch((error: unknown) => log.warn({ err: error, jobId }, 'a verification could not be queued; the sweep queues it'));
  return jobId;
}
