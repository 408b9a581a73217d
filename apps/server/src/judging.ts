import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Judge } from '@codepath/judge/judge';
import type { Database } from './db/client.ts';
import { compilerRoutes } from './features/compiler/routes.ts';
import { createCatalogue, type Catalogue } from './features/problems/catalogue.ts';
import { summarizeImport } from './features/problems/import-report.ts';
import { problemRoutes } from './features/problems/routes.ts';
import { progressRecorder } from './features/scores/record-progress.ts';
import { createLocalEventBus, type SubmissionEventBus } from './features/submissions/event-bus.ts';
import { createSubmissionJudge } from './features/submissions/judge-submission.ts';
import { requeueUnfinished } from './features/submissions/requeue-unfinished.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import type { JudgeQueue } from './queue/judge-queue.ts';
import { createLocalQueue } from './queue/local-queue.ts';
import { createPendingRuns } from './queue/pending-runs.ts';

export interface JudgingSettings {
  problemsDir: string;
  /** Jobs judged at once; undefined = the CPU count. */
  concurrency: number | undefined;
  runsPerMinute: number;
  submissionsPerMinute: number;
  /** Runs, and separately submissions, one learner may have waiting or running. */
  maxPendingJobsPerUser: number;
}

/** The judging service: catalogue, queue, live events. Features meet here and nowhere else. */
export interface Judging {
  catalogue: Catalogue;
  queue: JudgeQueue;
  bus: SubmissionEventBus;
  /** Queues the submissions a stopped server left unfinished; answers how many. */
  requeueUnfinished(): Promise<number>;
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** Finishes the jobs in progress; waiting ones stay Queued for the next start. */
  close(): Promise<void>;
}

export function createJudging(db: Database, judge: Judge, settings: JudgingSettings, log: FastifyBaseLogger): Judging {
  const catalogue = createCatalogue(db, settings.problemsDir);
  const bus = createLocalEventBus();
  const judgeSubmission = createSubmissionJudge({
    db,
    bus,
    judge,
    log,
    loadProblem: (slug) => catalogue.load(slug),
    recordVerdict: progressRecorder.recordVerdict,
  });
  const queue = createLocalQueue(
    { judgeSubmission, runProgram: (request) => judge.runProgram(request) },
    {
      ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
      onJobError: (error, submissionId) => log.error({ err: error, submissionId }, 'submission job failed'),
    },
  );

  return {
    catalogue,
    queue,
    bus,
    requeueUnfinished: () => requeueUnfinished(db, queue),
    async registerRoutes(app) {
      await app.register(problemRoutes, { prefix: '/api/problems' });
      await app.register(compilerRoutes, {
        prefix: '/api/compiler',
        db,
        queue,
        runsPerMinute: settings.runsPerMinute,
        maxPendingRuns: settings.maxPendingJobsPerUser,
        pendingRuns: createPendingRuns(app.redis, app.config.redisPrefix),
        recordRun: progressRecorder.recordRun,
      });
      await app.register(submissionRoutes, {
        prefix: '/api/submissions',
        queue,
        bus,
        submissionsPerMinute: settings.submissionsPerMinute,
        maxPendingSubmissions: settings.maxPendingJobsPerUser,
        recordSubmit: progressRecorder.recordSubmit,
      });
    },
    close: () => queue.close(),
  };
}

/**
 * Start-up before listening: import the catalogue and self-test every language
 * (together; a broken toolchain stops the server here), then queue the
 * submissions a stopped server left unfinished.
 */
export async function startJudging(judge: Judge, judging: Judging, log: FastifyBaseLogger): Promise<void> {
  const selfTestStarted = performance.now();
  const selfTest = judge.selfTest().then(() => performance.now() - selfTestStarted);
  const { lines } = summarizeImport(await judging.catalogue.importAll());
  for (const line of lines) {
    if (line.includes('not imported')) log.warn(line);
    else log.info(line);
  }
  const selfTestMs = await selfTest;
  log.info({ executionMethod: judge.executionMethod, selfTestMs: Math.round(selfTestMs) }, 'judge self-test passed');
  const requeued = await judging.requeueUnfinished();
  if (requeued > 0) log.info({ requeued }, 'unfinished submissions queued again');
}
