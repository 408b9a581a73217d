import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { percentile } from '../service/service-bench.ts';
import { registerUser } from '../service/api-client.ts';
import { processCpuSeconds } from '../scale/cpu-seconds.ts';
import { createScratchDatabase, REDIS_URL, type ScratchDatabase } from '../support/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/support/server-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROBLEMS = ['even-or-odd', 'maximum-of-two-numbers', 'print-1-to-n'] as const;
const LIMITS = { RUN_RATE_LIMIT: '100000', SUBMIT_RATE_LIMIT: '100000', MAX_PENDING_JOBS: '1000', AUTH_RATE_LIMIT: '100000' };

export interface ScoreboardSettings {
  /** Seeded participants and their judged submissions (besides the measured learners). */
  participants: number;
  submissions: number;
  /** Open scoreboard streams on the second API server, and how many of them are the jury's. */
  streams: number;
  /** Verdicts measured, one after the other. */
  updates: number;
  /** Learners who make the measured submissions. */
  learners: number;
}

export interface ScoreboardFigures {
  settings: ScoreboardSettings;
  /** From the verdict's write (the submission's finished_at) to the board reaching every stream. */
  latency: { p50: number; p95: number; max: number };
  /** CPU of the API server holding the streams, per verdict. */
  cpuMsPerUpdate: number;
  /** GET /api/app/contests/:id/scoreboard on that server (load and compute, one request at a time). */
  getScoreboard: { p50: number; p95: number };
  boardBytes: number;
  /** Median size of the row updates the streams got instead of whole boards. */
  rowEventBytes: number;
}

type Board = { rows: { userId: string; cells: { label: string; tries: number }[] }[] };

