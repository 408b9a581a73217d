import { and, asc, desc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { WAITING_LONG_MS, type JudgeOverview, type ProblemJob } from '@codepath/contract/admin-judge';
import type { Database } from '../../../db/client.ts';
import { submissions } from '../../../db/schema-judging.ts';
import { backgroundJobs, judgeWorkers } from '../../../db/schema-jobs.ts';
import { users } from '../../../db/schema.ts';
import type { QueueCounts } from '../../../queue/judge-queue.ts';
import { WORKER_HEARTBEAT_MS } from '../../../queue/worker-registry.ts';

const PROBLEM_JOBS_SHOWN = 100;
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** Submissions not judged yet that need a look: waiting long, held by a worker that stopped, or tried more than once. */
async function problemSubmissions(db: Database): Promise<ProblemJob[]> {
  const rows = await db
    .select({
      id: submissions.id,
      status: submissions.status,
      attempts: submissions.attempts,
      createdAt: submissions.createdAt,
      leaseUntil: submissions.leaseUntil,
      problem: submissions.problemSlug,
      language: submissions.language,
      number: submissions.submissionNumber,
      email: users.email,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(
      or(
        and(eq(submissions.status, 'Queued'), or(lt(submissions.createdAt, ago(WAITING_LONG_MS)), gt(submissions.attempts, 0))),
        and(eq(submissions.status, 'Running'), or(lt(submissions.leaseUntil, sql`now()`), gt(submissions.attempts, 1))),
      ),
    )
    .orderBy(asc(submissions.createdAt))
    .limit(PROBLEM_JOBS_SHOWN);
  const now = Date.now();
  return rows.map((row) => {
    const isLeaseExpired = row.status === 'Running' && row.leaseUntil !== null && row.leaseUntil.getTime() < now;
    const isClaimable = row.status === 'Queued' || isLeaseExpired;
    return {
      kind: 'submission',
      id: row.id,
      status: row.status,
      reason: isLeaseExpired ? 'lease-expired' : row.attempts > (row.status === 'Running' ? 1 : 0) ? 'retrying' : 'waiting-long',
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      summary: `${row.problem} · ${row.language} · #${row.number} by ${row.email}`,
      error: null,
      canRequeue: isClaimable,
      canFail: isClaimable,
    };
  });
}

/** Background jobs that need a look: the same, and those that failed in the last day. */
async function problemBackgroundJobs(db: Database): Promise<ProblemJob[]> {
  const rows = await db
    .select()
    .from(backgroundJobs)
    .where(
      or(
        and(eq(backgroundJobs.status, 'queued'), or(lt(backgroundJobs.createdAt, ago(WAITING_LONG_MS)), gt(backgroundJobs.attempts, 0))),
        and(eq(backgroundJobs.status, 'running'), or(lt(backgroundJobs.leaseUntil, sql`now()`), gt(backgroundJobs.attempts, 1))),
        and(eq(backgroundJobs.status, 'failed'), isNotNull(backgroundJobs.finishedAt), gt(backgroundJobs.finishedAt, ago(24 * 60 * 60 * 1000))),
      ),
    )
    .orderBy(desc(backgroundJobs.createdAt))
    .limit(PROBLEM_JOBS_SHOWN);
  const now = Date.now();
  return rows.map((row) => {
    const isLeaseExpired = row.status === 'running' && row.leaseUntil !== null && row.leaseUntil.getTime() < now;
    const isPending = row.status === 'queued' || row.status === 'running';
    return {
      kind: row.kind,
      id: row.id,
      status: row.status,
      reason: row.status === 'failed' ? 'failed' : isLeaseExpired ? 'lease-expired' : row.attempts > (row.status === 'running' ? 1 : 0) ? 'retrying' : 'waiting-long',
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      summary: row.kind === 'verify' ? `verify ${row.problemSlug} version ${row.problemVersion}` : row.kind === 'similarity' ? `similarity report of ${row.problemSlug ?? ''}` : `rejudge submission ${row.submissionId?.slice(0, 8) ?? ''}`,
      error: row.error,
      canRequeue: row.status === 'failed' || row.status === 'queued' || isLeaseExpired,
      canFail: isPending && (row.status === 'queued' || isLeaseExpired),
    };
  });
}

/** The operator's first screen: workers, the queue, the last hour's verdicts and the jobs that need a look. */
export async function getJudgeOverview(db: Database, queueCounts: () => Promise<QueueCounts[]>): Promise<JudgeOverview> {
  const [workers, queue, oldestSubmission, oldestBackground, verdicts, stuckSubmissions, stuckBackground] = await Promise.all([
    db.select().from(judgeWorkers).orderBy(desc(judgeWorkers.lastSeenAt)),
    queueCounts(),
    db.select({ at: sql<Date | null>`min(${submissions.createdAt})` }).from(submissions).where(eq(submissions.status, 'Queued')),
    db.select({ at: sql<Date | null>`min(${backgroundJobs.createdAt})` }).from(backgroundJobs).where(eq(backgroundJobs.status, 'queued')),
    db
      .select({ verdict: submissions.status, count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(and(gt(submissions.finishedAt, ago(60 * 60 * 1000)), inArray(submissions.status, ['Accepted', 'Wrong Answer', 'Time Limit Exceeded', 'Memory Limit Exceeded', 'Runtime Error', 'Compilation Error', 'Output Limit Exceeded', 'Internal Error'])))
      .groupBy(submissions.status)
      .orderBy(desc(sql`count(*)`)),
    problemSubmissions(db),
    problemBackgroundJobs(db),
  ]);
  const aliveSince = Date.now() - 3 * WORKER_HEARTBEAT_MS;
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    workers: workers.map((row) => ({
      id: row.id,
      host: row.host,
      pid: row.pid,
      role: row.role,
      slots: row.slots,
      activeJobs: row.activeJobs,
      executionMethod: row.executionMethod,
      languages: row.languages,
      startedAt: row.startedAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      isAlive: row.stoppedAt === null && row.lastSeenAt.getTime() >= aliveSince,
      stoppedAt: iso(row.stoppedAt),
    })),
    queue,
    oldestWaiting: { submission: iso(oldestSubmission[0]?.at), background: iso(oldestBackground[0]?.at) },
    verdictsLastHour: verdicts,
    problemJobs: [...stuckSubmissions, ...stuckBackground],
    checkedAt: new Date().toISOString(),
  };
}
