import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../scripts/support/server-process.mjs';
import { STRONG_PASSWORD } from './support/accounts.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-main-'));
const running = new Set<ServerProcess>();

/** Starts `tsx src/main.ts` on a free port and waits for its "running at" line. */
async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', JWT_SECRET: '' } });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('serves, keeps a second server off its data, finishes a request in flight on SIGTERM, exits 0, and keeps data and tokens across restarts', async () => {
    const first = await startServer();
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    await expect(startServer()).rejects.toThrow(/Another CodePath server \(pid \d+\) is using the embedded database/);

    const pending = fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: STRONG_PASSWORD, firstname: 'Kept', lastname: 'Data' }),
    });
    // Signal only once the server has the request, so it is truly in flight.
    await waitFor(() => first.output().includes('/api/auth/register'));
    first.child.kill('SIGTERM');
    const registered = await pending;
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toContain(STRONG_PASSWORD);

    const second = await startServer();
    const profile = await fetch(`${second.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: { email: string } }).user.email).toBe('kept@example.com');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);

  it('refuses to start on bad configuration, naming every bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty', JWT_SECRET: 'short', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('JWT_SECRET: must be at least 32 characters long');
  }, 60_000);
});
