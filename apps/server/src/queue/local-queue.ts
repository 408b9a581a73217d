import os from 'node:os';
import { mayStart, mayStartBackground } from './fair-share.ts';
import { BACKGROUND_KINDS, BACKGROUND_OWNER, JOB_KINDS, type BackgroundKind, QueueClosedError, type JobKind, type JudgeQueue, type JudgeQueueHandlers, type QueueCounts } from './judge-queue.ts';

export interface LocalQueueOptions {
  /** Jobs judged at once; defaults to the CPU count. */
  concurrency?: number;
  /** Where a failing submission or background job is reported; the handler is expected to record failures itself. */
  onJobError?: (error: unknown, jobId: string) => void;
}

interface Task {
  kind: JobKind;
  owner: string;
  start(): Promise<void>;
  /** Called instead of start when the queue closes first. */
  abandon(): void;
}

/**
 * One pool of `concurrency` slots in this process. Runs take the next free slot
 * before any waiting submission, so a run never waits behind a long submission
 * queue; within that order a learner's job is skipped while starting it would
 * break the fair share (fair-share.ts).
 */
export function createLocalQueue(handlers: JudgeQueueHandlers, options: LocalQueueOptions = {}): JudgeQueue {
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const waiting: Task[] = [];
  /** Submission and background job ids waiting or running. */
  const knownJobs = new Set<string>();
  const inProgress = new Map<Promise<void>, Task>();
  const activeByOwner = new Map<string, number>();
  let isClosed = false;

  const backgroundActive = () => [...inProgress.values()].filter((task) => BACKGROUND_KINDS.includes(task.kind as BackgroundKind)).length;
  const mayStartTask = (task: Task) =>
    task.kind === 'run' || task.kind === 'submission'
      ? mayStart(activeByOwner.get(task.owner) ?? 0, inProgress.size, concurrency)
      : mayStartBackground(backgroundActive(), inProgress.size, concurrency);

  const nextTask = (): Task | undefined => {
    for (const kind of JOB_KINDS) {
      const index = waiting.findIndex((task) => task.kind === kind && mayStartTask(task));
      if (index >= 0) return waiting.splice(index, 1)[0];
    }
    return undefined;
  };

  const startNext = () => {
    while (!isClosed && inProgress.size < concurrency) {
      const task = nextTask();
      if (!task) return;
      activeByOwner.set(task.owner, (activeByOwner.get(task.owner) ?? 0) + 1);
      const running = task.start().finally(() => {
        inProgress.delete(running);
        const left = (activeByOwner.get(task.owner) ?? 1) - 1;
        if (left > 0) activeByOwner.set(task.owner, left);
        else activeByOwner.delete(task.owner);
        startNext();
      });
      inProgress.set(running, task);
    }
  };

  /** Both kinds of run wait as runs: ahead of submissions, answered to the waiting request. */
  const queueRun = <Result>(work: () => Promise<Result>, owner: string): Promise<Result> => {
    if (isClosed) return Promise.reject(new QueueClosedError());
    return new Promise<Result>((resolve, reject) => {
      waiting.push({
        kind: 'run',
        owner,
        start: () => work().then(resolve, reject),
        abandon: () => reject(new QueueClosedError()),
      });
      startNext();
    });
  };

  /** A job whose row is the job (a submission, a background job): queued once, failures reported, the sweep re-queues a lost one. */
  const queueStored = async (jobId: string, kind: JobKind, owner: string, work: () => Promise<void>) => {
    if (isClosed) throw new QueueClosedError();
    if (knownJobs.has(jobId)) return;
    knownJobs.add(jobId);
    waiting.push({
      kind,
      owner,
      async start() {
        try {
          await work();
        } catch (error) {
          options.onJobError?.(error, jobId);
        } finally {
          knownJobs.delete(jobId);
        }
      },
      // The row stays queued; the sweep queues it again.
      abandon: () => knownJobs.delete(jobId),
    });
    startNext();
  };

  return {
    enqueueSubmission: (submissionId, owner) => queueStored(submissionId, 'submission', owner, () => handlers.judgeSubmission(submissionId)),
    enqueueBackground: (jobId, kind) => queueStored(jobId, kind, BACKGROUND_OWNER, () => handlers.runBackgroundJob(jobId, kind)),

    run: (request, owner) => queueRun(() => handlers.runProgram(request), owner),
    runCases: (job, owner) => queueRun(() => handlers.runCases(job), owner),

    async counts() {
      const tasks = [...inProgress.values()];
      return JOB_KINDS.map(
        (kind): QueueCounts => ({
          kind,
          waiting: waiting.filter((task) => task.kind === kind).length,
          active: tasks.filter((task) => task.kind === kind).length,
        }),
      );
    },

    async close() {
      isClosed = true;
      for (const task of waiting.splice(0)) task.abandon();
      await Promise.allSettled([...inProgress.keys()]);
    },
  };
}
