import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { JudgeError } from '@codepath/judge/errors';
import { buildApp, buildWorker } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Requests still running after this long (a stuck stream, say) do not hold the process forever. */
const SHUTDOWN_DEADLINE_MS = 15_000;
const SANDBOX_HINT = 'Set JUDGE_ALLOW_UNSANDBOXED=true to run code without the sandbox (development only).';
/** In the worker and all-in-one images (CODEPATH_IN_CONTAINER): what their container must be given. */
export const CONTAINER_SANDBOX_HINT =
  'The worker container needs --cap-add SYS_ADMIN, SETUID, SETGID, CHOWN, DAC_OVERRIDE and KILL, --security-opt seccomp=deploy/seccomp/worker.json and --security-opt apparmor=unconfined; compose.yaml\'s workers have them (README.md, "The judge in a container").';

/**
 * Runs one server process of any role: config, build, start-up (import,
 * self-test, sweep), listen; SIGTERM/SIGINT → close (requests and jobs in flight
 * finish, streams end, the database closes) → exit 0.
 */
export async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app: FastifyInstance = config.role === 'worker' ? await buildWorker(config) : await buildApp(config);

  let isClosing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, config.role === 'worker' ? 'shutting down: finishing the jobs in progress' : 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error(`still busy after ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway (unfinished jobs are judged again elsewhere)`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // app.close() waits for in-flight requests and jobs, then the onClose hooks close the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);

  await app.judging.start();
  const port = config.role === 'worker' ? config.workerPort : config.port;
  await app.listen({ port, host: config.host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  if (config.role === 'worker') {
    process.stdout.write(`CodePath judge worker is running (health and metrics on http://localhost:${boundPort})\n`);
  } else {
    process.stdout.write(`CodePath is running at http://localhost:${boundPort}${config.role === 'api' ? ' (API server)' : ''}\n`);
  }
}

/** In an image, a failure that is not the sandbox's own set-up: the entry point has already checked the privileges. */
export const CONTAINER_TOOLCHAIN_HINT =
  'The container has the privileges the sandbox needs (its entry point checked them): a toolchain of the image failed its self-test. Rebuild the image from a clean checkout; if it fails again, the message above names the language and what it did.';

function containerHint(error: JudgeError): string {
  const text = `${error.code} ${error.message}`;
  // "exec: No such file or directory": the sandbox started, but a toolchain's file is not in it.
  if (/\bexec: /.test(text)) return CONTAINER_TOOLCHAIN_HINT;
  return /\bsandbox setup failed\b|\bbwrap\b|\bcgroup\b|LIMIT_NOT_ENFORCEABLE/.test(text) ? CONTAINER_SANDBOX_HINT : CONTAINER_TOOLCHAIN_HINT;
}

export function describeStartError(error: unknown, env: NodeJS.ProcessEnv): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof JudgeError) return `The judge cannot start: ${error.message}\n${env.CODEPATH_IN_CONTAINER === 'true' ? containerHint(error) : SANDBOX_HINT}`;
  return (error as Error).stack ?? String(error);
}

/** Entry points call this: a start-up failure prints one clear message and exits 1. */
export function serveOrExit(env: NodeJS.ProcessEnv): void {
  serve(env).catch((error: unknown) => {
    process.stderr.write(`${describeStartError(error, env)}\n`);
    process.exit(1);
  });
}
