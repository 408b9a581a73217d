import type { Language } from '@codepath/contract/enums';
import type { RunProgramRequest } from '@codepath/judge/judge';
import type { CaseToRun, CasesRunResult } from '@codepath/judge/run-cases';
import type { ProgramResult } from '@codepath/judge/run-program';

/**
 * A "Run Code" on several inputs, as plain data (a BullMQ job carries it through
 * Redis as JSON): the judge loads the problem's package for its limits and checker.
 */
export interface RunCasesJob {
  problemSlug: string;
  problemVersion: number;
  language: Language;
  source: string;
  cases: CaseToRun[];
}

/**
 * The kinds of job: a learner's "Run Code" (answered to the waiting request; one input
 * or several cases), a submission, and the background work of the admin area
 * (verifying a package version, rejudging a submission) and of classes (a similarity
 * report), which never delays a learner.
 */
export type JobKind = 'run' | 'submission' | BackgroundKind;
export type BackgroundKind = 'verify' | 'rejudge' | 'similarity';
export const JOB_KINDS: readonly JobKind[] = ['run', 'submission', 'verify', 'rejudge', 'similarity'];
export const BACKGROUND_KINDS: readonly BackgroundKind[] = ['verify', 'rejudge', 'similarity'];
/** The owner fair share counts every background job under. */
export const BACKGROUND_OWNER = 'background';

export interface QueueCounts {
  kind: JobKind;
  waiting: number;
  active: number;
}

/**
 * The producer side of judging, used by API servers. Embedded mode judges in
 * this process (local-queue.ts); scale-out mode puts jobs on BullMQ
 * (bullmq-queue.ts) for `npm run worker` processes. Submissions travel by id
 * only: the database row is the job, so a lost job is found again by the sweep.
 * `owner` is the learner's id; it keeps one learner from holding every slot.
 */
export interface JudgeQueue {
  /** Judges a stored submission later; an id already waiting or running is not queued twice. */
  enqueueSubmission(submissionId: string, owner: string): Promise<void>;
  /**
   * Runs a background job (its row in background_jobs is the job) after every waiting
   * run and submission; a job id already waiting or running is not queued twice.
   */
  enqueueBackground(jobId: string, kind: BackgroundKind): Promise<void>;
  /** Runs a program ahead of waiting submissions (a learner is waiting for it) and answers its result. */
  run(request: RunProgramRequest, owner: string): Promise<ProgramResult>;
  /** Runs a program on several cases with one compile, as a run (same priority and fair share), and answers every result. */
  runCases(job: RunCasesJob, owner: string): Promise<CasesRunResult>;
  /** Jobs waiting and running per kind, for /metrics. */
  counts(): Promise<QueueCounts[]>;
  /** Stops taking jobs and waits for the ones in progress; waiting submissions stay Queued in the database. */
  close(): Promise<void>;
}

/** What a judging slot does with a job; the same functions serve both queues. */
export interface JudgeQueueHandlers {
  judgeSubmission(submissionId: string): Promise<void>;
  runBackgroundJob(jobId: string, kind: BackgroundKind): Promise<void>;
  runProgram(request: RunProgramRequest): Promise<ProgramResult>;
  runCases(job: RunCasesJob): Promise<CasesRunResult>;
}

export class QueueClosedError extends Error {
  constructor() {
    super('The judge queue is shutting down');
    this.name = 'QueueClosedError';
  }
}

/** No judge answered a run in time (no worker running, or all of them busy for a minute). */
export class QueueTimeoutError extends Error {
  constructor() {
    super('No judge answered in time');
    this.name = 'QueueTimeoutError';
  }
}

/** A job that cannot run yet and knows when it can (a claim held until its lease ends); the queue offers it again then. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAt: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}
