import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { DelayedError, Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RunProgramRequest } from '@codepath/judge/judge';
import type { CasesRunResult } from '@codepath/judge/run-cases';
import type { ProgramResult } from '@codepath/judge/run-program';
import {
  BACKGROUND_OWNER,
  JOB_KINDS,
  QueueClosedError,
  QueueTimeoutError,
  RetryLaterError,
  type BackgroundKind,
  type JobKind,
  type JudgeQueue,
  type JudgeQueueHandlers,
  type QueueCounts,
  type RunCasesJob,
} from './judge-queue.ts';

/**
 * Scale-out judging on BullMQ. One queue, `<REDIS_PREFIX>:judge`, holds every
 * kind of job: runs at priority 1 (a learner waits on the answer), submissions
 * at priority 2 with the submission id as job id, so a submission is never queued
 * twice, and the admin area's background jobs after them (verify 3, rejudge 4, the
 * background job's id as job id). A finished submission job is removed at once (the database row holds the
 * verdict), which lets the sweep queue a lost one again under the same id.
 */
const QUEUE_NAME = 'judge';
const PRIORITY: Record<JobKind, number> = { run: 1, submission: 2, verify: 3, rejudge: 4, similarity: 5 };
/** How long an API server waits for a run's answer before answering 503. */
const RUN_WAIT_MS = 60_000;
/** A job a learner may not start yet (fair share) waits this long before it is offered again. */
const FAIR_SHARE_RETRY_MS = 200;
/** Workers announce their slots, and renew their jobs' share entries, this often. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TTL_MS = 20_000;

interface RunJobData {
  kind: 'run';
  owner: string;
  request: RunProgramRequest;
}
/** Several cases with one compile; a run in priority, fair share and counts. */
interface RunCasesJobData {
  kind: 'run-cases';
  owner: string;
  job: RunCasesJob;
}
interface SubmissionJobData {
  kind: 'submission';
  owner: string;
  submissionId: string;
}
interface BackgroundJobData {
  kind: BackgroundKind;
  owner: typeof BACKGROUND_OWNER;
  jobId: string;
}
type JobData = RunJobData | RunCasesJobData | SubmissionJobData | BackgroundJobData;
type JobResult = ProgramResult | CasesRunResult | undefined;

const kindOf = (data: JobData): JobKind => (data.kind === 'run-cases' ? 'run' : data.kind);

/** Stored jobs (a row is the job) are tried again after a failure before their claim, and removed once finished. */
const STORED_JOB_OPTIONS = { attempts: 6, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: true } as const;

export interface BullmqSettings {
  /** The shared connection of this process (ioredis, `maxRetriesPerRequest: null`). */
  connection: Redis;
  prefix: string;
}

const shareKeys = (prefix: string) => ({ slots: `${prefix}:judge-slots`, active: `${prefix}:judge-active` });

