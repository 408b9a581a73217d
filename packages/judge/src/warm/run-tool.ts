import { spawn } from 'node:child_process';

export interface ToolOutput {
  stdout: string;
  stderr: string;
}

/**
 * The tools' environment, as a compile in the sandbox has it (none of the judge's own: a CPATH or
 * JAVA_TOOL_OPTIONS there must not shape the warm files learners' compiles use), in the C locale so
 * the messages read here are the compilers' own English.
 */
const TOOL_ENV = { PATH: '/usr/bin:/bin', HOME: '/tmp', LC_ALL: 'C' };

/**
 * Runs one of our own toolchain commands on the host (never a learner's
 * program) with `input` on its stdin; rejects with its messages when it fails.
 */
export function runTool(argv: readonly string[], input = '', cwd?: string): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = argv;
    if (!command) return reject(new Error('empty command'));
    const child = spawn(command, args, { cwd, env: TOOL_ENV, stdio: ['pipe', 'pipe', 'pipe'], timeout: 120_000 });
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
