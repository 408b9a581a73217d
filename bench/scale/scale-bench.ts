import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Language } from '@codepath/contract/enums';
import { percentile } from '../service/service-bench.ts';
import { registerUser, submitAndWait } from '../service/api-client.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/support/server-process.mjs';
import { machineCpuSeconds, processCpuSeconds } from './cpu-seconds.ts';
import { createScratchDatabase, REDIS_URL, type ScratchDatabase } from '../support/scratch-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROBLEM = 'two-sum';
const LANGUAGES: readonly Language[] = ['python', 'c', 'cpp', 'java'];
const SOLUTION_FILES: Partial<Record<Language, string>> = { python: 'solution.py', c: 'solution.c', cpp: 'solution.cpp', java: 'Solution.java' };

export interface ScaleSettings {
  learners: number;
  /** Submissions of the throughput batch, sent at once (a quarter per language). */
  batch: number;
  /** Submissions of the steady-load run, one every 60 / rate seconds. */
  steady: number;
  /** The steady rate as a fraction of one worker's measured throughput. */
  steadyLoad: number;
}

export interface SetupFigures {
  name: string;
  /** Judged submissions per minute with the queue full. */
  perMinute: number;
  batchSeconds: number;
  /** Submit to final event at the steady rate. */
  p50: number;
  p95: number;
  /** Where the batch's CPU went: seconds of the judging processes (with their sandboxed programs), the API process, and the whole machine. */
  cpu: { judging: number; api: number; machineBusy: number; machineTotal: number };
}

