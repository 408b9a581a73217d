import { z } from 'zod';
import { Difficulty, ExecutionMethod, Language, PendingStatus, Verdict } from './enums.ts';

/** A submission shows 'Queued' or 'Running' until the judge's verdict replaces it. */
export const SubmissionStatus = z.union([Verdict, PendingStatus]);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/**
 * The status a learner reads in their submissions: the stored one, except that a scoring
 * problem's Accepted with some but not all points reads 'Partially Accepted' (only full
 * points solve it, so it is not shown as Accepted anywhere).
 */
export const PARTIALLY_ACCEPTED = 'Partially Accepted';
export const ShownSubmissionStatus = z.union([SubmissionStatus, z.literal(PARTIALLY_ACCEPTED)]);
export type ShownSubmissionStatus = z.infer<typeof ShownSubmissionStatus>;

export function shownSubmissionStatus(status: SubmissionStatus, points: { points: number; maxPoints: number } | null | undefined): ShownSubmissionStatus {
  return status === 'Accepted' && points && points.points < points.maxPoints ? PARTIALLY_ACCEPTED : status;
}

/**
 * The spec's payload. The server judges the code itself: `output`, `executionTime`,
 * `memoryUsed` and `timeSpent` from the browser are accepted and not trusted.
 */
export const SubmitBody = z.object({
  code: z.string(),
  language: Language,
  problemId: z.string().min(1).max(100),
  output: z.string().optional(),
  executionTime: z.number().optional(),
  memoryUsed: z.number().optional(),
  timeSpent: z.number().optional(),
});
export type SubmitBody = z.infer<typeof SubmitBody>;

export const SubmitAnswer = z.object({ id: z.string(), status: z.literal('Queued'), isSuccessful: z.literal(false) });
export type SubmitAnswer = z.infer<typeof SubmitAnswer>;

export const SubmissionIdParams = z.object({ id: z.uuid() });
export type SubmissionIdParams = z.infer<typeof SubmissionIdParams>;

/** Times in CPU milliseconds, memory in KB (the largest over the tests run). */
export const SubmissionListItem = z.object({
  id: z.string(),
  submissionNumber: z.number().int(),
  problem: z.string(),
  problemId: z.string(),
  difficulty: Difficulty,
  language: Language,
  status: ShownSubmissionStatus,
  runtime: z.number(),
  memory: z.number(),
  submittedAt: z.string(),
  /** Only the owner ever receives a submission, so the code is always theirs. */
  code: z.string(),
  /** Compiler or checker message of the first failing test; empty when accepted. */
  output: z.string(),
});
export type SubmissionListItem = z.infer<typeof SubmissionListItem>;

export const SubmissionListAnswer = z.array(SubmissionListItem);
export type SubmissionListAnswer = z.infer<typeof SubmissionListAnswer>;

/** Hidden tests show verdict, time and memory only; samples also their input, expected and (when failing) actual output. */
export const SubmissionTestResult = z.object({
  index: z.number().int(),
  isSample: z.boolean(),
  verdict: Verdict,
  time: z.number(),
  memory: z.number(),
  input: z.string().optional(),
  expectedOutput: z.string().optional(),
  actualOutput: z.string().optional(),
});
export type SubmissionTestResult = z.infer<typeof SubmissionTestResult>;

/** One test group of a scoring problem: its name below data/secret ("group1"), points earned and whether it passed. */
export const GroupScore = z.object({ name: z.string(), points: z.number(), maxPoints: z.number(), isPassed: z.boolean() });
export type GroupScore = z.infer<typeof GroupScore>;

/**
 * A scoring problem's points for one submission ("Partially accepted: 40/100"),
 * apart from the platform's score of the problem (`score`, out of 100).
 */
export const SubmissionPoints = z.object({ points: z.number(), maxPoints: z.number(), groups: z.array(GroupScore) });
export type SubmissionPoints = z.infer<typeof SubmissionPoints>;

/** Only full points solve a scoring problem: a partial result is judged like any other failure. */
export function isFullPoints(verdict: Verdict, points: SubmissionPoints | null | undefined): boolean {
  return verdict === 'Accepted' && (!points || points.points >= points.maxPoints);
}

