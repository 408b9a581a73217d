import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@codepath/contract/enums';
import { repositoryRoot } from '../../src/paths.ts';
import { followEvents, type FollowResult } from './support/event-follower.ts';
import { freePort, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from './support/private-services.ts';
import { serverProcess, type ServerProcess } from './support/server-processes.ts';

/**
 * Scale-out mode under faults, as an operator would meet them: two API servers and
 * two judge workers (child processes) on a PostgreSQL and a Redis of this test
 * alone. 20 learners send 200 submissions in the four languages, accepted and
 * wrong, each to either API server, and follow each one's events on a random API
 * server, reconnecting with Last-Event-ID (to the other server when one is down).
 * Meanwhile the workers are killed mid-judging and restarted, an API server is killed
 * and restarted, Redis is restarted empty (no persistence: the queue is lost, the
 * sweep queues again from the database) and PostgreSQL is restarted after an
 * immediate stop. Afterwards every submission has exactly one final verdict, the
 * one its code gets alone, and every stream received exactly one final event.
 */

const PROBLEM = 'climbing-stairs';
/** Hidden tests kept of the package's twelve (with its two samples): judging time is what bounds the test's time. */
const SECRET_TESTS_KEPT = 3;
const LEARNERS = 20;
const SUBMISSIONS = 200;
/** Sending takes about 80 s, so the faults fall among submissions in every stage and the judging ends well before the deadline. */
const SUBMIT_EVERY_MS = 350;
const LEASE_SECONDS = 4;
/**
 * From the first submission; the test then fails naming what is still pending. On a quiet machine all is judged in
 * about a third of it; where page faults are slow (15-20 us) the workers' restart alone takes up to 2 minutes.
 */
const RUN_DEADLINE_MS = 480_000;

/** The problem's accepted solutions, and the small change that makes each wrong (every answer one too many). */
const SOURCES: Partial<Record<Language, { file: string; from: string; to: string }>> = {
  python: { file: 'solution.py', from: 'return one_below', to: 'return one_below + 1' },
  c: { file: 'solution.c', from: 'return one_below;', to: 'return one_below + 1;' },
  cpp: { file: 'solution.cpp', from: 'return ways[n];', to: 'return ways[n] + 1;' },
  java: { file: 'Solution.java', from: 'return oneBelow;', to: 'return oneBelow + 1;' },
};
/** Per ten submissions: the quick languages more often, so the run stays short; every language is in every block. */
const LANGUAGE_CYCLE: Language[] = ['python', 'c', 'python', 'c', 'cpp', 'python', 'c', 'java', 'python', 'c'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor(sorted.length / 2)] ?? 0);
};

interface Sent {
  index: number;
  learner: number;
  language: Language;
  expected: 'Accepted' | 'Wrong Answer';
  id: string;
  sentAt: number;
  postRetries: number;
  stream: Promise<FollowResult>;
}

interface Fault {
  name: string;
  at: number;
  /** When the service was back (the restarted process ready). */
  backAt: number;
}

let scratch: string;
let postgres: PrivatePostgres | undefined;
let redis: PrivateRedis | undefined;
const apis: ServerProcess[] = [];
const workers: ServerProcess[] = [];
let databaseUrl: string;
let isPassed = false;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-scale-out-faults-'));
  fs.cpSync(path.join(repositoryRoot, 'problems', PROBLEM), path.join(scratch, 'problems', PROBLEM), { recursive: true });
  const secretDir = path.join(scratch, 'problems', PROBLEM, 'data/secret');
  const secretTests = fs.readdirSync(secretDir).filter((name) => name.endsWith('.in')).sort();
  for (const name of secretTests.slice(SECRET_TESTS_KEPT)) {
    fs.rmSync(path.join(secretDir, name));
    fs.rmSync(path.join(secretDir, name.replace(/\.in$/, '.ans')));
  }
  [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  databaseUrl = postgres.url;
  const env = {
    REDIS_URL: redis.url,
    REDIS_PREFIX: `faults-${randomBytes(4).toString('hex')}`,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    JUDGE_LEASE_SECONDS: String(LEASE_SECONDS),
    JUDGE_CONCURRENCY: '1',
    PROBLEMS_DIR: path.join(scratch, 'problems'),
    DATA_DIR: path.join(scratch, 'data'),
    RUN_RATE_LIMIT: '10000',
    SUBMIT_RATE_LIMIT: '10000',
    MAX_PENDING_JOBS: '1000',
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
  };
  const [apiPorts, workerPorts] = [[await freePort(), await freePort()], [await freePort(), await freePort()]];
  for (const [n, port] of apiPorts.entries()) {
    apis.push(serverProcess('api', `api-${n + 1}`, { ...env, PORT: String(port) }, path.join(scratch, `api-${n + 1}.log`)));
  }
  for (const [n, port] of workerPorts.entries()) {
    workers.push(serverProcess('worker', `worker-${n + 1}`, { ...env, WORKER_PORT: String(port) }, path.join(scratch, `worker-${n + 1}.log`)));
  }
  // The first API server migrates the database and imports the catalogue; the others start on it.
  await apis[0]?.start();
  await Promise.all([apis[1]?.start(), ...workers.map((worker) => worker.start())]);
}, 360_000);

