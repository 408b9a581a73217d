import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict, type Language } from '@codepath/contract/enums';
import { createJudge, type Judge } from '../src/judge.ts';
import { languageOfFile } from '../src/languages/registry.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'hostile');
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const MIB = 1024 * 1024;
const SANDBOX_UID = 65534;

interface Expectation {
  verdicts: Verdict[];
  stdout?: string;
  stdin?: string;
  runs?: number;
  timeLimit?: number;
  memoryLimit?: number;
}

interface AttackCase {
  attack: string;
  language: Language;
  source: string;
  expect: Expectation;
}

function loadCases(): AttackCase[] {
  const cases: AttackCase[] = [];
  for (const attack of fs.readdirSync(FIXTURES).sort()) {
    const dir = path.join(FIXTURES, attack);
    if (!fs.statSync(dir).isDirectory()) continue;
    const expectation = JSON.parse(fs.readFileSync(path.join(dir, 'expect.json'), 'utf8')) as Expectation;
    for (const verdict of expectation.verdicts) Verdict.parse(verdict);
    for (const file of fs.readdirSync(dir).sort()) {
      const language = languageOfFile(file);
      if (language) cases.push({ attack, language, source: fs.readFileSync(path.join(dir, file), 'utf8'), expect: expectation });
    }
  }
  return cases;
}

const cases = loadCases();
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-work-'));
const secret = `secret-${crypto.randomBytes(8).toString('hex')}`;
const HOST_TRACES = [
  '/tmp/planted-by-program',
  '/tmp/.left-by-an-earlier-run',
  '/tmp/fill-0',
  '/var/tmp/.left-by-an-earlier-run',
  path.join(REPO_ROOT, 'planted-by-program'),
  path.join(os.tmpdir(), 'planted-by-program'),
];
let judge: Judge;
let listener: net.Server;
let port = 0;
let connections = 0;
let sleeper: ChildProcess;
let shadowBefore: fs.Stats | undefined;

function fillIn(template: string): string {
  const values: Record<string, string> = {
    port: String(port),
    repoRoot: REPO_ROOT,
    dataDir: path.join(REPO_ROOT, 'data'),
    workRoot,
    sleeperPid: String(sleeper.pid),
    secret,
    bigInput: `${'7 '.repeat(4 * MIB)}\n`,
  };
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
}

function leftoverCgroups(): string[] {
  const prefix = `job-${process.pid}-`;
  const found: string[] = [];
  const walk = (dir: string, depth: number): void => {
    if (depth > 8) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      if (entry.name.startsWith(prefix)) found.push(path.join(dir, entry.name));
      else walk(path.join(dir, entry.name), depth + 1);
    }
  };
  for (const controller of ['memory', 'pids', 'cpuacct', '']) walk(path.join('/sys/fs/cgroup', controller), 0);
  return found;
}

beforeAll(async () => {
  // A variable of the worker's own environment, as a server secret would be.
  process.env.CODEPATH_HOSTILE_SECRET = secret;
  judge = createJudge({ workRoot });
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
  // Same uid as sandboxed programs, outside any sandbox: it must survive every attack.
  const asSandboxUser = process.getuid?.() === 0 ? { uid: SANDBOX_UID, gid: SANDBOX_UID } : {};
  sleeper = spawn('/bin/sleep', ['3600'], { stdio: 'ignore', ...asSandboxUser });
  shadowBefore = fs.existsSync('/etc/shadow') ? fs.statSync('/etc/shadow') : undefined;
  for (const trace of HOST_TRACES) expect(fs.existsSync(trace), trace).toBe(false);
});

afterAll(async () => {
  sleeper.kill('SIGKILL');
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  delete process.env.CODEPATH_HOSTILE_SECRET;
  fs.rmSync(workRoot, { recursive: true, force: true });
});

describe.concurrent('hostile programs (two at a time)', () => {
  it.each(cases.map((c) => ({ ...c, name: `${c.attack} in ${c.language}` })))('$name', async ({ language, source, expect: expected }) => {
    for (let run = 0; run < (expected.runs ?? 1); run += 1) {
      const result = await judge.runProgram({
        language,
        source,
        stdin: fillIn(expected.stdin ?? ''),
        timeLimitMs: (expected.timeLimit ?? 1) * 1000,
        memoryLimitBytes: (expected.memoryLimit ?? 128) * MIB,
      });
      expect(expected.verdicts, `verdict ${result.verdict}: ${result.stdout.slice(0, 300)} ${result.stderr.slice(0, 300)}`).toContain(result.verdict);
      if (expected.stdout !== undefined) expect(result.stdout.trim()).toBe(expected.stdout);
      expect(result.executionMethod).toBe('sandbox');
    }
  }, 180_000);
});

describe('after the hostile programs', () => {
  it('leaves the machine as it was', () => {
    expect(fs.readdirSync(workRoot)).toEqual([]);
    expect(leftoverCgroups()).toEqual([]);
    expect(sleeper.exitCode).toBeNull();
    expect(sleeper.signalCode).toBeNull();
    expect(connections).toBe(0);
    for (const trace of HOST_TRACES) expect(fs.existsSync(trace), trace).toBe(false);
    if (shadowBefore) expect(fs.statSync('/etc/shadow').mtimeMs).toBe(shadowBefore.mtimeMs);
  });
});
