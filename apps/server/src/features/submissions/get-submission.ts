import { and, eq } from 'drizzle-orm';
import { isFullPoints, type TestEvent, type SubmissionDetail, type SubmissionTestResult } from '@codepath/contract/submissions';
import type { ProblemExample } from '@codepath/contract/problems';
import type { Database } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema-judging.ts';
import { AppError } from '../../lib/app-error.ts';
import { readEvents } from './event-store.ts';
import { isFinalStatus } from './statuses.ts';
import { toListItem } from './submission-view.ts';

/** Someone else's submission answers 404 like a missing one: its existence is not revealed. */
export async function getSubmission(db: Database, userId: string, submissionId: string): Promise<SubmissionDetail> {
  const [row] = await db
    .select({
      submission: submissions,
      problem: { title: problems.title, difficulty: problems.difficulty, examples: problems.examples },
    })
    .from(submissions)
    .innerJoin(problems, eq(problems.slug, submissions.problemSlug))
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Submission not found');
  const { submission, problem } = row;
  const testEvents = (await readEvents(db, submission.id)).filter((event) => event.type === 'test');
  const tests = testEvents.map((event) =>
    withSampleTexts(event.data as TestEvent, problem.examples, submission.failedSampleOutput),
  );
  return {
    ...toListItem(row),
    isSuccessful: submission.status === 'Accepted' && isFullPoints(submission.status, submission.points),
    passedCount: isFinalStatus(submission.status) ? submission.passedCount : tests.filter((t) => t.verdict === 'Accepted').length,
    testCount: submission.testCount,
    score: submission.score,
    wrongAttempts: submission.wrongAttempts,
    executionMethod: submission.executionMethod,
    problemVersion: submission.problemVersion,
    tests,
    ...(submission.points ? { points: submission.points } : {}),
  };
}

/** Samples are public, so their input and expected output are shown; hidden tests only their numbers. */
function withSampleTexts(test: TestEvent, examples: ProblemExample[], failedSampleOutput: string | null): SubmissionTestResult {
  const example = test.isSample ? examples[test.index - 1] : undefined;
  if (!example) return test;
  const isFailure = test.verdict !== 'Accepted' && failedSampleOutput !== null;
  return { ...test, input: example.input, expectedOutput: example.output, ...(isFailure ? { actualOutput: failedSampleOutput } : {}) };
}