afterAll(async () => {
  await Promise.all([...apis, ...workers].map((server) => server.kill()));
  await redis?.remove();
  postgres?.remove();
  if (!scratch) return;
  if (isPassed) fs.rmSync(scratch, { recursive: true, force: true });
  else console.log(`Server logs of the failed run are kept in ${scratch}`);
});

describe('scale-out under faults', () => {
  it('judges every submission exactly once, with its own verdict, while the workers, an API server, Redis and PostgreSQL are killed', async () => {
    const started = Date.now();
    const deadline = started + RUN_DEADLINE_MS;
    const pickServer = (failed?: string) => {
      const urls = apis.map((api) => api.url);
      const others = urls.filter((url) => url !== failed);
      return others[Math.floor(Math.random() * others.length)] ?? urls[0] ?? '';
    };
    const call = async (method: string, url: string, body: unknown, token?: string) => {
      // Retried on the other server while one is down or answers 5xx; counts the retries.
      let failed: string | undefined;
      for (let retries = 0; ; retries += 1) {
        if (Date.now() > deadline) throw new Error(`${method} ${url} kept failing until the deadline`);
        const server = pickServer(failed);
        try {
          const response = await fetch(`${server}${url}`, {
            method,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(30_000),
          });
          if (response.status < 500) return { response, retries };
          await response.body?.cancel();
        } catch {
          // connection refused or reset: the server is down
        }
        failed = server;
        await sleep(300);
      }
    };

    const tokens: string[] = [];
    for (let learner = 0; learner < LEARNERS; learner += 1) {
      const { response } = await call('POST', '/api/auth/register', {
        email: `learner-${learner}-${randomUUID().slice(0, 6)}@example.com`,
        password: 'Learner!pass1',
        firstname: 'Learner',
        lastname: String(learner),
      });
      expect(response.status).toBe(201);
      tokens.push(((await response.json()) as { token: string }).token);
    }
    const sources = Object.fromEntries(
      Object.entries(SOURCES).map(([language, { file, from, to }]) => {
        const accepted = fs.readFileSync(path.join(repositoryRoot, 'problems', PROBLEM, 'submissions/accepted', file), 'utf8');
        const wrong = accepted.replace(from, to);
        if (wrong === accepted) throw new Error(`${file} no longer contains "${from}"`);
        return [language, { accepted, wrong }];
      }),
    ) as Record<Language, { accepted: string; wrong: string }>;

    // Submissions go out at a steady pace while the faults happen.
    const sent: Sent[] = [];
    let retriedPosts = 0;
    const sending = (async () => {
      for (let index = 0; index < SUBMISSIONS; index += 1) {
        const learner = index % LEARNERS;
        const language = LANGUAGE_CYCLE[index % LANGUAGE_CYCLE.length] ?? 'python';
        // Blocks of ten alike: three blocks accepted, then seven wrong (a wrong one stops at the first sample, so it is quick).
        const expected = Math.floor(index / 10) % 10 < 3 ? 'Accepted' : 'Wrong Answer';
        const code = expected === 'Accepted' ? sources[language].accepted : sources[language].wrong;
        const sentAt = Date.now();
        const { response, retries } = await call('POST', '/api/submissions', { problemId: PROBLEM, language, code }, tokens[learner]);
        if (response.status !== 201) throw new Error(`submission ${index}: ${response.status} ${await response.text()}`);
        retriedPosts += retries;
        const { id } = (await response.json()) as { id: string };
        const token = tokens[learner] ?? '';
        sent.push({ index, learner, language, expected, id, sentAt, postRetries: retries, stream: followEvents(id, token, pickServer, deadline) });
        await sleep(SUBMIT_EVERY_MS);
      }
    })();

    const faults: Fault[] = [];
    const query = async <Row>(text: string): Promise<Row[]> => {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        return (await client.query(text)).rows as Row[];
      } finally {
        await client.end();
      }
    };
    const fault = async (name: string, act: () => Promise<void>) => {
      const at = Date.now();
      await act();
      faults.push({ name, at, backAt: Date.now() });
    };

    // Workers killed mid-judging: judging is quicker than the pace of submissions, so rarely are two Running at
    // once. Both workers are killed the moment one is, and restarted; a Running row left behind was judged by a
    // worker that died under it (its lease runs out and another attempt judges it). Tried again until one is.
    await sleep(6_000);
    const runningCount = async () => (await query<{ running: number }>(`select count(*)::int as running from submissions where status = 'Running'`))[0]?.running ?? 0;
    await fault('workers killed mid-judging and restarted', async () => {
      for (let tries = 0; tries < 10; tries += 1) {
        for (let waited = 0; waited < 20_000 && (await runningCount()) === 0; waited += 50) await sleep(50);
        await Promise.all(workers.map((worker) => worker.kill()));
        const orphaned = await runningCount();
        await Promise.all(workers.map((worker) => worker.start()));
        if (orphaned > 0) return;
      }
    });
    await sleep(8_000);
    await fault('API server killed and restarted', async () => {
      await apis[0]?.kill();
      await sleep(1_000);
      await apis[0]?.start();
    });
    await sleep(8_000);
    await fault('Redis restarted empty', async () => {
      await redis?.kill();
      await sleep(1_000);
      await redis?.start();
    });
    await sleep(8_000);
    await fault('PostgreSQL restarted (immediate stop)', async () => {
      postgres?.stop();
      await sleep(1_000);
      await postgres?.start();
    });
    await sending;

    const streams = await Promise.all(sent.map((submission) => submission.stream));
    const finishedAt = Date.now();

    // The database: one final verdict and one final event per submission, the verdict its code gets alone.
    const rows = await query<{ id: string; status: string; attempts: number }>('select id, status, attempts from submissions');
    const finalCounts = await query<{ id: string; finals: number }>(
      `select submission_id as id, count(*)::int as finals from submission_events where type = 'final' group by submission_id`,
    );
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    const finalsOf = new Map(finalCounts.map((row) => [row.id, row.finals]));
    const wrongVerdicts = sent.filter((submission) => statusOf.get(submission.id) !== submission.expected);
    const missingStreams = sent.filter((_, position) => streams[position]?.finals.length !== 1);

    // The summary: how long submissions took, and how much longer those a fault caught.
    const endOf = (position: number) => streams[position]?.finishedAt || finishedAt;
    const latency = (position: number) => endOf(position) - (sent[position]?.sentAt ?? 0);
    const caughtBy = (f: Fault, position: number) => {
      const submission = sent[position];
      return submission !== undefined && submission.sentAt <= f.backAt && endOf(position) >= f.at;
    };
    const untouched = sent.map((_, position) => position).filter((position) => faults.every((f) => !caughtBy(f, position)));
    const lines = [
      `scale-out faults: ${sent.length} submissions of ${LEARNERS} learners judged in ${((finishedAt - started) / 1000).toFixed(0)} s`,
      `  without a fault in their way: ${untouched.length}, submit to final event median ${(median(untouched.map(latency)) / 1000).toFixed(1)} s`,
      ...faults.map((f) => {
        const caught = sent.map((_, position) => position).filter((position) => caughtBy(f, position));
        return `  ${f.name} (down ${((f.backAt - f.at) / 1000).toFixed(1)} s): ${caught.length} in flight, median ${(median(caught.map(latency)) / 1000).toFixed(1)} s`;
      }),
      `  judged more than once (a claim taken over or handed back): ${rows.filter((row) => row.attempts > 1).length}`,
      `  streams that reconnected: ${streams.filter((stream) => stream.reconnects > 0).length} (${streams.reduce((sum, stream) => sum + stream.reconnects, 0)} reconnections)`,
      `  submit calls retried on the other server: ${retriedPosts}`,
      `  verdicts: ${rows.filter((row) => row.status === 'Accepted').length} Accepted, ${rows.filter((row) => row.status === 'Wrong Answer').length} Wrong Answer, ${
        rows.filter((row) => !['Accepted', 'Wrong Answer'].includes(row.status)).length
      } other`,
      `  still Queued or Running at the end: ${rows.filter((row) => row.status === 'Queued' || row.status === 'Running').length}${
        finishedAt >= deadline ? ` (the ${RUN_DEADLINE_MS / 1000} s deadline was reached)` : ''
      }`,
    ];
    console.log(lines.join('\n'));
    if (wrongVerdicts.length > 0) {
      console.log('wrong verdicts:', wrongVerdicts.slice(0, 10).map((s) => ({ id: s.id, expected: s.expected, status: statusOf.get(s.id), language: s.language })));
    }
    if (missingStreams.length > 0) {
      console.log('streams without exactly one final event:', missingStreams.slice(0, 5).map((s) => ({ id: s.id, result: streams[sent.indexOf(s)] })));
    }

    expect(sent).toHaveLength(SUBMISSIONS);
    // Every row is a submission a learner got an id for: a retried submit created no second one.
    expect(rows.map((row) => row.id).sort()).toEqual(sent.map((submission) => submission.id).sort());
    expect(wrongVerdicts.map((s) => ({ expected: s.expected, status: statusOf.get(s.id) }))).toEqual([]);
    expect(sent.filter((submission) => finalsOf.get(submission.id) !== 1).map((s) => s.id)).toEqual([]);
    expect(missingStreams.map((s) => s.id)).toEqual([]);
    for (const [position, submission] of sent.entries()) {
      expect(streams[position]?.finals[0]?.data.verdict).toBe(submission.expected);
    }
    // The faults were felt: the killed worker's submission was taken again, streams reconnected.
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(streams.some((stream) => stream.reconnects > 0)).toBe(true);
    isPassed = true;
  }, 600_000);
});
