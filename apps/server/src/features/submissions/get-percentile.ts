import { and, eq } from 'drizzle-orm';
import { PERCENTILE_MIN_ACCEPTED, type HistogramBucket, type SubmissionPercentile } from '@codepath/contract/submissions';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSolvingSubmission } from '../../lib/solving-submission.ts';

/** Bars of the runtime histogram (fewer when the runtimes span fewer milliseconds). */
export const HISTOGRAM_BUCKETS = 8;

/** Equal-width buckets from the fastest to the slowest runtime, whole milliseconds each. */
export function runtimeHistogram(runtimes: readonly number[], own: number): { buckets: HistogramBucket[]; ownBucket: number } {
  const low = Math.min(...runtimes);
  const high = Math.max(...runtimes);
  const width = Math.max(1, Math.ceil((high - low + 1) / HISTOGRAM_BUCKETS));
  const count = Math.ceil((high - low + 1) / width);
  const buckets: HistogramBucket[] = Array.from({ length: count }, (_, i) => ({ from: low + i * width, to: low + (i + 1) * width - 1, count: 0 }));
  const bucketOf = (value: number) => Math.min(count - 1, Math.floor((value - low) / width));
  for (const runtime of runtimes) {
    const bucket = buckets[bucketOf(runtime)];
    if (bucket) bucket.count += 1;
  }
  return { buckets, ownBucket: bucketOf(own) };
}

const shareAbove = (values: readonly number[], own: number) => (values.length === 0 ? 0 : Math.round((100 * values.filter((value) => value > own).length) / values.length));

/**
 * Compares the owner's accepted submission with every accepted submission of the
 * problem in its language: all of them, several per learner included, as a learner's
 * faster second attempt is a real data point of what the language does. Someone
 * else's submission answers 404 like a missing one.
 */
export async function getSubmissionPercentile(db: Database, userId: string, submissionId: string): Promise<SubmissionPercentile> {
  const [own] = await db
    .select({ id: submissions.id, isSolving: isSolvingSubmission, problemSlug: submissions.problemSlug, language: submissions.language, runtime: submissions.runtimeMs, memory: submissions.memoryKb })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  if (!own) throw new AppError('NOT_FOUND', 'Submission not found');
  if (!own.isSolving) throw new AppError('BAD_REQUEST', 'Only an accepted submission is compared with others.');
  // Integers only, one pair per accepted submission: small even for a popular problem.
  const accepted = await db
    .select({ id: submissions.id, runtime: submissions.runtimeMs, memory: submissions.memoryKb })
    .from(submissions)
    .where(and(eq(submissions.problemSlug, own.problemSlug), eq(submissions.language, own.language), isSolvingSubmission));
  const base = { runtime: own.runtime, memory: own.memory, acceptedCount: accepted.length };
  if (accepted.length < PERCENTILE_MIN_ACCEPTED) {
    return { ...base, fasterThanPercent: null, lessMemoryThanPercent: null, runtimeHistogram: [], runtimeBucket: null };
  }
  const others = accepted.filter((row) => row.id !== own.id);
  const histogram = runtimeHistogram(accepted.map((row) => row.runtime), own.runtime);
  return {
    ...base,
    fasterThanPercent: shareAbove(others.map((row) => row.runtime), own.runtime),
    lessMemoryThanPercent: shareAbove(others.map((row) => row.memory), own.memory),
    runtimeHistogram: histogram.buckets,
    runtimeBucket: histogram.ownBucket,
  };
}
