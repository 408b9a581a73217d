import { z } from 'zod';
import { Verdict } from './enums.ts';

const Slug = z.string().min(1).max(100);

/** What a rejudge covers: one submission, every submission of a problem, of one version of it, or with one verdict. */
export const StartRejudgeBody = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('submission'), submissionId: z.guid() }),
  z.object({ scope: z.literal('problem'), problemSlug: Slug }),
  z.object({ scope: z.literal('version'), problemSlug: Slug, problemVersion: z.number().int().min(1) }),
  z.object({ scope: z.literal('verdict'), problemSlug: Slug, verdict: Verdict }),
]);
export type StartRejudgeBody = z.infer<typeof StartRejudgeBody>;

/** Submissions one rejudge may take at most; narrow a larger one to a version or a verdict. */
export const MAX_REJUDGE_SUBMISSIONS = 5_000;

export const RejudgeJobStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type RejudgeJobStatus = z.infer<typeof RejudgeJobStatus>;

export const RejudgeSummary = z.object({
  id: z.string(),
  scope: z.enum(['submission', 'problem', 'version', 'verdict']),
  /** "All submissions of hello", "Wrong Answer submissions of hello"… */
  description: z.string(),
  problemSlug: z.string().nullable(),
  /** The package version the submissions are judged on. */
  judgeVersion: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  total: z.number().int(),
  counts: z.record(RejudgeJobStatus, z.number().int()),
  /** Done submissions whose verdict changed. */
  changed: z.number().int(),
});
export type RejudgeSummary = z.infer<typeof RejudgeSummary>;

export const RejudgeList = z.array(RejudgeSummary);
export type RejudgeList = z.infer<typeof RejudgeList>;

export const VerdictRecordView = z.object({
  verdict: z.string(),
  passedCount: z.number().int(),
  testCount: z.number().int(),
  runtimeMs: z.number(),
  memoryKb: z.number(),
  score: z.number().int().nullable(),
  problemVersion: z.number().int(),
});
export type VerdictRecordView = z.infer<typeof VerdictRecordView>;

export const RejudgeItem = z.object({
  jobId: z.string(),
  submissionId: z.string(),
  submissionNumber: z.number().int(),
  learner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  language: z.string(),
  status: RejudgeJobStatus,
  /** The verdict before and after (null until it is rejudged). */
  before: VerdictRecordView.nullable(),
  after: VerdictRecordView.nullable(),
  error: z.string().nullable(),
});
export type RejudgeItem = z.infer<typeof RejudgeItem>;

/** The items shown of one rejudge, changed ones first. */
export const REJUDGE_ITEMS_SHOWN = 500;

export const RejudgeDetail = RejudgeSummary.extend({ items: z.array(RejudgeItem) });
export type RejudgeDetail = z.infer<typeof RejudgeDetail>;

export const RejudgeIdParams = z.object({ id: z.guid() });

/** A submission's rejudges, newest first (the users area's submission history). */
export const SubmissionHistory = z.array(
  z.object({ rejudgeId: z.string().nullable(), at: z.string(), status: RejudgeJobStatus, before: VerdictRecordView.nullable(), after: VerdictRecordView.nullable(), error: z.string().nullable() }),
);
export type SubmissionHistory = z.infer<typeof SubmissionHistory>;
