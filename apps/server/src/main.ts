import fs from 'node:fs';
import { JudgeError } from '@codepath/judge/errors';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startJudging } from './judging.ts';

/** Requests still running after this long (a stuck stream, say) do not hold the process forever. */
const SHUTDOWN_DEADLINE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);

  let isClosing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error(`requests still open after ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // app.close() waits for in-flight requests, then the onClose hooks close the database.
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

  await startJudging(app.judge, app.judging, app.log);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`CodePath is running at http://localhost:${port}\n`);
}

const SANDBOX_HINT = 'Set JUDGE_ALLOW_UNSANDBOXED=true to run code without the sandbox (development only).';

function describeStartError(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof JudgeError) return `The judge cannot start: ${error.message}\n${SANDBOX_HINT}`;
  return (error as Error).stack ?? String(error);
}

main().catch((error: unknown) => {
  process.stderr.write(`${describeStartError(error)}\n`);
  process.exit(1);
});