export interface ScaleFigures {
  settings: ScaleSettings;
  steadyPerMinute: number;
  setups: SetupFigures[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sources = Object.fromEntries(
  LANGUAGES.map((language) => [language, fs.readFileSync(path.join(ROOT, 'problems', PROBLEM, 'submissions/accepted', SOLUTION_FILES[language] ?? ''), 'utf8')]),
) as Record<Language, string>;
const bodyOf = (index: number) => {
  const language = LANGUAGES[index % LANGUAGES.length] ?? 'python';
  return { problemId: PROBLEM, language, code: sources[language] };
};

async function judged(baseUrl: string, token: string, index: number): Promise<number> {
  const started = performance.now();
  const final = await submitAndWait(baseUrl, token, bodyOf(index));
  if (final.verdict !== 'Accepted') throw new Error(`${bodyOf(index).language}: judged ${final.verdict}`);
  return performance.now() - started;
}

/** The batch sent at once, round robin over the learners; answers judged per minute and the CPU it took. */
async function measureThroughput(baseUrl: string, tokens: string[], batch: number, judgingPids: (number | undefined)[], apiPid: number | undefined) {
  const cpuOf = () => ({
    judging: judgingPids.reduce<number>((sum, pid) => sum + processCpuSeconds(pid), 0),
    api: processCpuSeconds(apiPid),
    machine: machineCpuSeconds(),
  });
  const before = cpuOf();
  const started = performance.now();
  await Promise.all(Array.from({ length: batch }, (_, index) => judged(baseUrl, tokens[index % tokens.length] ?? '', index)));
  const seconds = (performance.now() - started) / 1000;
  const after = cpuOf();
  return {
    perMinute: (batch / seconds) * 60,
    batchSeconds: seconds,
    cpu: {
      judging: after.judging - before.judging,
      // In embedded mode the API and the judging are one process, counted as judging.
      api: apiPid === undefined ? 0 : after.api - before.api,
      machineBusy: after.machine.busy - before.machine.busy,
      machineTotal: after.machine.total - before.machine.total,
    },
  };
}

/** `count` submissions, one every 60 / perMinute seconds, each timed from submit to its final event. */
async function measureSteady(baseUrl: string, tokens: string[], count: number, perMinute: number) {
  const latencies: Promise<number>[] = [];
  for (let index = 0; index < count; index += 1) {
    latencies.push(judged(baseUrl, tokens[index % tokens.length] ?? '', index));
    await sleep(60_000 / perMinute);
  }
  const values = await Promise.all(latencies);
  return { p50: percentile(values, 0.5), p95: percentile(values, 0.95) };
}

async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const LIMITS = { RUN_RATE_LIMIT: '100000', SUBMIT_RATE_LIMIT: '100000', MAX_PENDING_JOBS: '1000', AUTH_RATE_LIMIT: '100000' };

/**
 * Judged submissions per minute and submit-to-verdict latency of two-sum (14 tests,
 * accepted solutions, the four languages in turn) with one and two scale-out workers
 * (JUDGE_CONCURRENCY=1 each, one API server, the machine's PostgreSQL and Redis),
 * and of embedded mode (SERVER_ROLE=all, JUDGE_CONCURRENCY=2, PGlite, no Redis).
 */
export async function runScaleBenchmarks(settings: ScaleSettings, log: (line: string) => void): Promise<ScaleFigures> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-scale-bench-'));
  const problemsDir = path.join(scratch, 'problems');
  fs.cpSync(path.join(ROOT, 'problems', PROBLEM), path.join(problemsDir, PROBLEM), { recursive: true });
  let database: ScratchDatabase | undefined;
  const prefix = `bench-scale-${randomBytes(4).toString('hex')}`;
  const processes: ServerProcess[] = [];
  const setups: SetupFigures[] = [];
  const learners = async (baseUrl: string) => Promise.all(Array.from({ length: settings.learners }, () => registerUser(baseUrl)));
  const warmUp = (baseUrl: string, tokens: string[]) =>
    Promise.all(Array.from({ length: 2 * LANGUAGES.length }, (_, index) => judged(baseUrl, tokens[index % tokens.length] ?? '', index)));
  let steadyPerMinute = 0;
  try {
    database = await createScratchDatabase();
    const shared = {
      ...LIMITS,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PROBLEMS_DIR: problemsDir,
      DATA_DIR: path.join(scratch, 'data'),
      JUDGE_CONCURRENCY: '1',
    };
    const api = await startServerProcess({ env: { ...shared, SERVER_ROLE: 'api' } });
    processes.push(api);
    const baseUrl = `http://127.0.0.1:${api.port}`;
    const workers = [await startServerProcess({ entry: 'worker.ts', env: { ...shared, WORKER_PORT: '0' } })];
    processes.push(...workers);

    for (const count of [1, 2]) {
      if (count === 2) {
        const second = await startServerProcess({ entry: 'worker.ts', env: { ...shared, WORKER_PORT: '0' } });
        workers.push(second);
        processes.push(second);
      }
      const tokens = await learners(baseUrl);
      await warmUp(baseUrl, tokens);
      const throughput = await measureThroughput(baseUrl, tokens, settings.batch, workers.map((worker) => worker.child.pid), api.child.pid);
      if (count === 1) steadyPerMinute = throughput.perMinute * settings.steadyLoad;
      const steady = await measureSteady(baseUrl, tokens, settings.steady, steadyPerMinute);
      const name = `scale-out, ${count} worker${count > 1 ? 's' : ''}`;
      setups.push({ name, ...throughput, ...steady });
      log(`${name}: ${throughput.perMinute.toFixed(1)} judged per minute; steady p50 ${steady.p50.toFixed(0)} ms, p95 ${steady.p95.toFixed(0)} ms`);
    }
    for (const running of processes.splice(0)) await running.stop();

    const embedded = await startServerProcess({
      env: { ...LIMITS, SERVER_ROLE: 'all', JUDGE_CONCURRENCY: '2', PROBLEMS_DIR: problemsDir, DATA_DIR: path.join(scratch, 'embedded') },
      unset: ['REDIS_URL', 'DATABASE_URL', 'JWT_SECRET'],
    });
    processes.push(embedded);
    const embeddedUrl = `http://127.0.0.1:${embedded.port}`;
    const tokens = await learners(embeddedUrl);
    await warmUp(embeddedUrl, tokens);
    const throughput = await measureThroughput(embeddedUrl, tokens, settings.batch, [embedded.child.pid], undefined);
    const steady = await measureSteady(embeddedUrl, tokens, settings.steady, steadyPerMinute);
    const name = 'embedded, JUDGE_CONCURRENCY=2';
    setups.push({ name, ...throughput, ...steady });
    log(`${name}: ${throughput.perMinute.toFixed(1)} judged per minute; steady p50 ${steady.p50.toFixed(0)} ms, p95 ${steady.p95.toFixed(0)} ms`);
  } finally {
    for (const running of processes.splice(0)) await running.stop();
    await database?.drop();
    await deleteRedisPrefix(prefix).catch(() => {});
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return { settings, steadyPerMinute, setups };
}