/** The producer: API servers (and workers' sweeps) add jobs; runs wait for their result. */
export function createBullmqQueue(settings: BullmqSettings): JudgeQueue {
  const queue = new Queue<JobData, JobResult>(QUEUE_NAME, { connection: settings.connection, prefix: settings.prefix });
  let events: QueueEvents | null = null;
  let isClosed = false;
  const waitingRuns = new Set<() => void>();
  const eventsForRuns = () => {
    events ??= new QueueEvents(QUEUE_NAME, { connection: settings.connection.duplicate(), prefix: settings.prefix });
    return events;
  };

  /** Adds a run job ahead of submissions and waits for its result (503 after RUN_WAIT_MS with no judge). */
  const addRun = async <Result extends JobResult>(data: RunJobData | RunCasesJobData): Promise<Result> => {
    if (isClosed) throw new QueueClosedError();
    const queueEvents = eventsForRuns();
    await queueEvents.waitUntilReady();
    const job = await queue.add(data.kind, data, { priority: PRIORITY.run, removeOnComplete: { age: 60 }, removeOnFail: { age: 60 } });
    let timer: NodeJS.Timeout | undefined;
    let onClose = () => {};
    try {
      const result = await Promise.race([
        job.waitUntilFinished(queueEvents, RUN_WAIT_MS),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new QueueTimeoutError()), RUN_WAIT_MS + 1000);
          onClose = () => reject(new QueueClosedError());
          waitingRuns.add(onClose);
        }),
      ]);
      if (!result) throw new Error('a run job finished without a result');
      // The worker answered this job's kind; the result came back through Redis as JSON.
      return result as Result;
    } catch (error) {
      if (error instanceof Error && /timed out before finishing/.test(error.message)) throw new QueueTimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
      waitingRuns.delete(onClose);
    }
  };

  return {
    async enqueueSubmission(submissionId, owner) {
      if (isClosed) throw new QueueClosedError();
      await queue.add(
        'submission',
        { kind: 'submission', owner, submissionId },
        // A failure before the claim (the database restarting) is tried again; the handler records its own verdicts.
        { jobId: submissionId, priority: PRIORITY.submission, ...STORED_JOB_OPTIONS },
      );
    },

    async enqueueBackground(jobId, kind) {
      if (isClosed) throw new QueueClosedError();
      await queue.add(kind, { kind, owner: BACKGROUND_OWNER, jobId }, { jobId, priority: PRIORITY[kind], ...STORED_JOB_OPTIONS });
    },

    run: (request, owner) => addRun<ProgramResult>({ kind: 'run', owner, request }),
    runCases: (job, owner) => addRun<CasesRunResult>({ kind: 'run-cases', owner, job }),

    async counts() {
      const [perPriority, active] = await Promise.all([
        queue.getCountsPerPriority(JOB_KINDS.map((kind) => PRIORITY[kind])),
        settings.connection.hvals(shareKeys(settings.prefix).active),
      ]);
      const now = Date.now();
      const activeOf = (kind: JobKind) =>
        active.filter((entry) => {
          const [, entryKind, , expires] = entry.split('|');
          return entryKind === kind && Number(expires) >= now;
        }).length;
      return JOB_KINDS.map(
        (kind): QueueCounts => ({ kind, waiting: perPriority[String(PRIORITY[kind])] ?? 0, active: activeOf(kind) }),
      );
    },

    async close() {
      isClosed = true;
      for (const reject of [...waitingRuns]) reject();
      await Promise.allSettled([queue.close(), events?.close()]);
    },
  };
}

/**
 * The fair-share rule of fair-share.ts, decided in Redis across every worker:
 * slots = the sum of the live workers' announced concurrency; a job may start
 * when slots are free and its learner holds fewer than half of them, or starting
 * it still leaves a slot free. Entries of workers and jobs whose heartbeat
 * stopped (a killed worker) expire and are dropped here.
 * KEYS: slots hash, active hash. ARGV: now, jobId, owner, kind, workerId, ttl.
 */
const TAKE_SLOT = `
local now = tonumber(ARGV[1])
local total = 0
local slots = redis.call('HGETALL', KEYS[1])
for i = 1, #slots, 2 do
  local conc, exp = string.match(slots[i + 1], '^(%d+)|(%d+)$')
  if tonumber(exp) < now then redis.call('HDEL', KEYS[1], slots[i]) else total = total + tonumber(conc) end
end
local active, ownerActive, mine = 0, 0, false
local jobs = redis.call('HGETALL', KEYS[2])
for i = 1, #jobs, 2 do
  local owner, kind, worker, exp = string.match(jobs[i + 1], '^(.*)|(%a+)|(.*)|(%d+)$')
  if tonumber(exp) < now then redis.call('HDEL', KEYS[2], jobs[i])
  elseif jobs[i] == ARGV[2] then mine = true
  else
    active = active + 1
    if owner == ARGV[3] then ownerActive = ownerActive + 1 end
  end
end
local entry = ARGV[3] .. '|' .. ARGV[4] .. '|' .. ARGV[5] .. '|' .. (now + tonumber(ARGV[6]))
if mine then
  redis.call('HSET', KEYS[2], ARGV[2], entry)
  return 1
end
if active >= total then return 0 end
if ARGV[4] == 'verify' or ARGV[4] == 'rejudge' or ARGV[4] == 'similarity' then
  -- Background work (fair-share.ts, mayStartBackground): never the last free slot, at most half of them.
  if total > 1 and (active + 1 >= total or ownerActive >= math.max(1, math.floor(total / 2))) then return 0 end
  redis.call('HSET', KEYS[2], ARGV[2], entry)
  return 1
end
if ownerActive < math.max(1, math.floor(total / 2)) or active + 1 < total then
  redis.call('HSET', KEYS[2], ARGV[2], entry)
  return 1
end
return 0
`;

/** Renews the entries of jobs still held (a released one is not brought back). ARGV: expires, jobIds... */
const RENEW_JOBS = `
for i = 2, #ARGV do
  local entry = redis.call('HGET', KEYS[1], ARGV[i])
  if entry then
    redis.call('HSET', KEYS[1], ARGV[i], string.gsub(entry, '|%d+$', '|' .. ARGV[1]))
  end
end
return 1
`;

