import { spawn } from 'node:child_process';

export interface ToolOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs one of our own toolchain commands on the host (never a learner's
 * program) with `input` on its stdin; rejects with its messages when it fails.
 */
export function runTool(argv: readonly string[], input = '', cwd?: string): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = argv;
    if (!command) return reject(new Error('empty command'));
    const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'], timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${argv.join(' ')} failed (${signal ?? code}): ${stderr.trim().slice(0, 400)}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
