import fs from 'node:fs';
import { startServerProcess, type ServerProcess as StartedProcess } from '../../../../../scripts/support/server-process.mjs';

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

/**
 * How long a start may take: a worker self-tests every language before it reports ready, about 2 minutes on a busy
 * 2-core machine where a page fault takes 15-20 us (two workers restarting at once beside the API servers).
 */
const START_TIMEOUT_MS = 240_000;

export function serverProcess(role: 'api' | 'worker', name: string, env: Record<string, string>, logFile: string, startTimeoutMs = START_TIMEOUT_MS): ServerProcess {
  let running: StartedProcess | null = null;
  let port = Number(role === 'api' ? env.PORT : env.WORKER_PORT) || 0;

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
      return running !== null && running.child.exitCode === null && running.child.signalCode === null;
    },
    async start() {
      const log = fs.createWriteStream(logFile, { flags: 'a' });
      log.write(`--- ${name} started ${new Date().toISOString()}\n`);
      const started = startServerProcess({
        entry: role === 'api' ? 'main.ts' : 'worker.ts',
        env: { ...env, ...(role === 'api' ? { SERVER_ROLE: 'api', PORT: String(port) } : { WORKER_PORT: String(port) }) },
        timeoutMs: startTimeoutMs,
        onOutput: (chunk) => log.write(chunk),
      });
      try {
        running = await started;
      } catch (error) {
        log.end(`--- ${name} did not start ${new Date().toISOString()}\n`);
        throw new Error(`${name} did not start; see ${logFile}`, { cause: error });
      }
      port = running.port;
      void running.exited.then((code) => log.end(`--- ${name} exited (${code}) ${new Date().toISOString()}\n`));
    },
    async kill() {
      await running?.kill();
    },
    async stop() {
      await running?.stop();
    },
  };
}