export const SubmissionDetail = SubmissionListItem.extend({
  isSuccessful: z.boolean(),
  passedCount: z.number().int(),
  testCount: z.number().int(),
  score: z.number().int().nullable(),
  wrongAttempts: z.number().int().nullable(),
  executionMethod: ExecutionMethod.nullable(),
  problemVersion: z.number().int(),
  tests: z.array(SubmissionTestResult),
  /** Scoring problems only: the points of this submission (absent for pass-fail problems). */
  points: SubmissionPoints.nullable().optional(),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetail>;

/** `event: test` of the events stream, one per finished test. */
export const TestEvent = z.object({
  index: z.number().int(),
  isSample: z.boolean(),
  verdict: Verdict,
  time: z.number(),
  memory: z.number(),
});
export type TestEvent = z.infer<typeof TestEvent>;

/**
 * Hidden tests are numbered among themselves (samples run first, so hidden test N is
 * test sampleCount + N). A failed one is named this way on every screen and in the
 * stored output: "Wrong Answer on hidden test 7 of 15".
 */
export function hiddenTestFailure(verdict: Verdict, hiddenNumber: number, hiddenCount: number): string {
  return `${verdict} on hidden test ${hiddenNumber} of ${hiddenCount}`;
}

/** "Sample 2" or "Hidden test 7", given how many of the tests are samples. */
export function testLabel(test: Pick<TestEvent, 'index' | 'isSample'>, sampleCount: number): string {
  return test.isSample ? `Sample ${test.index}` : `Hidden test ${test.index - sampleCount}`;
}

/** The first failing test of a submission when it is a sample: public, so shown in full. */
export const FailedSample = z.object({
  index: z.number().int(),
  input: z.string(),
  expectedOutput: z.string(),
  /** What the program printed on it; absent when that is unknown. */
  actualOutput: z.string().optional(),
});
export type FailedSample = z.infer<typeof FailedSample>;

/**
 * `event: final`, the last of the stream. It carries what the submission's details
 * would add to the verdict, so a client needs no further request; events stored
 * before it did lack `output` and `failedSample`.
 */
export const FinalEvent = z.object({
  verdict: Verdict,
  isSuccessful: z.boolean(),
  passedCount: z.number().int(),
  testCount: z.number().int(),
  /** The problem's score after this submission (0 until it is solved). */
  score: z.number().int(),
  wrongAttempts: z.number().int(),
  /** How the submission ran ('sandbox' or 'native'); absent for events stored before it was recorded. */
  executionMethod: ExecutionMethod.nullable().optional(),
  /** The submission's `output`, as its details answer it (the compiler's or checker's message, or the failed hidden test's name). */
  output: z.string().optional(),
  /**
   * The failing sample, as the details show it; null when the first failing test is
   * not a sample (or nothing failed). Absent when the event does not carry it (a
   * sample too long for an event, or an older event): the details have it.
   */
  failedSample: FailedSample.nullable().optional(),
  /** Scoring problems only: the submission's points by test group (absent for pass-fail problems). */
  points: SubmissionPoints.nullable().optional(),
});
export type FinalEvent = z.infer<typeof FinalEvent>;

export const SubmissionEventsQuery = z.object({ token: z.string().optional() });
export type SubmissionEventsQuery = z.infer<typeof SubmissionEventsQuery>;

export const SubmissionStats = z.object({
  totalSubmissions: z.number().int(),
  /** Submitted in the last 7 days. */
  recentSubmissions: z.number().int(),
  /** Mean runtime (ms) of the judged submissions, rounded. */
  averageExecutionTime: z.number(),
  languageBreakdown: z.record(z.string(), z.number().int()),
});
export type SubmissionStats = z.infer<typeof SubmissionStats>;

/** How many accepted submissions (this one included) a percentile needs before it is shown. */
export const PERCENTILE_MIN_ACCEPTED = 5;

/** One bar of a histogram: the values from `from` up to and including `to`, and how many fall there. */
export const HistogramBucket = z.object({ from: z.number(), to: z.number(), count: z.number().int() });
export type HistogramBucket = z.infer<typeof HistogramBucket>;

/**
 * `GET /api/submissions/{id}/percentile`: how an accepted submission compares with
 * every accepted submission of the same problem in the same language (all of them,
 * not one per learner). The percentages and histogram are null and empty while there
 * are fewer than PERCENTILE_MIN_ACCEPTED.
 */
export const SubmissionPercentile = z.object({
  /** CPU milliseconds of the slowest test and peak KB, as the submission's row has them. */
  runtime: z.number(),
  memory: z.number(),
  acceptedCount: z.number().int(),
  /** Share (0-100, rounded) of the other accepted submissions that took longer. */
  fasterThanPercent: z.number().int().nullable(),
  /** Share (0-100, rounded) of the other accepted submissions that used more memory. */
  lessMemoryThanPercent: z.number().int().nullable(),
  runtimeHistogram: z.array(HistogramBucket),
  /** Which bucket of the histogram holds this submission. */
  runtimeBucket: z.number().int().nullable(),
});
export type SubmissionPercentile = z.infer<typeof SubmissionPercentile>;
