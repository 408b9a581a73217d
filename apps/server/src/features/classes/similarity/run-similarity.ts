import { and, desc, eq, gte } from 'drizzle-orm';
import type { Language } from '@codepath/contract/enums';
import type { Database } from '../../../db/client.ts';
import { assignments, classMembers, similarityReports, type StoredSimilarityPair } from '../../../db/schema-classes.ts';
import { problems, submissions } from '../../../db/schema-judging.ts';
import { claimJob, finishJob, renewJob } from '../../../lib/background-jobs.ts';
import { comparePrograms, type Program } from './compare-programs.ts';

export interface SimilarityRunnerDeps {
  db: Database;
  leaseMs: number;
  log: { error(details: object, message: string): void };
}

/**
 * The background job of a similarity report, run by a judging process (an embedded
 * server, a scale-out worker): each learner's latest accepted submission to the
 * problem since the assignment opened, compared in pairs per language with the
 * problem's templates ignored, and the ranked pairs written once with the job's end.
 */
export function createSimilarityRunner({ db, leaseMs, log }: SimilarityRunnerDeps) {
  return async function runSimilarity(jobId: string): Promise<void> {
    const claim = await claimJob(db, jobId, leaseMs);
    if (!claim) return;
    // A large class takes a while: the claim is renewed meanwhile, so no other process takes the job over.
    const renewal = setInterval(() => {
      renewJob(db, claim, leaseMs).catch(() => {});
    }, Math.max(1000, leaseMs / 3));
    renewal.unref();
    try {
      const [report] = await db.select().from(similarityReports).where(eq(similarityReports.jobId, jobId));
      const [assignment] = report ? await db.select().from(assignments).where(eq(assignments.id, report.assignmentId)) : [];
      if (!report || !assignment) {
        await finishJob(db, jobId, claim.token, { status: 'failed', error: 'The assignment of this report no longer exists.' });
        return;
      }
      const accepted = await db
        .select({ id: submissions.id, userId: submissions.userId, language: submissions.language, code: submissions.code })
        .from(submissions)
        .innerJoin(classMembers, and(eq(classMembers.userId, submissions.userId), eq(classMembers.classId, assignment.classId), eq(classMembers.role, 'learner')))
        .where(and(eq(submissions.problemSlug, report.problemSlug), eq(submissions.status, 'Accepted'), gte(submissions.createdAt, assignment.opensAt)))
        .orderBy(desc(submissions.createdAt));
      const latest = new Map<string, (typeof accepted)[number]>();
      for (const row of accepted) if (!latest.has(row.userId)) latest.set(row.userId, row);
      const programs: Program[] = [...latest.values()].map((row) => ({ key: row.id, language: row.language, code: row.code }));
      const [problem] = await db.select({ templates: problems.templates }).from(problems).where(eq(problems.slug, report.problemSlug));
      const compared = await comparePrograms(programs, (problem?.templates ?? {}) as Partial<Record<Language, string>>);
      const ownerOf = new Map([...latest.values()].map((row) => [row.id, row.userId]));
      const pairs: StoredSimilarityPair[] = compared.map((pair) => ({
        leftSubmissionId: pair.leftKey,
        rightSubmissionId: pair.rightKey,
        leftUserId: ownerOf.get(pair.leftKey)!,
        rightUserId: ownerOf.get(pair.rightKey)!,
        language: pair.language,
        similarity: pair.similarity,
        longest: pair.longest,
        fragments: pair.fragments,
      }));
      await db.transaction(async (tx) => {
        const isFinished = await finishJob(tx as unknown as Database, jobId, claim.token, { status: 'done', result: { pairs: pairs.length, submissions: programs.length } });
        if (isFinished) await tx.update(similarityReports).set({ pairs, submissionCount: programs.length }).where(eq(similarityReports.id, report.id));
      });
    } catch (error) {
      log.error({ err: error, jobId }, 'a similarity report failed');
      await finishJob(db, jobId, claim.token, { status: 'failed', error: 'The programs could not be compared.' });
    } finally {
      clearInterval(renewal);
    }
  };
}
