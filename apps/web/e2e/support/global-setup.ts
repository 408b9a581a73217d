import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(repositoryRoot, 'apps/web/dist');
const STARTUP_TIMEOUT_MS = 120_000;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Starts the real server on a free port with a fresh data folder; stops it after the run. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first');
  }
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-e2e-'));
  let log = '';
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: webDist,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keepLog = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keepLog);
  server.stderr?.on('data', keepLog);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return stop;
}
