import type { ChildProcess } from 'node:child_process';

export interface StartServerOptions {
  /** `main.ts` (any SERVER_ROLE) or `worker.ts`; default `main.ts`. */
  entry?: 'main.ts' | 'worker.ts';
  /** Added to this process's environment, over the defaults HOST=127.0.0.1, PORT=0, LOG_LEVEL=warn. */
  env?: Record<string, string>;
  /** Variables removed from the environment. */
  unset?: readonly string[];
  /** How long it may take to print its ready line; default 120 s. */
  timeoutMs?: number;
  /** Every chunk of its stdout and stderr, as it comes (to keep a log file, say). */
  onOutput?: (chunk: Buffer) => void;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The port of its ready line: an API server's, or a worker's health and metrics. */
  port: number;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** What it printed so far (the last 200,000 characters). */
  output(): string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Sends the signal (default SIGTERM), SIGKILL after 20 s, and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL and wait: no shutdown, as a crash or an OOM kill. */
  kill(): Promise<void>;
}

/** Starts `apps/server/src/<entry>` with tsx and resolves once it prints its ready line. */
export function startServerProcess(options?: StartServerOptions): Promise<ServerProcess>;