async function api(baseUrl: string, method: string, url: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One open contest stream: keeps the latest board and wakes whoever waits for a condition on it. */
/** Sizes of every `scoreboard-rows` event the streams received. */
const rowEventBytes: number[] = [];

function openStream(baseUrl: string, contestId: string, token: string) {
  const controller = new AbortController();
  let latest: { board: Board; bytes: number } | null = null;
  const waiters = new Set<() => void>();
  const ready = (async () => {
    const response = await fetch(`${baseUrl}/api/app/contests/${contestId}/events?token=${token}`, { signal: controller.signal });
    if (!response.body) throw new Error('no stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const found = /^event: (scoreboard|scoreboard-rows)\ndata: (.*)$/m.exec(block);
            const data = found?.[2];
            if (data && found[1] === 'scoreboard') latest = { board: JSON.parse(data) as Board, bytes: data.length };
            if (data && found[1] === 'scoreboard-rows' && latest) {
              const changed = new Map((JSON.parse(data) as Board).rows.map((row) => [row.userId, row]));
              latest = { board: { rows: latest.board.rows.map((row) => changed.get(row.userId) ?? row) }, bytes: latest.bytes };
              rowEventBytes.push(data.length);
            }
            if (data) for (const wake of [...waiters]) wake();
          }
        }
      } catch {
        // Aborted at the end of the run.
      }
    })();
  })();
  return {
    ready,
    latest: () => latest,
    /** Resolves with the time the first board satisfying `isWanted` arrived. */
    waitFor(isWanted: (board: Board) => boolean, timeoutMs = 60_000): Promise<number> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (latest && isWanted(latest.board)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(Date.now());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no such board arrived'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/** 500 participants, 5,000 judged submissions spread over three problems and three hours, written straight into the database. */
async function seed(client: pg.Client, contestId: string, settings: ScoreboardSettings): Promise<void> {
  await client.query(
    `insert into users (email, firstname, lastname) select 'seeded-' || i || '@bench.test', 'Seeded', 'Participant ' || i from generate_series(1, $1::int) i`,
    [settings.participants],
  );
  await client.query(`insert into contest_participants (contest_id, user_id, kind) select $1, id, 'official' from users where email like 'seeded-%@bench.test'`, [contestId]);
  await client.query(
    `with seeded as (select id, row_number() over (order by email) - 1 as n from users where email like 'seeded-%@bench.test'),
          made as (
            select i, s.id as user_id, chr(65 + (i % 3)) as label, (i / $2::int) + 1 as number,
                   (array['Accepted', 'Wrong Answer', 'Wrong Answer', 'Time Limit Exceeded', 'Compilation Error'])[1 + (i * 7 + i / 13) % 5] as status,
                   (i * 2161) % 10800 as seconds
            from generate_series(0, $3::int - 1) i join seeded s on s.n = i % $2::int),
          inserted as (
            insert into submissions (user_id, problem_slug, problem_version, submission_number, language, code, status, created_at, finished_at)
            select m.user_id, cp.problem_slug, p.version, m.number, 'python', 'print(0)', m.status, now() - interval '4 hours' + m.seconds * interval '1 second', now() - interval '4 hours' + m.seconds * interval '1 second'
            from made m join contest_problems cp on cp.contest_id = $1 and cp.label = m.label join problems p on p.slug = cp.problem_slug
            returning id, user_id, submission_number)
     insert into contest_submissions (submission_id, contest_id, user_id, label, contest_seconds)
     select ins.id, $1, ins.user_id, m.label, m.seconds from inserted ins join made m on m.user_id = ins.user_id and m.number = ins.submission_number`,
    [contestId, settings.participants, settings.submissions],
  );
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

/**
 * A contest's live scoreboard in scale-out mode: API server A takes the submissions, a
 * worker judges them, API server B holds the scoreboard streams and learns of each
 * verdict through Redis. With 500 seeded participants and 5,000 judged submissions, one
 * learner's wrong answer at a time: how long from the verdict's write until every stream
 * on B has the new board, and B's CPU per update.
 */
export async function runScoreboardBenchmarks(settings: ScoreboardSettings, log: (line: string) => void): Promise<ScoreboardFigures> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-contest-bench-'));
  const problemsDir = path.join(scratch, 'problems');
  for (const slug of PROBLEMS) fs.cpSync(path.join(ROOT, 'problems', slug), path.join(problemsDir, slug), { recursive: true });
  const prefix = `bench-contest-${randomBytes(4).toString('hex')}`;
  const processes: ServerProcess[] = [];
  let database: ScratchDatabase | undefined;
  let client: pg.Client | undefined;
  const streams: ReturnType<typeof openStream>[] = [];
  try {
    database = await createScratchDatabase();
    const shared = { ...LIMITS, REDIS_URL, REDIS_PREFIX: prefix, DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), PROBLEMS_DIR: problemsDir };
    const serverA = await startServerProcess({ env: { ...shared, SERVER_ROLE: 'api', DATA_DIR: path.join(scratch, 'a') } });
    processes.push(serverA);
    const serverB = await startServerProcess({ env: { ...shared, SERVER_ROLE: 'api', DATA_DIR: path.join(scratch, 'b') } });
    processes.push(serverB);
    processes.push(await startServerProcess({ entry: 'worker.ts', env: { ...shared, SERVER_ROLE: 'worker', WORKER_PORT: '0', JUDGE_CONCURRENCY: '1', DATA_DIR: path.join(scratch, 'w') } }));
    client = new pg.Client({ connectionString: database.url });
    await client.connect();

    const organiser = await registerUser(serverA.url);
    await client.query(`update users set roles = '{teacher}' where id = (select id from users order by created_at desc limit 1)`);
    const { id: contestId } = (await api(serverA.url, 'POST', '/api/app/contests', organiser, {
      title: 'Benchmark contest',
      startsAt: new Date(Date.now() - 4 * 3_600_000).toISOString(),
      durationMinutes: 10 * 60,
      freezeMinutes: 0,
      rules: 'icpc',
      access: 'public',
      languages: ['python'],
      problems: PROBLEMS.map((problemId, index) => ({ problemId, color: ['#e53935', '#1e88e5', '#43a047'][index] })),
    })) as { id: string };
    await seed(client, contestId, settings);
    const learners = await Promise.all(Array.from({ length: settings.learners }, () => registerUser(serverA.url)));
    for (const token of learners) await api(serverA.url, 'POST', `/api/app/contests/${contestId}/register`, token, {});
    const learnerIds = learners.map((token) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id: string }).id);
    log(`seeded ${settings.participants} participants and ${settings.submissions} submissions; ${settings.learners} learners registered`);

    for (let index = 0; index < settings.streams; index += 1) streams.push(openStream(serverB.url, contestId, index === 0 ? organiser : (learners[index % learners.length] ?? '')));
    await Promise.all(streams.map((stream) => stream.ready));
    await Promise.all(streams.map((stream) => stream.waitFor(() => true)));
    const boardBytes = streams[1]?.latest()?.bytes ?? 0;

    const triesOf = (board: Board, userId: string) => board.rows.find((row) => row.userId === userId)?.cells.find((cell) => cell.label === 'A')?.tries ?? 0;
    const submitAndMeasure = async (index: number) => {
      const learner = index % learners.length;
      const token = learners[learner] ?? '';
      const userId = learnerIds[learner] ?? '';
      const expected = Math.floor(index / learners.length) + 1;
      const arrivals = Promise.all(streams.map((stream) => stream.waitFor((board) => triesOf(board, userId) >= expected)));
      const { id } = (await api(serverA.url, 'POST', `/api/app/contests/${contestId}/submissions`, token, { problemLabel: 'A', language: 'python', code: 'print("Neither")' })) as { id: string };
      const arrived = Math.max(...(await arrivals));
      const { rows } = await (client as pg.Client).query<{ finished: Date | null }>('select finished_at as finished from submissions where id = $1', [id]);
      const finished = rows[0]?.finished?.getTime() ?? Number.NaN;
      return arrived - finished;
    };
    // Warm-up: every process has compiled its paths before the measured verdicts.
    for (let index = 0; index < 3; index += 1) await submitAndMeasure(index);
    const cpuBefore = processCpuSeconds(serverB.child.pid);
    const latencies: number[] = [];
    for (let index = 3; index < 3 + settings.updates; index += 1) latencies.push(await submitAndMeasure(index));
    const cpuMsPerUpdate = ((processCpuSeconds(serverB.child.pid) - cpuBefore) * 1000) / settings.updates;
    log(`update latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms; ${cpuMsPerUpdate.toFixed(1)} ms of CPU per update`);

    const gets: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const started = performance.now();
      await api(serverB.url, 'GET', `/api/app/contests/${contestId}/scoreboard`, learners[0] ?? '');
      gets.push(performance.now() - started);
    }
    return {
      settings,
      latency: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: Math.max(...latencies) },
      cpuMsPerUpdate,
      getScoreboard: { p50: percentile(gets, 0.5), p95: percentile(gets, 0.95) },
      boardBytes,
      rowEventBytes: percentile(rowEventBytes, 0.5),
    };
  } finally {
    for (const stream of streams) stream.close();
    await client?.end().catch(() => {});
    for (const running of processes.reverse()) await running.stop();
    await database?.drop();
    await deleteRedisPrefix(prefix).catch(() => {});
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
