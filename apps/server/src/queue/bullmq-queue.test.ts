import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { CasesRunResult } from '@codepath/judge/run-cases';
import type { ProgramResult } from '@codepath/judge/run-program';
import { createBullmqQueue, startBullmqWorker, type JudgeWorker } from './bullmq-queue.ts';
import { RetryLaterError, type JudgeQueue, type JudgeQueueHandlers } from './judge-queue.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { warn: () => {}, error: () => {} };
const programResult = { verdict: 'Accepted', stdout: '42\n' } as ProgramResult;
const casesResult: CasesRunResult = {
  isCompiled: true,
  compileOutput: '',
  cases: [{ status: 'Wrong Answer', message: 'Token 1: expected "4", got "0".', stdout: '0\n', isStdoutTruncated: false, stderr: '', timeMs: 3, memoryKb: 900 }],
  executionMethod: 'sandbox',
};
const runCases = async () => casesResult;
const runBackgroundJob = async () => {};

let connection: Redis;
let prefix: string;
let queue: JudgeQueue | undefined;
const workers: JudgeWorker[] = [];

const setUp = () => {
  connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  prefix = `test-${randomBytes(6).toString('hex')}`;
  queue = createBullmqQueue({ connection, prefix });
  return queue;
};

afterEach(async () => {
  await Promise.allSettled(workers.splice(0).map((worker) => worker.close()));
  await queue?.close();
  const keys = await connection.keys(`${prefix}:*`);
  if (keys.length > 0) await connection.del(...keys);
  await connection.quit();
});

const until = async (condition: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

function gatedHandlers(started: string[]) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const handlers: JudgeQueueHandlers = {
    async judgeSubmission(id) {
      started.push(id);
      await gate;
    },
    runProgram: async () => {
      started.push('run');
      return programResult;
    },
    runCases,
    runBackgroundJob,
  };
  return { handlers, open };
}

describe('BullMQ judge queue', () => {
  it("answers a run with the worker's result", async () => {
    const q = setUp();
    workers.push(startBullmqWorker({ judgeSubmission: async () => {}, runProgram: async () => programResult, runCases, runBackgroundJob }, { connection, prefix, concurrency: 1, lockMs: 5000, log: quiet }));
    await expect(q.run({ language: 'python', source: 'print(42)' }, 'alice')).resolves.toEqual(programResult);
  }, 30_000);

  it("answers a run of several cases with the worker's result, the job and its answer passing through Redis", async () => {
    const q = setUp();
    const received: unknown[] = [];
    const handlers: JudgeQueueHandlers = {
      judgeSubmission: async () => {},
      runProgram: async () => programResult,
      runCases: async (job) => {
        received.push(job);
        return casesResult;
      },
      runBackgroundJob,
    };
    workers.push(startBullmqWorker(handlers, { connection, prefix, concurrency: 1, lockMs: 5000, log: quiet }));
    const job = { problemSlug: 'two-sum', problemVersion: 3, language: 'python' as const, source: 'print(0)', cases: [{ input: '1\n', expectedOutput: '4\n' }, { input: '2\n' }] };
    await expect(q.runCases(job, 'alice')).resolves.toEqual(casesResult);
    expect(received).toEqual([job]);
  }, 30_000);

  it("across two workers, keeps a slot for another learner while one learner's jobs wait", async () => {
    const q = setUp();
    const started: string[] = [];
    const { handlers, open } = gatedHandlers(started);
    for (let i = 0; i < 2; i += 1) workers.push(startBullmqWorker(handlers, { connection, prefix, concurrency: 1, lockMs: 5000, log: quiet }));
    // Both workers have announced their slot before the jobs arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bombs: string[] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of bombs) await q.enqueueSubmission(id, 'mallory');
    await until(() => started.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(started).toEqual([bombs[0]]);
    const print: string = randomUUID();
    await q.enqueueSubmission(print, 'alice');
    await until(() => started.includes(print));
    expect(started.filter((id) => bombs.includes(id))).toHaveLength(1);
    const counts = await q.counts();
    expect(counts.find((count) => count.kind === 'submission')?.active).toBe(2);
    open();
    await until(() => bombs.every((id) => started.includes(id)));
  }, 30_000);

  it('queues a submission id once while it waits', async () => {
    const q = setUp();
    const id = randomUUID();
    await q.enqueueSubmission(id, 'alice');
    await q.enqueueSubmission(id, 'alice');
    expect(await q.counts()).toContainEqual({ kind: 'submission', waiting: 1, active: 0 });
  }, 30_000);

  it('offers a job that must wait (a claim held until its lease ends) again at the time it names, without failing it', async () => {
    const q = setUp();
    const tries: number[] = [];
    const outcomes: string[] = [];
    const handlers: JudgeQueueHandlers = {
      async judgeSubmission() {
        tries.push(Date.now());
        if (tries.length === 1) throw new RetryLaterError('held', Date.now() + 1000);
      },
      runProgram: async () => programResult,
      runCases,
      runBackgroundJob,
    };
    workers.push(startBullmqWorker(handlers, { connection, prefix, concurrency: 1, lockMs: 5000, log: quiet, onJobOutcome: (_kind, outcome) => outcomes.push(outcome) }));
    await q.enqueueSubmission(randomUUID(), 'alice');
    await until(() => tries.length === 2);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
    expect(outcomes).toEqual([]);
  }, 30_000);

  it('runs background jobs after waiting submissions, on all workers together never on the last free slot', async () => {
    const q = setUp();
    const started: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const handlers: JudgeQueueHandlers = {
      async judgeSubmission(id) {
        started.push(id);
        await gate;
      },
      runProgram: async () => programResult,
      runCases,
      async runBackgroundJob(id) {
        started.push(id);
      },
    };
    for (let i = 0; i < 2; i += 1) workers.push(startBullmqWorker(handlers, { connection, prefix, concurrency: 1, lockMs: 5000, log: quiet }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [first, second, rejudge] = [randomUUID(), randomUUID(), randomUUID()];
    await q.enqueueSubmission(first, 'alice');
    await until(() => started.includes(first));
    await q.enqueueBackground(rejudge, 'rejudge');
    await new Promise((resolve) => setTimeout(resolve, 800));
    // One slot is free, but it is the last one: the rejudge waits.
    expect(started).toEqual([first]);
    expect(await q.counts()).toContainEqual({ kind: 'rejudge', waiting: expect.any(Number), active: 0 });
    await q.enqueueSubmission(second, 'bob');
    await until(() => started.includes(second));
    expect(started).not.toContain(rejudge);
    open();
    await until(() => started.includes(rejudge));
    expect(started).toEqual([first, second, rejudge]);
  }, 30_000);
});
