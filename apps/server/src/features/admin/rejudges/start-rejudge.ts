import { and, asc, eq, notInArray, type SQL } from 'drizzle-orm';
import { MAX_REJUDGE_SUBMISSIONS, type StartRejudgeBody } from '@codepath/contract/admin-rejudges';
import type { Database } from '../../../db/client.ts';
import { problems, submissions } from '../../../db/schema-judging.ts';
import { backgroundJobs, rejudges } from '../../../db/schema-jobs.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import type { EnqueueBackground } from '../problems/problem-store.ts';

const INSERT_CHUNK = 500;

/** The submissions a rejudge covers: judged ones only (a submission still being judged gets its verdict as usual). */
function conditionOf(body: StartRejudgeBody): SQL | undefined {
  const isFinal = notInArray(submissions.status, ['Queued', 'Running']);
  switch (body.scope) {
    case 'submission':
      return and(eq(submissions.id, body.submissionId), isFinal);
    case 'problem':
      return and(eq(submissions.problemSlug, body.problemSlug), isFinal);
    case 'version':
      return and(eq(submissions.problemSlug, body.problemSlug), eq(submissions.problemVersion, body.problemVersion), isFinal);
    case 'verdict':
      return and(eq(submissions.problemSlug, body.problemSlug), eq(submissions.status, body.verdict));
  }
}

/**
 * Starts a rejudge: one background job per covered submission, all judged on the
 * problem's published version as it is now, at the lowest priority (after every
 * learner's run and submission, never on the last free judging slot). Rows first,
 * then the queue; a queue that fails leaves them to the sweep.
 */
export async function startRejudge(
  db: Database,
  enqueue: EnqueueBackground,
  body: StartRejudgeBody,
  actor: Exclude<AuditActor, 'command line'>,
  log: { warn(details: object, message: string): void },
): Promise<string> {
  const { rejudgeId, jobIds } = await db.transaction(async (tx) => {
    const targets = await tx
      .select({ id: submissions.id, problemSlug: submissions.problemSlug })
      .from(submissions)
      .where(conditionOf(body))
      .orderBy(asc(submissions.createdAt))
      .limit(MAX_REJUDGE_SUBMISSIONS + 1);
    if (targets.length === 0) throw new AppError('BAD_REQUEST', body.scope === 'submission' ? 'That submission is not judged yet, or does not exist.' : 'No judged submission matches: nothing to rejudge.');
    if (targets.length > MAX_REJUDGE_SUBMISSIONS) {
      throw new AppError('BAD_REQUEST', `More than ${MAX_REJUDGE_SUBMISSIONS.toLocaleString('en-US')} submissions match. Rejudge one version or one verdict at a time.`);
    }
    const slug = targets[0]?.problemSlug ?? '';
    const [problem] = await tx.select({ version: problems.version }).from(problems).where(eq(problems.slug, slug));
    const [created] = await tx
      .insert(rejudges)
      .values({
        scope: body.scope,
        problemSlug: slug,
        problemVersion: body.scope === 'version' ? body.problemVersion : null,
        verdict: body.scope === 'verdict' ? body.verdict : null,
        submissionId: body.scope === 'submission' ? body.submissionId : null,
        judgeVersion: problem?.version ?? null,
        total: targets.length,
        createdBy: actor.id,
      })
      .returning({ id: rejudges.id });
    if (!created) throw new Error('insert returned no row');
    const ids: string[] = [];
    for (let start = 0; start < targets.length; start += INSERT_CHUNK) {
      const chunk = targets.slice(start, start + INSERT_CHUNK).map((target) => ({ kind: 'rejudge' as const, submissionId: target.id, rejudgeId: created.id }));
      ids.push(...(await tx.insert(backgroundJobs).values(chunk).returning({ id: backgroundJobs.id })).map((row) => row.id));
    }
    await recordAudit(tx, actor, { action: 'rejudge.start', targetType: 'problem', targetId: slug, after: { rejudgeId: created.id, ...body, judgeVersion: problem?.version ?? null, submissions: targets.length } });
    return { rejudgeId: created.id, jobIds: ids };
  });
  for (const jobId of jobIds) {
    await enqueue(jobId, 'rejudge').catch((error: unknown) => log.warn({ err: error, jobId }, 'a rejudge job could not be queued; the sweep queues it'));
  }
  return rejudgeId;
}

/** Stops a rejudge: its waiting jobs are cancelled (running ones finish); verdicts already changed stay. */
export async function cancelRejudge(db: Database, rejudgeId: string, actor: Exclude<AuditActor, 'command line'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [rejudge] = await tx.select({ id: rejudges.id, problemSlug: rejudges.problemSlug }).from(rejudges).where(eq(rejudges.id, rejudgeId));
    if (!rejudge) throw new AppError('NOT_FOUND', 'Rejudge not found');
    const cancelled = await tx
      .update(backgroundJobs)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(and(eq(backgroundJobs.rejudgeId, rejudgeId), eq(backgroundJobs.status, 'queued')))
      .returning({ id: backgroundJobs.id });
    await recordAudit(tx, actor, { action: 'rejudge.cancel', targetType: 'problem', targetId: rejudge.problemSlug ?? '', after: { rejudgeId, cancelled: cancelled.length } });
  });
}
