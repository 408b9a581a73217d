// Starts one CodePath server process for tests and benchmarks: the one way the
// server tests, the fault tests, the browser tests and `npm run bench` launch it.
// See server-process.d.mts for the types.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
/** The line each entry point prints once it listens: an API server's address, or a worker's health port. */
const READY_LINE = /(?:CodePath is running at|health and metrics on) http:\/\/localhost:(\d+)/;
/** The output kept for `output()` and error messages: the end of it. */
const KEPT_OUTPUT_CHARS = 200_000;

export function startServerProcess({ entry = 'main.ts', env = {}, unset = [], timeoutMs = 120_000, onOutput } = {}) {
  const fullEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env };
  for (const name of unset) delete fullEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}`], { cwd: serverDir, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async (signal = 'SIGTERM') => {
    if (hasExited()) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.kill(signal);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (hasExited()) return;
    child.kill('SIGKILL');
    await exited;
  };

  return new Promise((resolve, reject) => {
    let isReady = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      onOutput?.(chunk);
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
      if (isReady) return;
      const port = READY_LINE.exec(output)?.[1];
      if (port) {
        isReady = true;
        clearTimeout(timer);
        resolve({ child, port: Number(port), url: `http://127.0.0.1:${port}`, output: () => output, exited, stop, kill });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!isReady) reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });
}
