import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ensureDebianBase, ensureDocker, extraCaCertificates, imageSizeBytes, run, sleep } from './docker.ts';

/**
 * The compose stack of README.md's "Deployment" on this machine, for real: images built from
 * the Dockerfile on a Debian base made with debootstrap, PostgreSQL and Redis stand-ins from
 * Debian's packages, every service on the host's network at 127.0.0.1 ports of its own (hostNetworkCompose).
 * A learner registers, submits in the four languages through the proxy and follows the events;
 * a worker container is killed while it judges and the other finishes the submission.
 */

const root = path.resolve(import.meta.dirname, '../..');
const BASE_IMAGE = process.env.CODEPATH_TEST_BASE_IMAGE ?? 'codepath-test/debian:bookworm';
const VERSION = 'deploy-test';
const PROJECT = 'codepath-deploy-test';
const PROBLEM = 'climbing-stairs';
const LEASE_SECONDS = 5;
const LANGUAGES = [
  { language: 'python', file: 'solution.py' },
  { language: 'c', file: 'solution.c' },
  { language: 'cpp', file: 'solution.cpp' },
  { language: 'java', file: 'Solution.java' },
] as const;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-deploy-'));
const logFile = path.join(scratch, 'deploy.log');
const figures: Record<string, string> = {};
let stopDocker: (() => Promise<void>) | undefined;
let ports: Record<'postgres' | 'redis' | 'api1' | 'api2' | 'worker1' | 'worker2' | 'proxy', number>;
let composeEnv: NodeJS.ProcessEnv;
let isStackUp = false;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const composeFile = path.join(scratch, 'compose.yaml');
const compose = (...args: string[]) => run('docker-compose', ['-p', PROJECT, '--project-directory', root, '-f', composeFile, ...args], { cwd: root, env: composeEnv, log: logFile });

interface ComposeService {
  network_mode?: string;
  ports?: string[];
  command?: string[];
  environment?: Record<string, string>;
}

/**
 * compose.yaml as it is, but every service on the host's network (so nothing published,
 * nothing on a bridge) and listening on 127.0.0.1 only: its ports come from the environment.
 */
