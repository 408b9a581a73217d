import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const READY = {
  api: /CodePath is running at http:\/\/localhost:(\d+) \(API server\)/,
  worker: /CodePath judge worker is running \(health and metrics on http:\/\/localhost:(\d+)\)/,
};

/**
 * One API server (`src/main.ts`, SERVER_ROLE=api) or judge worker (`src/worker.ts`)
 * as a child process, restartable with the same environment (an API server on the
 * same port, so clients find it again). Its output is appended to `logFile`.
 */
export interface ServerProcess {
  readonly role: 'api' | 'worker';
  readonly name: string;
  /** The HTTP port (an API server's API, a worker's health and metrics). */
  port: number;
  readonly url: string;
  readonly isRunning: boolean;
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no clean-up, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait (the graceful shutdown). */
  stop(): Promise<void>;
}

export function serverProcess(role: 'api' | 'worker', name: string, env: Record<string, string>, logFile: string, startTimeoutMs = 90_000): ServerProcess {
  let child: ChildProcess | null = null;
  let port = Number(role === 'api' ? env.PORT : env.WORKER_PORT) || 0;
  const entry = role === 'api' ? 'src/main.ts' : 'src/worker.ts';

  const waitForExit = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => running.once('exit', () => resolve()));

  return {
    role,
    name,
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get isRunning() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    start() {
      const started = spawn(process.execPath, ['--import', 'tsx', entry], {
        cwd: serverDir,
        env: { ...process.env, HOST: '127.0.0.1', ...env, ...(role === 'api' ? { SERVER_ROLE: 'api', PORT: String(port) } : { WORKER_PORT: String(port) }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const log = fs.createWriteStream(logFile, { flags: 'a' });
      log.write(`--- ${name} started ${new Date().toISOString()} (pid ${started.pid})\n`);
      let output = '';
      let isReady = false;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          started.kill('SIGKILL');
          reject(new Error(`${name} did not start within ${startTimeoutMs} ms; see ${logFile}`));
        }, startTimeoutMs);
        const onData = (chunk: Buffer) => {
          log.write(chunk);
          if (isReady) return;
          output += chunk.toString();
          const match = READY[role].exec(output);
          if (match?.[1]) {
            isReady = true;
            clearTimeout(timer);
            port = Number(match[1]);
            resolve();
          }
        };
        started.stdout.on('data', onData);
        started.stderr.on('data', onData);
        started.once('exit', (code, signal) => {
          log.end(`--- ${name} exited (${signal ?? code}) ${new Date().toISOString()}\n`);
          clearTimeout(timer);
          reject(new Error(`${name} exited with ${signal ?? code} before it was ready; see ${logFile}`));
        });
      });
    },
    async kill() {
      const running = child;
      if (!running) return;
      running.kill('SIGKILL');
      await waitForExit(running);
    },
    async stop() {
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
      await waitForExit(running);
      clearTimeout(timer);
    },
  };
}
