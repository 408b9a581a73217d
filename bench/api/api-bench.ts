import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerUser } from '../service/api-client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/support/server-process.mjs';
import { measureLoad, type LoadFigures } from './load.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CONNECTIONS = 50;
export const SECONDS = 10;
/** The rate at which the latency goal (p99) is measured. */
export const STEADY_RATE = 500;

export interface ApiRow {
  name: string;
  figures: LoadFigures;
  /** Requests per second as a share of the bare Fastify's in the same run. */
  ofBare?: number;
}

export interface ApiFigures {
  rows: ApiRow[];
}

interface Target {
  name: string;
  url: string;
  token?: string;
  overallRate?: number;
}

/** A bare Fastify hello-world in a process of its own; answers its URL and how to stop it. */
async function startBareFastify(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare Fastify exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /listening on (\d+)/.exec(chunk.toString());
      if (found) resolve(Number(found[1]));
    });
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

/**
 * `GET /api/problems` signed in (the catalogue's problems with the learner's status)
 * with autocannon, 50 connections for 10 s, against a bare Fastify started here in the
 * same run: embedded (PGlite) and PostgreSQL; `/api/health` beside them; and the
 * latency at a steady 500 requests per second.
 */
export async function runApiBenchmarks(log: (line: string) => void): Promise<ApiFigures> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-api-bench-'));
  const processes: ServerProcess[] = [];
  let database: ScratchDatabase | undefined;
  const bare = await startBareFastify();
  const rows: ApiRow[] = [];
  const measure = async ({ name, url, token, overallRate }: Target) => {
    const figures = await measureLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...(token ? { token } : {}), ...(overallRate ? { overallRate } : {}) });
    if (figures.non2xx > 0 || figures.errors > 0) throw new Error(`${name}: ${figures.non2xx} answers were not 2xx and ${figures.errors} failed`);
    rows.push({ name, figures });
    log(`${name}: ${figures.requestsPerSecond.toFixed(0)} requests/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
  };
  try {
    const env = { PROBLEMS_DIR: path.join(ROOT, 'problems'), SERVER_ROLE: 'all', JUDGE_CONCURRENCY: '1' };
    const embedded = await startServerProcess({ env: { ...env, DATA_DIR: path.join(scratch, 'embedded') }, unset: ['REDIS_URL', 'DATABASE_URL'] });
    processes.push(embedded);
    database = await createScratchDatabase();
    const postgres = await startServerProcess({ env: { ...env, DATA_DIR: path.join(scratch, 'postgres'), DATABASE_URL: database.url }, unset: ['REDIS_URL'] });
    processes.push(postgres);
    const embeddedToken = await registerUser(embedded.url);
    const postgresToken = await registerUser(postgres.url);
    // One short round each first, so every process has compiled its hot paths.
    for (const url of [bare.url, `${embedded.url}/api/health`, `${postgres.url}/api/health`]) await measureLoad({ url, connections: CONNECTIONS, seconds: 2 });

    const bareName = 'bare Fastify, GET / (hello world)';
    await measure({ name: bareName, url: bare.url });
    await measure({ name: 'embedded (PGlite): GET /api/problems, signed in', url: `${embedded.url}/api/problems`, token: embeddedToken });
    await measure({ name: 'PostgreSQL: GET /api/problems, signed in', url: `${postgres.url}/api/problems`, token: postgresToken });
    await measure({ name: 'embedded (PGlite): GET /api/health', url: `${embedded.url}/api/health` });
    await measure({ name: `embedded (PGlite): GET /api/problems at ${STEADY_RATE} requests/s`, url: `${embedded.url}/api/problems`, token: embeddedToken, overallRate: STEADY_RATE });
    await measure({ name: `PostgreSQL: GET /api/problems at ${STEADY_RATE} requests/s`, url: `${postgres.url}/api/problems`, token: postgresToken, overallRate: STEADY_RATE });
    const bareRate = rows.find((row) => row.name === bareName)?.figures.requestsPerSecond ?? Number.NaN;
    for (const row of rows) if (row.name !== bareName && !row.name.includes(' at ')) row.ofBare = row.figures.requestsPerSecond / bareRate;
  } finally {
    bare.stop();
    for (const running of processes.splice(0)) await running.stop();
    await database?.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return { rows };
}
