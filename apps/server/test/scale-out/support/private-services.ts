import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL and Redis of one test alone, on free loopback ports in a temporary
 * folder, so a test may kill and restart them; the shared servers of the machine
 * are never touched. Debian's binaries: `redis-server`, and PostgreSQL's
 * `initdb`/`pg_ctl` (run as the `postgres` user when this process is root, since
 * initdb refuses root).
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts connections on the port (or rejects after timeoutMs). */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

function postgresBinDir(): string {
  const candidates = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    : [];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (found) return found;
  const onPath = execFileSync('sh', ['-c', 'command -v pg_ctl || true']).toString().trim();
  if (onPath) return path.dirname(onPath);
  throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install the Debian package postgresql');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool as an unprivileged user when this process is root. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server the way a crash would (immediate: no checkpoint, recovery at the next start). */
  stop(): void;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-private-pg-'));
  const dataDir = path.join(root, 'data');
  if (isRoot()) execFileSync('chown', ['postgres', root]);
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [command, fullArgs] = asPostgresUser(path.join(bin, tool), args);
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root} -c fsync=off -c max_connections=200`;
  const start = async () => {
    run('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'log'), '-o', options, '-w', '-t', '60', 'start']);
    await waitForPort(port);
  };
  await start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL); without persistence everything in it is gone. */
  kill(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-private-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', root], {
      stdio: 'ignore',
    });
    await waitForPort(port);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async remove() {
      await kill();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
