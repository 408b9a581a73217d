import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Verdict, type Language } from '@codepath/contract/enums';
import { languageOfFile } from '../../src/languages/registry.ts';

/** The hostile programs (fixtures/hostile/README.md) and what each may end in. */
export const HOSTILE_FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'hostile');
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
export const MIB = 1024 * 1024;
const SANDBOX_UID = 65534;

/** An attack's expect.json. */
export interface Expectation {
  verdicts: Verdict[];
  stdout?: string;
  stdin?: string;
  runs?: number;
  timeLimit?: number;
  memoryLimit?: number;
  /** Run in a judge process that inherited open descriptors on the secret (hostile.test.ts). */
  plantedDescriptors?: boolean;
}

export interface AttackCase {
  attack: string;
  language: Language;
  name: string;
  source: string;
  expect: Expectation;
}

/** Every attack in every language it is written in, but those `skip` names; sorted. */
export function loadAttacks(skip?: RegExp): AttackCase[] {
  const cases: AttackCase[] = [];
  for (const attack of fs.readdirSync(HOSTILE_FIXTURES).sort()) {
    const dir = path.join(HOSTILE_FIXTURES, attack);
    if (skip?.test(attack) || !fs.statSync(dir).isDirectory()) continue;
    const expectation = JSON.parse(fs.readFileSync(path.join(dir, 'expect.json'), 'utf8')) as Expectation;
    for (const verdict of expectation.verdicts) Verdict.parse(verdict);
    for (const file of fs.readdirSync(dir).sort()) {
      const language = languageOfFile(file);
      if (language) cases.push({ attack, language, name: `${attack} in ${language}`, source: fs.readFileSync(path.join(dir, file), 'utf8'), expect: expectation });
    }
  }
  return cases;
}

/**
 * What the attacks aim at from outside the sandbox: a listener counting the
 * connections that reach it, and a process of the sandbox user's own uid that
 * must survive them all. `fillIn` puts their addresses into an attack's stdin.
 */
export interface AttackTargets {
  connections(): number;
  sleeper: ChildProcess;
  fillIn(template: string): string;
  close(): Promise<void>;
}

export async function startAttackTargets(values: { workRoot: string; secret: string }): Promise<AttackTargets> {
  let connections = 0;
  const listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as net.AddressInfo).port;
  // Same uid as sandboxed programs, outside any sandbox.
  const asSandboxUser = process.getuid?.() === 0 ? { uid: SANDBOX_UID, gid: SANDBOX_UID } : {};
  const sleeper = spawn('/bin/sleep', ['3600'], { stdio: 'ignore', ...asSandboxUser });
  const filled: Record<string, string> = {
    port: String(port),
    repoRoot: REPO_ROOT,
    dataDir: path.join(REPO_ROOT, 'data'),
    workRoot: values.workRoot,
    sleeperPid: String(sleeper.pid),
    secret: values.secret,
    bigInput: `${'7 '.repeat(4 * MIB)}\n`,
  };
  return {
    connections: () => connections,
    sleeper,
    fillIn: (template) => template.replace(/\{(\w+)\}/g, (_match, name: string) => filled[name] ?? ''),
    async close() {
      sleeper.kill('SIGKILL');
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

/** This process's cgroups (in its judge group `judge-<pid>`) still on the machine, in v1 and v2 hierarchies. */
export function leftoverCgroups(): string[] {
  const judgeGroup = `judge-${process.pid}`;
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
      const child = path.join(dir, entry.name);
      if (entry.name === judgeGroup) found.push(...fs.readdirSync(child, { withFileTypes: true }).filter((group) => group.isDirectory()).map((group) => path.join(child, group.name)));
      else walk(child, depth + 1);
    }
  };
  for (const controller of ['memory', 'pids', 'cpuacct', '']) walk(path.join('/sys/fs/cgroup', controller), 0);
  return found;
}
