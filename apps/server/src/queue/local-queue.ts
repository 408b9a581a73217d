import os from 'node:os';
import type { ProgramResult } from '@codepath/judge/run-program';
import { QueueClosedError, type JudgeQueue, type JudgeQueueHandlers } from './judge-queue.ts';

export interface LocalQueueOptions {
  /** Jobs judged at once; defaults to the CPU count. */
  concurrency?: number;
  /** Where a failing submission job is reported; the handler is expected to record failures itself. */
  onJobError?: (error: unknown, submissionId: string) => void;
}

interface Task {
  start(): Promise<void>;
  /** Called instead of start when the queue closes first. */
  abandon(): void;
}

/**
 * One pool of `concurrency` slots in this process. Runs take the next free slot
 * before any waiting submission, so a run never waits behind a long submission queue.
 */
export function createLocalQueue(handlers: JudgeQueueHandlers, options: LocalQueueOptions = {}): JudgeQueue {
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const waitingRuns: Task[] = [];
  const waitingSubmissions: Task[] = [];
  const knownSubmissions = new Set<string>();
  const inProgress = new Set<Promise<void>>();
  let isClosed = false;

  const startNext = () => {
    while (!isClosed && inProgress.size < concurrency) {
      const task = waitingRuns.shift() ?? waitingSubmissions.shift();
      if (!task) return;
      const running = task.start().finally(() => {
        inProgress.delete(running);
        startNext();
      });
      inProgress.add(running);
    }
  };

  return {
    async enqueueSubmission(submissionId) {
      if (isClosed) throw new QueueClosedError();
      if (knownSubmissions.has(submissionId)) return;
      knownSubmissions.add(submissionId);
      waitingSubmissions.push({
        async start() {
          try {
            await handlers.judgeSubmission(submissionId);
          } catch (error) {
            options.onJobError?.(error, submissionId);
          } finally {
            knownSubmissions.delete(submissionId);
          }
        },
        // The row stays Queued; the next start-up queues it again.
        abandon: () => knownSubmissions.delete(submissionId),
      });
      startNext();
    },

    run(request) {
      if (isClosed) return Promise.reject(new QueueClosedError());
      return new Promise<ProgramResult>((resolve, reject) => {
        waitingRuns.push({
          start: () => handlers.runProgram(request).then(resolve, reject),
          abandon: () => reject(new QueueClosedError()),
        });
        startNext();
      });
    },

    async close() {
      isClosed = true;
      for (const task of [...waitingRuns.splice(0), ...waitingSubmissions.splice(0)]) task.abandon();
      await Promise.allSettled([...inProgress]);
    },
  };
}
