import { z } from 'zod';

export const JudgeWorkerView = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  role: z.string(),
  slots: z.number().int(),
  activeJobs: z.number().int(),
  executionMethod: z.string(),
  languages: z.array(z.object({ language: z.string(), isOk: z.boolean(), selfTestMs: z.number(), message: z.string().optional() })),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Renewed within the last three heartbeats and not stopped. */
  isAlive: z.boolean(),
  stoppedAt: z.string().nullable(),
});
export type JudgeWorkerView = z.infer<typeof JudgeWorkerView>;

export const JobKindName = z.enum(['run', 'submission', 'verify', 'rejudge', 'similarity']);
export type JobKindName = z.infer<typeof JobKindName>;

export const ProblemJobKind = z.enum(['submission', 'verify', 'rejudge', 'similarity']);
export type ProblemJobKind = z.infer<typeof ProblemJobKind>;

/** A job that needs an operator's eye: stuck (waiting long, or its worker stopped), tried again and again, or failed. */
export const ProblemJob = z.object({
  kind: ProblemJobKind,
  id: z.string(),
  status: z.string(),
  reason: z.enum(['waiting-long', 'lease-expired', 'retrying', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** "two-sum · python · #3 by ada@example.com", "verify hello version 2". */
  summary: z.string(),
  error: z.string().nullable(),
  canRequeue: z.boolean(),
  canFail: z.boolean(),
});
export type ProblemJob = z.infer<typeof ProblemJob>;

export const JudgeOverview = z.object({
  workers: z.array(JudgeWorkerView),
  /** This queue's jobs by kind (BullMQ: every worker's; embedded: this server's). */
  queue: z.array(z.object({ kind: JobKindName, waiting: z.number().int(), active: z.number().int() })),
  /** When the oldest job still waiting was made (stored jobs: submissions and background jobs). */
  oldestWaiting: z.object({ submission: z.string().nullable(), background: z.string().nullable() }),
  /** Verdicts given in the last hour, most first. */
  verdictsLastHour: z.array(z.object({ verdict: z.string(), count: z.number().int() })),
  problemJobs: z.array(ProblemJob),
  checkedAt: z.string(),
});
export type JudgeOverview = z.infer<typeof JudgeOverview>;

export const JobActionParams = z.object({ kind: ProblemJobKind, id: z.guid() });

/** A waiting job older than this is listed as waiting long. */
export const WAITING_LONG_MS = 2 * 60 * 1000;
