import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type RunProgramRequest, type VerifyingJudge } from '../src/judge.ts';
import type { ProgramResult } from '../src/run-program.ts';
import { leftoverCgroups, loadAttacks, MIB, REPO_ROOT, startAttackTargets, type AttackTargets } from './support/hostile-attacks.ts';

const cases = loadAttacks();
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-work-'));
const secret = `secret-${crypto.randomBytes(8).toString('hex')}`;
const secretFile = path.join(os.tmpdir(), `hostile-secret-${process.pid}`);
/** Where the judge process holds the secret: below 10 (a POSIX shell can name it) and above. */
const PLANTED_FILE_FDS = [5, 41];
const PLANTED_PIPE_FD = 12;
const HOST_TRACES = [
  '/tmp/planted-by-program',
  '/tmp/.left-by-an-earlier-run',
  '/tmp/fill-0',
  '/var/tmp/.left-by-an-earlier-run',
  path.join(REPO_ROOT, 'planted-by-program'),
  path.join(os.tmpdir(), 'planted-by-program'),
];
let judge: VerifyingJudge;
let targets: AttackTargets;
let shadowBefore: fs.Stats | undefined;

/**
 * Node opens every file close-on-exec, so a descriptor that would leak is one the
 * judge's process inherited: a runner process gets the secret file and a pipe
 * holding the secret at descriptors beyond stdio, and judges the program there.
 */
async function runWithPlantedDescriptors(program: RunProgramRequest): Promise<ProgramResult> {
  const fd = fs.openSync(secretFile, 'r');
  try {
    const stdio: ('pipe' | 'ignore' | 'inherit' | number)[] = ['pipe', 'pipe', 'inherit'];
    for (let index = 3; index <= Math.max(...PLANTED_FILE_FDS, PLANTED_PIPE_FD); index += 1) stdio.push('ignore');
    for (const index of PLANTED_FILE_FDS) stdio[index] = fd;
    stdio[PLANTED_PIPE_FD] = 'pipe';
    // node itself, not the tsx wrapper, which would start yet another process in between.
    const runner = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'planted-descriptors-runner.ts')], {
      cwd: REPO_ROOT,
      stdio,
    });
    const pipe = runner.stdio.at(PLANTED_PIPE_FD) as Writable;
    // The runner (or a program that got hold of the pipe) may close it first.
    pipe.on('error', () => undefined);
    pipe.write(`${secret}\n`);
    runner.stdin?.end(JSON.stringify({ workRoot, program }));
    let output = '';
    runner.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => runner.on('close', resolve));
    expect(code, 'runner exit code').toBe(0);
    return JSON.parse(output) as ProgramResult;
  } finally {
    fs.closeSync(fd);
  }
}

beforeAll(async () => {
  fs.writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  // A variable of the worker's own environment, as a server secret would be.
  process.env.CODEPATH_HOSTILE_SECRET = secret;
  judge = createJudge({ workRoot });
  targets = await startAttackTargets({ workRoot, secret });
  shadowBefore = fs.existsSync('/etc/shadow') ? fs.statSync('/etc/shadow') : undefined;
  for (const trace of HOST_TRACES) expect(fs.existsSync(trace), trace).toBe(false);
});

afterAll(async () => {
  // Its jobs prepared ahead hold mounts in the work root (closing twice is harmless).
  await judge.close();
  await targets.close();
  delete process.env.CODEPATH_HOSTILE_SECRET;
  fs.rmSync(secretFile, { force: true });
  fs.rmSync(workRoot, { recursive: true, force: true });
});

describe.concurrent('hostile programs (two at a time)', () => {
  it.each(cases)('$name', async ({ language, source, expect: expected }) => {
    for (let run = 0; run < (expected.runs ?? 1); run += 1) {
      const program: RunProgramRequest = {
        language,
        source,
        stdin: targets.fillIn(expected.stdin ?? ''),
        timeLimitMs: (expected.timeLimit ?? 1) * 1000,
        memoryLimitBytes: (expected.memoryLimit ?? 128) * MIB,
      };
      const result = expected.plantedDescriptors ? await runWithPlantedDescriptors(program) : await judge.runProgram(program);
      expect(expected.verdicts, `verdict ${result.verdict}: ${result.stdout.slice(0, 300)} ${result.stderr.slice(0, 300)}`).toContain(result.verdict);
      if (expected.stdout !== undefined) expect(result.stdout.trim()).toBe(expected.stdout);
      expect(result.executionMethod).toBe('sandbox');
    }
  }, 180_000);
});

describe('after the hostile programs', () => {
  it('leaves the machine as it was, once the judge is closed', async () => {
    await judge.close();
    expect(fs.readdirSync(workRoot)).toEqual([]);
    expect(leftoverCgroups()).toEqual([]);
    expect(targets.sleeper.exitCode).toBeNull();
    expect(targets.sleeper.signalCode).toBeNull();
    expect(targets.connections()).toBe(0);
    for (const trace of HOST_TRACES) expect(fs.existsSync(trace), trace).toBe(false);
    if (shadowBefore) expect(fs.statSync('/etc/shadow').mtimeMs).toBe(shadowBefore.mtimeMs);
  });
});