function hostNetworkCompose(): string {
  const file = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
  for (const [name, service] of Object.entries(file.services)) {
    service.network_mode = 'host';
    delete service.ports;
    if (name === 'postgres') service.command = ['postgres', '-c', 'listen_addresses=127.0.0.1'];
    if (name === 'redis' && service.command) service.command = [service.command[0] ?? 'redis-server', '--bind', '127.0.0.1', ...service.command.slice(1)];
    if (name.startsWith('api') || name.startsWith('worker')) service.environment = { ...service.environment, HOST: '127.0.0.1' };
    if (name === 'proxy') service.environment = { ...service.environment, PROXY_LISTEN: '127.0.0.1:${PROXY_PORT}' };
  }
  // Every string quoted: Compose reads YAML 1.1, where a bare yes (redis' --appendonly) is true.
  return stringify(file, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
}

const containerOf = async (service: string) => (await compose('ps', '-q', service)).trim();
const proxyUrl = () => `http://127.0.0.1:${ports.proxy}`;

async function buildImage(target: string, tag: string, dockerfile = 'Dockerfile', context = root): Promise<number> {
  const started = Date.now();
  await run('docker', ['build', '--network', 'host', '-f', path.join(root, dockerfile), '--build-arg', `BASE_IMAGE=${BASE_IMAGE}`, '--build-arg', `EXTRA_CA_CERTS=${extraCaCertificates()}`, '--target', target, '-t', tag, context], { log: logFile });
  return Date.now() - started;
}

async function call(method: string, url: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(`${proxyUrl()}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

interface Followed {
  final: { verdict: string; passedCount: number; testCount: number };
  /** Milliseconds from the stream's start to its first test result and to its final event. */
  firstTestAt: number;
  finalAt: number;
  finalCount: number;
}

/** Reads a submission's events through the proxy until the final one (the stream ends after it). */
async function followEvents(id: string, token: string): Promise<Followed> {
  const started = Date.now();
  const response = await call('GET', `/api/submissions/${id}/events`, token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  if (!response.body) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  let firstTestAt = -1;
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (firstTestAt < 0 && /event: test\n/.test(text)) firstTestAt = Date.now() - started;
    const finals = [...text.matchAll(/event: final\ndata: (.*)\n/g)];
    if (finals.length > 0 && finals[0]?.[1]) {
      return { final: JSON.parse(finals[0][1]) as Followed['final'], firstTestAt, finalAt: Date.now() - started, finalCount: finals.length };
    }
  }
  throw new Error(`the events of ${id} ended without a final event:\n${text.slice(-2000)}`);
}

async function register(): Promise<string> {
  const response = await call('POST', '/api/auth/register', undefined, {
    email: `deploy-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Deploy!pass1',
    firstname: 'Deploy',
    lastname: 'Test',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function submit(token: string, language: string, code: string): Promise<string> {
  const response = await call('POST', '/api/submissions', token, { problemId: PROBLEM, language, code });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { id: string }).id;
}

/** The worker whose container runs a learner's program right now (its sandboxed main.py), by container id. */
async function workerRunning(program: string, workers: Record<string, string>): Promise<string | undefined> {
  for (const [service, id] of Object.entries(workers)) {
    const script = `for f in /proc/[0-9]*/cmdline; do tr '\\0' ' ' < "$f" 2>/dev/null; echo; done`;
    const processes = await run('docker', ['exec', id, 'sh', '-c', script]).catch(() => '');
    if (processes.includes(program)) return service;
  }
  return undefined;
}

beforeAll(async () => {
  stopDocker = await ensureDocker(path.join(scratch, 'dockerd.log'));
  const baseMs = await ensureDebianBase(BASE_IMAGE, logFile);
  if (baseMs !== undefined) figures['Debian base (debootstrap + import)'] = `${(baseMs / 1000).toFixed(0)} s`;

  const buildStarted = Date.now();
  for (const target of ['server', 'worker', 'proxy', 'all'] as const) {
    const ms = await buildImage(target, `codepath-${target}:${VERSION}`);
    figures[`build ${target}`] = `${(ms / 1000).toFixed(0)} s`;
  }
  for (const target of ['postgres', 'redis'] as const) {
    await buildImage(target, `codepath-test/${target}:bookworm`, 'deploy/test/Dockerfile.services', path.join(root, 'deploy/test'));
  }
  figures['images built in'] = `${((Date.now() - buildStarted) / 1000).toFixed(0)} s`;
  for (const target of ['server', 'worker', 'proxy', 'all']) {
    figures[`size ${target}`] = `${(imageSizeBytes(`codepath-${target}:${VERSION}`) / 1e6).toFixed(0)} MB`;
  }

  ports = { postgres: await freePort(), redis: await freePort(), api1: await freePort(), api2: await freePort(), worker1: await freePort(), worker2: await freePort(), proxy: await freePort() };
  const envFile = path.join(scratch, 'env');
  fs.writeFileSync(
    envFile,
    [
      `POSTGRES_PASSWORD=${randomBytes(16).toString('hex')}`,
      `REDIS_PASSWORD=${randomBytes(16).toString('hex')}`,
      `JWT_SECRET=${randomBytes(32).toString('hex')}`,
      'JUDGE_CONCURRENCY=1',
      `JUDGE_LEASE_SECONDS=${LEASE_SECONDS}`,
      'LOG_LEVEL=warn',
      'MAX_PENDING_JOBS=10',
      'SUBMIT_RATE_LIMIT=60',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  composeEnv = {
    ...process.env,
    CODEPATH_ENV_FILE: envFile,
    CODEPATH_VERSION: VERSION,
    BASE_IMAGE,
    POSTGRES_IMAGE: 'codepath-test/postgres:bookworm',
    REDIS_IMAGE: 'codepath-test/redis:bookworm',
    POSTGRES_HOST: '127.0.0.1',
    POSTGRES_PORT: String(ports.postgres),
    REDIS_HOST: '127.0.0.1',
    REDIS_PORT: String(ports.redis),
    API1_PORT: String(ports.api1),
    API2_PORT: String(ports.api2),
    WORKER1_PORT: String(ports.worker1),
    WORKER2_PORT: String(ports.worker2),
    PROXY_PORT: String(ports.proxy),
    CODEPATH_UPSTREAMS: `127.0.0.1:${ports.api1} 127.0.0.1:${ports.api2}`,
    // The secrets are read by compose from the env file named here (as from .env by default).
    ...Object.fromEntries(
      fs
        .readFileSync(envFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    ),
  };
  fs.writeFileSync(composeFile, hostNetworkCompose());
  const upStarted = Date.now();
  isStackUp = true;
  await compose('up', '-d');
  for (let waited = 0; ; waited += 1000) {
    const health = await fetch(`${proxyUrl()}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (waited > 240_000) throw new Error(`the site did not answer through the proxy; see ${logFile}`);
    await sleep(1000);
  }
  figures['compose up → site answers through the proxy'] = `${((Date.now() - upStarted) / 1000).toFixed(0)} s`;
  for (const port of [ports.worker1, ports.worker2]) {
    for (let waited = 0; ; waited += 1000) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      if (waited > 300_000) throw new Error(`a worker did not become ready; see ${logFile}`);
      await sleep(1000);
    }
  }
  figures['compose up → both workers ready (self-tests done)'] = `${((Date.now() - upStarted) / 1000).toFixed(0)} s`;
});

afterAll(async () => {
  if (isStackUp) {
    await compose('logs', '--no-color').catch(() => '');
    await compose('down', '--volumes', '--remove-orphans').catch((error: unknown) => console.error(error));
  }
  await stopDocker?.();
  console.log(`\nDeployment figures (logs in ${logFile}):`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
});

describe('a worker container without the privileges of compose.yaml', () => {
  const startWorker = (...options: string[]) =>
    spawnSync('docker', ['run', '--rm', '--network', 'host', '--env-file', composeEnv.CODEPATH_ENV_FILE ?? '', '-e', `DATABASE_URL=postgres://codepath:${composeEnv.POSTGRES_PASSWORD}@127.0.0.1:${ports.postgres}/codepath`, '-e', `REDIS_URL=redis://:${composeEnv.REDIS_PASSWORD}@127.0.0.1:${ports.redis}`, '-e', 'WORKER_PORT=0', ...options, `codepath-worker:${VERSION}`], { encoding: 'utf8', timeout: 120_000 });

  it("refuses to start with Docker's defaults, naming what it lacks and what it needs", () => {
    const { status, stderr } = startWorker();
    expect(status).toBe(1);
    expect(stderr).toContain('The judge cannot start: its sandbox cannot work in this container: it lacks CAP_SYS_ADMIN.');
    expect(stderr).toContain('The worker container needs --cap-add SYS_ADMIN, SETUID, SETGID, CHOWN, DAC_OVERRIDE and KILL');
  });

  it("refuses to start under Docker's default seccomp profile, which denies bubblewrap's pivot_root", () => {
    const { status, stderr } = startWorker('--cap-add', 'SYS_ADMIN', '--security-opt', 'apparmor=unconfined');
    expect(status).toBe(1);
    expect(stderr).toContain('The judge cannot start:');
    expect(stderr).toContain('pivot_root: Operation not permitted');
    expect(stderr).toContain('seccomp=deploy/seccomp/worker.json');
  });
});

describe('the compose stack', () => {
  it('serves the site and the API through the proxy from two API servers and two workers', async () => {
    const page = await fetch(`${proxyUrl()}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const health = (await (await fetch(`${proxyUrl()}/api/health`)).json()) as { role: string; database: string; redis: string };
    expect(health).toMatchObject({ role: 'api', database: 'postgres', redis: 'ok' });
    for (const worker of [ports.worker1, ports.worker2]) {
      const answer = (await (await fetch(`http://127.0.0.1:${worker}/api/health`)).json()) as { role: string };
      expect(answer.role).toBe('worker');
    }
  });

  it('judges a submission in each of the four languages, with the events passed through as they happen', async () => {
    const token = await register();
    const started = Date.now();
    let firstVerdictMs: number | undefined;
    const results = await Promise.all(
      LANGUAGES.map(async ({ language, file }) => {
        const code = fs.readFileSync(path.join(root, 'problems', PROBLEM, 'submissions/accepted', file), 'utf8');
        const submitted = Date.now();
        const id = await submit(token, language, code);
        const followed = await followEvents(id, token);
        firstVerdictMs ??= Date.now() - started;
        figures[`${language}: submit → final verdict`] = `${((Date.now() - submitted) / 1000).toFixed(1)} s`;
        return { language, ...followed };
      }),
    );
    for (const result of results) {
      expect(result.final.verdict, result.language).toBe('Accepted');
      expect(result.final.passedCount).toBe(result.final.testCount);
      expect(result.finalCount).toBe(1);
      expect(result.firstTestAt, `${result.language}: a test result before the final event`).toBeGreaterThanOrEqual(0);
    }
    figures['first verdict through the proxy (4 submissions at once)'] = `${((firstVerdictMs ?? 0) / 1000).toFixed(1)} s`;
    figures['all four verdicts'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  });

  it('judges what fails as it fails: a wrong answer and a time limit exceeded', async () => {
    const token = await register();
    const accepted = fs.readFileSync(path.join(root, 'problems', PROBLEM, 'submissions/accepted/solution.py'), 'utf8');
    const [wrong, slow] = await Promise.all([
      submit(token, 'python', accepted.replace('return one_below', 'return one_below + 1')).then((id) => followEvents(id, token)),
      submit(token, 'c', '#include <stdio.h>\nint main(void) { volatile unsigned long n = 0; for (;;) n++; }\n').then((id) => followEvents(id, token)),
    ]);
    expect(wrong.final.verdict).toBe('Wrong Answer');
    expect(slow.final.verdict).toBe('Time Limit Exceeded');
  });

  it("backs PostgreSQL up with README.md's pg_dump command", async () => {
    const dump = await compose('exec', '-T', 'postgres', 'pg_dump', '-U', 'codepath', '-Fc', 'codepath');
    expect(dump.startsWith('PGDMP')).toBe(true);
    expect(dump).toContain('submissions');
  });

  it('finishes a submission on the other worker when the one judging it is killed', async () => {
    const token = await register();
    const accepted = fs.readFileSync(path.join(root, 'problems', PROBLEM, 'submissions/accepted/solution.py'), 'utf8');
    // 2.5 s asleep per test (the wall-time limit is 5 s), 14 tests one after the other on the
    // worker's one slot: long enough to find its worker and kill it mid-judging on a busy machine.
    const slow = `import time\ntime.sleep(2.5)\n${accepted}`;
    const workers = { worker1: await containerOf('worker1'), worker2: await containerOf('worker2') };
    const id = await submit(token, 'python', slow);
    const following = followEvents(id, token);
    let judging: string | undefined;
    for (let waited = 0; !judging && waited < 60_000; waited += 250) {
      judging = await workerRunning('main.py', workers);
      if (!judging) await sleep(250);
    }
    expect(judging, 'a worker started judging the submission').toBeDefined();
    const killed = judging === 'worker2' ? 'worker2' : 'worker1';
    const other = killed === 'worker1' ? 'worker2' : 'worker1';
    const killedId = workers[killed];
    await run('docker', ['kill', killedId]);
    expect((await run('docker', ['inspect', '--format', '{{.State.Running}}', killedId])).trim()).toBe('false');

    // After the lease runs out the other worker claims it and judges it from the start.
    let takenOver: string | undefined;
    for (let waited = 0; takenOver !== other && waited < 120_000; waited += 250) {
      takenOver = await workerRunning('main.py', { [other]: workers[other] });
      if (takenOver !== other) await sleep(250);
    }
    expect(takenOver).toBe(other);
    const followed = await following;
    expect(followed.final.verdict).toBe('Accepted');
    expect(followed.finalCount).toBe(1);
    // The row: judged twice (the killed worker's claim, then the other's), one verdict.
    const row = await compose('exec', '-T', 'postgres', 'psql', '-U', 'codepath', '-d', 'codepath', '-tA', '-c', `SELECT status, attempts FROM submissions WHERE id = '${id}'`);
    expect(row.trim()).toBe('Accepted|2');
  });
});

describe('the all-in-one image', () => {
  it('serves the site from one container, with the embedded database in its volume', async () => {
    const port = await freePort();
    const volume = `${PROJECT}-all-data`;
    const name = `${PROJECT}-all`;
    const privileges = ['--cap-drop', 'ALL', ...['SYS_ADMIN', 'SETUID', 'SETGID', 'CHOWN', 'DAC_OVERRIDE', 'KILL'].flatMap((cap) => ['--cap-add', cap]), '--security-opt', `seccomp=${path.join(root, 'deploy/seccomp/worker.json')}`, '--security-opt', 'apparmor=unconfined', '--security-opt', 'no-new-privileges'];
    await run('docker', ['run', '-d', '--name', name, '--network', 'host', '-e', 'HOST=127.0.0.1', '-e', `PORT=${port}`, '-e', 'LOG_LEVEL=warn', '-v', `${volume}:/data`, ...privileges, `codepath-all:${VERSION}`]);
    try {
      let health: { role?: string; database?: string } | undefined;
      for (let waited = 0; !health && waited < 300_000; waited += 1000) {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (response?.ok) health = (await response.json()) as typeof health;
        else await sleep(1000);
      }
      expect(health).toMatchObject({ role: 'all', database: 'pglite' });
      const files = await run('docker', ['exec', name, 'ls', '/data']);
      expect(files).toContain('jwt-secret');
    } finally {
      await run('docker', ['rm', '-f', name]).catch(() => '');
      await run('docker', ['volume', 'rm', volume]).catch(() => '');
    }
  });
});
