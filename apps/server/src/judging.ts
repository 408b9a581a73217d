import os from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Language } from '@codepath/contract/enums';
import type { Redis } from 'ioredis';
import type { Verdict } from '@codepath/contract/enums';
import type { SubmitAnswer, SubmitBody } from '@codepath/contract/submissions';
import type { Judge } from '@codepath/judge/judge';
import type { ServerRole } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import { eq } from 'drizzle-orm';
import { submissions, type SubmissionRow } from './db/schema-judging.ts';
import { finishSubmission } from './features/submissions/finish-submission.ts';
import { compilerRoutes } from './features/compiler/routes.ts';
import { createCatalogue, type Catalogue } from './features/problems/catalogue.ts';
import { summarizeImport } from './features/problems/import-report.ts';
import { createProblemList } from './features/problems/problem-list.ts';
import { createProblemVersions, type ProblemVersions } from './features/problems/problem-versions.ts';
import { createVersionVerifier, type VerifyPackage } from './features/problems/verify-version.ts';
import { problemRoutes } from './features/problems/routes.ts';
import { createProgressStatuses, forgettingAfterWrites, type ProgressStatuses } from './features/scores/progress-statuses.ts';
import { progressRecorder } from './features/scores/record-progress.ts';
import { voidAllLeases } from './features/submissions/claim-submission.ts';
import { createLocalEventBus, type SubmissionEventBus } from './features/submissions/event-bus.ts';
import { createRedisEventBus } from './features/submissions/event-bus-redis.ts';
import { admitSubmission, createSubmission, type CreateSubmissionDeps } from './features/submissions/create-submission.ts';
import { createSubmissionJudge } from './features/submissions/judge-submission.ts';
import { createFreshSubmissions } from './features/submissions/fresh-submissions.ts';
import { createSubmissionRejudger } from './features/submissions/rejudge-submission.ts';
import { createSimilarityRunner } from './features/classes/similarity/run-similarity.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { sweepUnfinished } from './features/submissions/sweep-unfinished.ts';
import { finishJob, findUnclaimedJobs, MAX_JOB_ATTEMPTS, voidAllJobLeases } from './lib/background-jobs.ts';
import { createBullmqQueue, startBullmqWorker, type JudgeWorker } from './queue/bullmq-queue.ts';
import { QueueClosedError, RetryLaterError, type BackgroundKind, type JobKind, type JudgeQueue, type JudgeQueueHandlers } from './queue/judge-queue.ts';
import { createLocalQueue } from './queue/local-queue.ts';
import { registerWorker, type WorkerAnnouncement, type WorkerRegistration } from './queue/worker-registry.ts';
import { createPendingRuns } from './queue/pending-runs.ts';

export interface JudgingSettings {
  role: ServerRole;
  problemsDir: string;
  /** DATA_DIR: a worker keeps the packages it fetched under it. */
  dataDir: string;
  /** Jobs judged at once by this process; undefined = the CPU count. */
  concurrency: number | undefined;
  /** How long a judging claim (and a BullMQ job lock) holds without renewal. */
  leaseMs: number;
  /** Scale-out mode: BullMQ, pub/sub and shared limits on this Redis. Null: everything in this process. */
  redis: { connection: Redis; prefix: string } | null;
  runsPerMinute: number;
  submissionsPerMinute: number;
  /** Runs, and separately submissions, one learner may have waiting or running. */
  maxPendingJobsPerUser: number;
  /** How this process runs `judge verify` on a package; null where it judges nothing (an API server). */
  verifyPackage: VerifyPackage | null;
}

/** Observers of judging, for metrics. */
export interface JudgingHooks {
  onVerdict?(submission: SubmissionRow, verdict: Verdict): void;
  onJobOutcome?(kind: JobKind, outcome: 'failed' | 'retried' | 'stalled'): void;
}

