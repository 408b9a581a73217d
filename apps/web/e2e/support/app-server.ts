import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../../../scripts/support/server-process.mjs';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
/**
 * The server self-tests every language before it listens: about 2 minutes on a busy 2-core machine where page faults
 * are slow (15-20 us), beside another browser test file's server.
 */
const STARTUP_TIMEOUT_MS = 240_000;

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server serving the built web app on a free port, with a fresh embedded
 * database in a temporary folder (removed by `stop`); `env` adds settings, and
 * `prepare` runs on the data folder before the server starts.
 */
export async function startAppServer(env: Record<string, string> = {}, options: { prepare?: (dataDir: string) => void } = {}): Promise<AppServer> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-e2e-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    // What an operator does before the first start (say, `npm run admin -- grant`), on this data folder.
    options.prepare?.(dataDir);
  } catch (error) {
    removeData();
    throw error;
  }
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST_DIR: webDist, AUTH_RATE_LIMIT: '1000', ...env },
    timeoutMs: STARTUP_TIMEOUT_MS,
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return {
    baseUrl: server.url,
    async stop() {
      await server.stop();
      removeData();
    },
  };
}