export interface BullmqWorkerOptions extends BullmqSettings {
  /** Jobs judged at once by this worker; defaults to the CPU count. */
  concurrency?: number;
  /** A job whose worker stopped renewing its lock for this long is taken again (stalled). */
  lockMs: number;
  onJobOutcome?: (kind: JobKind, outcome: 'failed' | 'retried' | 'stalled') => void;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export interface JudgeWorker {
  readonly id: string;
  /** Finishes the running jobs (BullMQ keeps the waiting ones for other workers), then leaves. */
  close(): Promise<void>;
}

/** The consumer: a worker process (or an `all` server with REDIS_URL) judging jobs from the queue. */
export function startBullmqWorker(handlers: JudgeQueueHandlers, options: BullmqWorkerOptions): JudgeWorker {
  const id = randomUUID();
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const keys = shareKeys(options.prefix);
  const redis = options.connection;
  const held = new Set<string>();

  const announce = async () => {
    const expires = Date.now() + HEARTBEAT_TTL_MS;
    await redis.hset(keys.slots, id, `${concurrency}|${expires}`);
    if (held.size > 0) await redis.eval(RENEW_JOBS, 1, keys.active, String(expires), ...held);
  };
  const heartbeat = setInterval(() => {
    announce().catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const process = async (job: Job<JobData, JobResult>, token?: string): Promise<JobResult> => {
    const jobKey = job.id ?? '';
    const taken = await redis.eval(TAKE_SLOT, 2, keys.slots, keys.active, String(Date.now()), jobKey, job.data.owner, kindOf(job.data), id, String(HEARTBEAT_TTL_MS));
    if (taken !== 1) {
      await job.moveToDelayed(Date.now() + FAIR_SHARE_RETRY_MS, token);
      throw new DelayedError();
    }
    held.add(jobKey);
    try {
      if (job.data.kind === 'run') return await handlers.runProgram(job.data.request);
      if (job.data.kind === 'run-cases') return await handlers.runCases(job.data.job);
      if (job.data.kind === 'submission') await handlers.judgeSubmission(job.data.submissionId);
      else await handlers.runBackgroundJob(job.data.jobId, job.data.kind);
      return undefined;
    } catch (error) {
      if (!(error instanceof RetryLaterError)) throw error;
      // Not a failure: offered again when it can run (its attempts stay as they are).
      await job.moveToDelayed(Math.max(error.retryAt, Date.now() + FAIR_SHARE_RETRY_MS), token);
      throw new DelayedError();
    } finally {
      held.delete(jobKey);
      await redis.hdel(keys.active, jobKey).catch(() => 0);
    }
  };

  let worker: Worker<JobData, JobResult> | null = null;
  const started = announce().then(() => {
    worker = new Worker<JobData, JobResult>(QUEUE_NAME, process, {
      connection: redis.duplicate(),
      prefix: options.prefix,
      concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.lockMs,
      maxStalledCount: 2,
    });
    worker.on('error', (error) => options.log.warn({ err: { message: error.message } }, 'judge worker: queue error'));
    worker.on('failed', (job, error) => {
      if (!job || error instanceof DelayedError || error.name === 'DelayedError') return;
      const kind = kindOf(job.data);
      const willRetry = job.attemptsMade < (job.opts.attempts ?? 1);
      options.onJobOutcome?.(kind, willRetry ? 'retried' : 'failed');
      options.log.error({ err: error, jobId: job.id, kind, attempt: job.attemptsMade }, willRetry ? 'judge job failed; it will be tried again' : 'judge job failed');
    });
    worker.on('stalled', (jobId) => {
      // Stored jobs (submissions, background jobs) have uuid ids; a run's id is BullMQ's counter.
      options.onJobOutcome?.(jobId.includes('-') ? 'submission' : 'run', 'stalled');
      options.log.warn({ jobId }, 'a judge job stalled (its worker stopped); it is judged again');
    });
  });
  started.catch((error: unknown) => options.log.error({ err: error }, 'judge worker could not start'));

  return {
    id,
    async close() {
      clearInterval(heartbeat);
      await started.catch(() => {});
      const running = worker as Worker | null;
      if (running) await running.close();
      await redis.hdel(keys.slots, id).catch(() => 0);
    },
  };
}
