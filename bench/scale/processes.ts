import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchProcess {
  child: ChildProcess;
  /** The port from its ready line (the API, or a worker's health and metrics). */
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts a server entry point (`main.ts` of any role, or `worker.ts`) with the
 * given environment on top of this process's, minus the variables in `unset`, and
 * resolves once its ready line names the port.
 */
export function startProcess(
  entry: 'main.ts' | 'worker.ts',
  env: Record<string, string>,
  unset: readonly string[] = [],
  timeoutMs = 120_000,
): Promise<BenchProcess> {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  for (const name of unset) delete fullEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src', entry)], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    let isReady = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      if (isReady) return;
      output += chunk.toString();
      const match = /(?:running at|health and metrics on) http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) {
        isReady = true;
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!isReady) reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** CPU seconds a process and its waited-for children (the sandboxed programs) used so far, from /proc. */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat; here 0-based after the name: 11-14.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU seconds so far (all cores), from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}
