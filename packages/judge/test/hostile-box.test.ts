import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@codepath/contract/enums';
import { gradeSubmission } from '../src/grade.ts';
import { languageOfFile } from '../src/languages/registry.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { createSandbox, type Sandbox } from '../src/sandbox/sandbox.ts';

/**
 * The hostile programs of test/fixtures/hostile, judged as submissions: every
 * attack runs as (at least) two tests of one submission, so the second runs in
 * the box the first attacked (src/sandbox/box). Compile bombs never reach a box,
 * and inherited descriptors need a judge process of their own (hostile.test.ts).
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'hostile');
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SANDBOX_UID = 65534;
const SKIPPED = /^compile-bomb-|^inherited-descriptors$/;

interface Expectation {
  verdicts: Verdict[];
  stdout?: string;
  stdin?: string;
  runs?: number;
  timeLimit?: number;
  memoryLimit?: number;
}

const attacks = fs
  .readdirSync(FIXTURES)
  .filter((attack) => !SKIPPED.test(attack) && fs.statSync(path.join(FIXTURES, attack)).isDirectory())
  .sort();
const cases = attacks.flatMap((attack) =>
  fs.readdirSync(path.join(FIXTURES, attack)).flatMap((file) => {
    const language = languageOfFile(file);
    return language ? [{ attack, language, file, name: `${attack} in ${language}` }] : [];
  }),
);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-box-'));
fs.chmodSync(scratch, 0o711);
const workRoot = path.join(scratch, 'work');
const secret = `secret-${crypto.randomBytes(8).toString('hex')}`;
let sandbox: Sandbox;
let listener: net.Server;
let port = 0;
let connections = 0;
let sleeper: ChildProcess;

function fillIn(template: string): string {
  const values: Record<string, string> = {
    port: String(port),
    repoRoot: REPO_ROOT,
    dataDir: path.join(REPO_ROOT, 'data'),
    workRoot,
    sleeperPid: String(sleeper.pid),
    secret,
    bigInput: `${'7 '.repeat(4 * 1024 * 1024)}\n`,
  };
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
}

/** A package with the attack's input and expected output as each of its tests. */
function attackPackage(name: string, expected: Expectation): string {
  const dir = path.join(scratch, name.replace(/\W/g, '-'));
  fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
  const limits = `limits:\n  time: ${expected.timeLimit ?? 1}\n  memory: ${expected.memoryLimit ?? 128}\n`;
  fs.writeFileSync(path.join(dir, 'problem.yaml'), `name: Hostile\ndifficulty: Easy\ncategory: Math\ntags: [math]\n${limits}validation: default\nvalidator_flags: ""\n`);
  fs.writeFileSync(path.join(dir, 'statement.md'), 'Attack.\n');
  for (let test = 1; test <= Math.max(expected.runs ?? 1, 2); test += 1) {
    fs.writeFileSync(path.join(dir, 'data', 'secret', `${test}.in`), fillIn(expected.stdin ?? ''));
    fs.writeFileSync(path.join(dir, 'data', 'secret', `${test}.ans`), `${expected.stdout ?? ''}\n`);
  }
  return dir;
}

function leftoverCgroups(): string[] {
  const hierarchies = ['memory', 'pids', 'cpuacct'].map((name) => path.join('/sys/fs/cgroup', name));
  const out = execFileSync('/usr/bin/find', [...hierarchies, '-maxdepth', '8', '-type', 'd', '-name', `job-${process.pid}-*`], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.length > 0);
}

function childrenOfThisProcess(): string[] {
  const out = execFileSync('/usr/bin/ps', ['--ppid', String(process.pid), '-o', 'comm='], { encoding: 'utf8' });
  return out.split('\n').filter((name) => name.length > 0 && name !== 'ps' && name !== 'sleep');
}

beforeAll(async () => {
  sandbox = createSandbox();
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
  const asSandboxUser = process.getuid?.() === 0 ? { uid: SANDBOX_UID, gid: SANDBOX_UID } : {};
  sleeper = spawn('/bin/sleep', ['3600'], { stdio: 'ignore', ...asSandboxUser });
});

afterAll(async () => {
  sleeper.kill('SIGKILL');
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.concurrent('hostile programs as submissions, in reused boxes', () => {
  it.each(cases)('$name', async ({ attack, language, file }) => {
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, attack, 'expect.json'), 'utf8')) as Expectation;
    const pkg = readProblemPackage(attackPackage(`${attack}-${language}`, expected));
    const source = fs.readFileSync(path.join(FIXTURES, attack, file), 'utf8');
    const result = await gradeSubmission({ sandbox, workRoot, pkg, language, source, mode: 'all' });
    // Without an expected output, a program that ends normally is all the attack expects.
    const allowed = expected.stdout === undefined && expected.verdicts.includes('Accepted') ? [...expected.verdicts, 'Wrong Answer'] : expected.verdicts;
    expect(result.tests.length).toBeGreaterThanOrEqual(2);
    for (const test of result.tests) expect(allowed, `test ${test.index}: ${test.verdict} ${test.message}`).toContain(test.verdict);
  }, 180_000);
});

describe('after the hostile submissions', () => {
  it('leaves the machine as it was', () => {
    expect(fs.readdirSync(workRoot)).toEqual([]);
    expect(childrenOfThisProcess()).toEqual([]);
    expect(leftoverCgroups()).toEqual([]);
    expect(sleeper.exitCode).toBeNull();
    expect(sleeper.signalCode).toBeNull();
    expect(connections).toBe(0);
  });
});