/**
 * The judging service, split in two sides that meet only through the queue and
 * the database. The producer (every role but `worker` serves its routes) stores
 * submissions, queues them and streams their events; the consumer (roles `all`
 * and `worker`) claims, grades and finishes them. Embedded mode runs both on the
 * in-process queue; scale-out mode on BullMQ, with events on Redis pub/sub.
 */
export interface Judging {
  catalogue: Catalogue;
  queue: JudgeQueue;
  bus: SubmissionEventBus;
  /** The learners' problem statuses the problem list shows; whoever writes progress calls `forget` after it. */
  progressStatuses: ProgressStatuses;
  /** Uploading, publishing and hiding problem versions (the admin area). */
  problemVersions: ProblemVersions;
  /** Ends a submission nobody holds with an Internal Error naming `reason` (never charged to the learner); false when held or final. */
  failSubmission(submissionId: string, reason: string): Promise<boolean>;
  /**
   * A submission made elsewhere than the solve page (a contest): the same checks, storage and
   * queue as POST /api/submissions; `linkStored` writes in the submission's transaction.
   */
  submit(userId: string, body: SubmitBody, linkStored: (db: Database, submissionId: string) => Promise<void>): Promise<SubmitAnswer>;
  /** Queues the submissions whose job may be lost; answers how many. */
  sweep(minAgeMs?: number): Promise<number>;
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** Start-up before serving: import (unless a worker), self-test (unless an API server), then the periodic sweep. */
  start(): Promise<void>;
  /** Stops the sweep and finishes the jobs in progress; waiting ones stay queued for other workers or the next start. */
  close(): Promise<void>;
}

/** Queued rows younger than this are left to the request that queued them. */
const SWEEP_MIN_AGE_MS = 2_000;

