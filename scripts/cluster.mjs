#!/usr/bin/env node
// `npm run cluster`: a scale-out installation on one machine, for trying it out and for
// benchmarks: two API servers and two judge workers sharing the PostgreSQL at DATABASE_URL
// and the Redis at REDIS_URL. Ctrl-C (or SIGTERM) stops all four cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = 'apps/server/src/main.ts';
const WORKER_ENTRY = 'apps/server/src/worker.ts';
const WORKER_PORTS = [3101, 3102];
/** Children get this long to finish their work after the signal before they are killed. */
const STOP_DEADLINE_MS = 30_000;

const say = (message) => process.stderr.write(`[cluster] ${message}\n`);

const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  say(
    `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set. The cluster's servers and workers share ` +
      'PostgreSQL and Redis, for example:\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/codepath REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );
  process.exit(1);
}

const apiPorts = (process.env.CLUSTER_PORTS ?? '3000,3002').split(',').map((port) => port.trim()).filter(Boolean);
if (apiPorts.length === 0 || apiPorts.some((port) => !/^\d{1,5}$/.test(port) || Number(port) > 65535)) {
  say(`CLUSTER_PORTS must list the API servers' ports separated by commas (e.g. 3000,3002), not "${process.env.CLUSTER_PORTS}".`);
  process.exit(1);
}

const setUp = spawnSync(process.execPath, [path.join(root, 'scripts/bootstrap.mjs'), 'start'], { cwd: root, stdio: 'inherit' });
if (setUp.status !== 0) process.exit(setUp.status ?? 1);

// Every process must sign and accept the same login tokens.
const jwtSecret = process.env.JWT_SECRET || randomBytes(32).toString('base64url');
if (!process.env.JWT_SECRET) say('JWT_SECRET is not set: the four processes share one generated for this run (logins end when the cluster stops).');

const plan = [
  ...apiPorts.map((port) => ({ name: `api:${port}`, entry: SERVER_ENTRY, env: { SERVER_ROLE: 'api', PORT: port } })),
  ...WORKER_PORTS.map((port, index) => ({ name: `worker-${index + 1}`, entry: WORKER_ENTRY, env: { SERVER_ROLE: 'worker', WORKER_PORT: String(port) } })),
];
const width = Math.max(...plan.map((child) => child.name.length));

function prefixLines(stream, name, output) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => output.write(`${name.padEnd(width)} | ${line}\n`));
}

let isStopping = false;
let exitCode = 0;
/** A process that stops after running this long is restarted (that is what trying out a killed worker needs); sooner, it failed to start. */
const RESTART_AFTER_UPTIME_MS = 10_000;

function supervise({ name, entry, env }) {
  const managed = { name, child: null, exited: Promise.resolve() };
  const start = () => {
    const startedAt = Date.now();
    // Its own process group: a Ctrl-C reaches each child once, forwarded from here, not twice.
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: { ...process.env, ...env, JWT_SECRET: jwtSecret },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    managed.child = child;
    managed.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        resolve();
        const how = signal ?? `exit code ${code}`;
        if (isStopping) {
          if (code !== 0 && code !== null) {
            say(`${name} did not stop cleanly (exit code ${code}).`);
            exitCode = 1;
          }
        } else if (Date.now() - startedAt >= RESTART_AFTER_UPTIME_MS) {
          say(`${name} stopped unexpectedly (${how}); starting it again.`);
          setTimeout(() => isStopping || start(), 1000);
        } else {
          say(`${name} stopped during start-up (${how}); stopping the others.`);
          exitCode = 1;
          void stopAll('SIGTERM');
        }
      });
    });
    child.on('error', (error) => say(`${name} could not start: ${error.message}`));
  };
  start();
  return managed;
}

const children = plan.map(supervise);
say(`started ${plan.map((child) => child.name).join(', ')}; API on ${apiPorts.map((port) => `http://localhost:${port}`).join(' and ')}`);

const isRunning = (child) => child !== null && child.exitCode === null && child.signalCode === null;

async function stopAll(signal) {
  if (isStopping) return;
  isStopping = true;
  for (const { child } of children) if (isRunning(child)) child.kill(signal);
  const deadline = setTimeout(() => {
    for (const { name, child } of children) {
      if (!isRunning(child)) continue;
      say(`${name} still running ${STOP_DEADLINE_MS / 1000} s after ${signal}; killing it.`);
      child.kill('SIGKILL');
    }
  }, STOP_DEADLINE_MS);
  await Promise.all(children.map(({ exited }) => exited));
  clearTimeout(deadline);
  say('all stopped.');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping ${children.filter(({ child }) => isRunning(child)).length} processes.`);
    void stopAll(signal);
  });
}
// Should this script die without a signal, its children must not live on in their own process groups.
process.on('exit', () => {
  for (const { child } of children) if (isRunning(child)) child.kill('SIGKILL');
});
