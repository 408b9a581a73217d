import type { RunProgramRequest } from '@codepath/judge/judge';
import type { ProgramResult } from '@codepath/judge/run-program';

/**
 * Every execution goes through a JudgeQueue. The in-process provider (local-queue.ts)
 * is the default; a BullMQ provider implements the same interface with the same
 * handlers running in worker processes. Submissions travel by id only: the database
 * row is the job, so a lost job is found again by `requeueUnfinished`.
 */
export interface JudgeQueue {
  /** Judges a stored submission later; an id already waiting or running is not queued twice. */
  enqueueSubmission(submissionId: string): Promise<void>;
  /** Runs a program ahead of waiting submissions (a learner is waiting for it) and answers its result. */
  run(request: RunProgramRequest): Promise<ProgramResult>;
  /** Stops taking jobs and waits for the ones in progress; waiting submissions stay Queued in the database. */
  close(): Promise<void>;
}

export interface JudgeQueueHandlers {
  judgeSubmission(submissionId: string): Promise<void>;
  runProgram(request: RunProgramRequest): Promise<ProgramResult>;
}

export class QueueClosedError extends Error {
  constructor() {
    super('The judge queue is shutting down');
    this.name = 'QueueClosedError';
  }
}