export function createJudging(
  db: Database,
  databaseKind: DatabaseKind,
  judge: Judge | null,
  settings: JudgingSettings,
  log: FastifyBaseLogger,
  hooks: JudgingHooks = {},
): Judging {
  const isJudging = settings.role !== 'api';
  if (isJudging && !judge) throw new Error(`a ${settings.role} server needs a judge`);
  const problemList = createProblemList(db);
  const catalogue = createCatalogue(db, {
    problemsDir: settings.role === 'worker' ? undefined : settings.problemsDir,
    storePackages: settings.redis !== null,
    dataDir: settings.dataDir,
    onProblemChanged: () => problemList.invalidate(),
  });
  const problemVersions = createProblemVersions(db, catalogue, () => problemList.invalidate());
  const redis = settings.redis;
  const bus = redis ? createRedisEventBus(redis.connection, redis.prefix, log) : createLocalEventBus();
  // Embedded: this process is the database's only writer, so the problem list's statuses can be kept in memory.
  const progressStatuses = createProgressStatuses(db, { isSoleWriter: databaseKind === 'pglite' });
  const recorder = forgettingAfterWrites(progressRecorder, progressStatuses);
  const finishDeps = { db, bus, recordVerdict: progressRecorder.recordVerdict, onProgressChanged: progressStatuses.forget };

  const verifyVersion = createVersionVerifier({
    db,
    loadStored: (contentHash) => catalogue.loadStored(contentHash),
    verifyPackage: settings.verifyPackage ?? (() => Promise.reject(new Error('this judge cannot verify packages'))),
    leaseMs: settings.leaseMs,
    log,
  });
  const rejudge =
    judge &&
    createSubmissionRejudger({
      db,
      judge,
      loadProblem: (slug, version) => catalogue.load(slug, version),
      recomputeProgress: progressRecorder.recomputeFromVerdicts,
      onProgressChanged: progressStatuses.forget,
      leaseMs: settings.leaseMs,
      log,
    });
  const runSimilarity = createSimilarityRunner({ db, leaseMs: settings.leaseMs, log });
  // Submissions stored here and judged here start grading while their row is claimed (a hint only: the row decides).
  const freshSubmissions = judge ? createFreshSubmissions() : undefined;
  const submitDeps = (): CreateSubmissionDeps => ({
    db,
    queue,
    maxPendingSubmissions: settings.maxPendingJobsPerUser,
    recordSubmit: recorder.recordSubmit,
    onProgressChanged: progressStatuses.forget,
    onEnqueueFailed: (submissionId, error) => log.warn({ err: error, submissionId }, 'a stored submission could not be queued; the sweep queues it again'),
    ...(freshSubmissions ? { freshSubmissions } : {}),
  });
  let activeJobs = 0;
  const counted = <Args extends unknown[], Result>(work: (...args: Args) => Promise<Result>) => async (...args: Args): Promise<Result> => {
    activeJobs += 1;
    try {
      return await work(...args);
    } finally {
      activeJobs -= 1;
    }
  };
  const handlers: JudgeQueueHandlers | null = judge &&
    rejudge && {
    runBackgroundJob: counted((jobId: string, kind: BackgroundKind) => (kind === 'verify' ? verifyVersion(jobId) : kind === 'similarity' ? runSimilarity(jobId) : rejudge(jobId))),
    judgeSubmission: counted(createSubmissionJudge({
      ...finishDeps,
      judge,
      log,
      leaseMs: settings.leaseMs,
      loadProblem: (slug, version) => catalogue.load(slug, version),
      ...(hooks.onVerdict ? { onVerdict: hooks.onVerdict } : {}),
      ...(freshSubmissions ? { freshSubmissions } : {}),
    })),
    runProgram: counted((request) => judge.runProgram(request)),
    runCases: counted(async ({ problemSlug, problemVersion, language, source, cases }) => {
      const loaded = await catalogue.load(problemSlug, problemVersion);
      if (!loaded) throw new Error(`the package of ${problemSlug} version ${problemVersion} cannot be loaded`);
      return judge.runCases({ pkg: loaded.pkg, language, source, cases });
    }),
  };
  const onJobError = (error: unknown, jobId: string) => {
    if (error instanceof RetryLaterError) log.warn({ jobId }, error.message);
    else log.error({ err: error, jobId }, 'judging job failed; it is queued again by the sweep');
  };

  let queue: JudgeQueue;
  let worker: JudgeWorker | null = null;
  if (!redis) {
    if (!handlers) throw new Error('an API server without Redis has nobody to judge');
    queue = createLocalQueue(handlers, { ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}), onJobError });
  } else {
    queue = createBullmqQueue(redis);
    if (handlers) {
      worker = startBullmqWorker(handlers, {
        ...redis,
        ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
        lockMs: settings.leaseMs,
        log,
        ...(hooks.onJobOutcome ? { onJobOutcome: hooks.onJobOutcome } : {}),
      });
    }
  }

  /** Background jobs lost with a queue or a worker are queued again; one interrupted too often is failed. */
  const sweepBackground = async (minAgeMs: number) => {
    let queued = 0;
    for (const job of await findUnclaimedJobs(db, minAgeMs)) {
      if (job.status === 'running' && job.attempts >= MAX_JOB_ATTEMPTS) {
        await finishJob(db, job.id, null, { status: 'failed', error: 'The job was interrupted too often (its worker stopped each time). Start it again.' });
        continue;
      }
      await queue.enqueueBackground(job.id, job.kind);
      queued += 1;
    }
    return queued;
  };
  const sweep = async (minAgeMs = SWEEP_MIN_AGE_MS) => (await sweepUnfinished({ ...finishDeps, queue }, minAgeMs)) + (await sweepBackground(minAgeMs));
  let sweepTimer: NodeJS.Timeout | undefined;
  let registration: WorkerRegistration | null = null;

  /** Every language's self-test, one after the other, timed for the judge screen; a failing one stops the start as before. */
  const selfTestEach = async (): Promise<WorkerAnnouncement['languages']> => {
    const results: WorkerAnnouncement['languages'] = [];
    for (const language of Language.options) {
      const started = performance.now();
      await judge?.selfTest([language]);
      results.push({ language, isOk: true, selfTestMs: Math.round(performance.now() - started) });
    }
    return results;
  };

  return {
    catalogue,
    progressStatuses,
    problemVersions,
    queue,
    bus,
    sweep,
    async submit(userId, body, linkStored) {
      const deps = submitDeps();
      return createSubmission(deps, userId, body, await admitSubmission(deps, userId, body), linkStored);
    },
    async failSubmission(submissionId, reason) {
      const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
      if (!submission) return false;
      const outcome = { verdict: 'Internal Error' as const, passedCount: 0, testCount: submission.testCount, runtimeMs: 0, memoryKb: 0, output: `Internal Error: ${reason} Please submit again.`, failedSampleOutput: null, failedSample: null, executionMethod: null };
      return (await finishSubmission(finishDeps, submission, outcome)) !== null;
    },
    async registerRoutes(app) {
      await app.register(problemRoutes, { prefix: '/api/problems', problemList, statusesOf: progressStatuses.of });
      await app.register(compilerRoutes, {
        prefix: '/api/compiler',
        db,
        queue,
        runsPerMinute: settings.runsPerMinute,
        maxPendingRuns: settings.maxPendingJobsPerUser,
        pendingRuns: createPendingRuns(redis?.connection ?? null, redis?.prefix ?? ''),
      });
      await app.register(submissionRoutes, {
        prefix: '/api/submissions',
        queue,
        bus,
        submissionsPerMinute: settings.submissionsPerMinute,
        maxPendingSubmissions: settings.maxPendingJobsPerUser,
        recordSubmit: recorder.recordSubmit,
        // In a transaction the recorder forgets before the commit: once more after it.
        onProgressChanged: progressStatuses.forget,
        onEnqueueFailed: (submissionId, error) => log.warn({ err: error, submissionId }, 'a stored submission could not be queued; the sweep queues it again'),
        ...(freshSubmissions ? { freshSubmissions } : {}),
      });
    },
    async start() {
      const selfTestStarted = performance.now();
      const selfTest = judge ? selfTestEach() : Promise.resolve(null);
      if (settings.role !== 'worker') {
        const { lines } = summarizeImport(await catalogue.importAll());
        for (const line of lines) {
          if (line.includes('not imported')) log.warn(line);
          else log.info(line);
        }
      }
      const languages = await selfTest;
      if (judge && languages !== null) {
        log.info({ executionMethod: judge.executionMethod, selfTestMs: Math.round(performance.now() - selfTestStarted) }, 'judge self-test passed');
        const announcement = { role: settings.role, slots: settings.concurrency ?? os.availableParallelism(), executionMethod: judge.executionMethod, languages };
        registration = await registerWorker(db, announcement, () => activeJobs, log);
      }
      // The embedded data folder is locked to this process: whatever was Running belongs to a process that is gone.
      if (databaseKind === 'pglite') {
        await voidAllLeases(db);
        await voidAllJobLeases(db);
      }
      const queued = await sweep(0);
      if (queued > 0) log.info({ queued }, 'unfinished submissions queued again');
      const every = Math.max(1000, Math.min(10_000, settings.leaseMs / 3));
      sweepTimer = setInterval(() => {
        sweep().catch((error: unknown) => {
          // A sweep still running when the server stops finds the queue closed; the next start sweeps again.
          if (!(error instanceof QueueClosedError)) log.warn({ err: error }, 'the sweep of unfinished submissions failed; it runs again');
        });
      }, every);
      sweepTimer.unref();
    },
    async close() {
      clearInterval(sweepTimer);
      await registration?.stop();
      await worker?.close();
      await queue.close();
      if ('close' in bus && typeof bus.close === 'function') bus.close();
    },
  };
}
