import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeSubmission } from '../src/grade.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import type { Sandbox } from '../src/sandbox/types.ts';
import { leftoverCgroups, loadAttacks, startAttackTargets, type AttackTargets, type Expectation } from './support/hostile-attacks.ts';

/**
 * The hostile programs of test/fixtures/hostile, judged as submissions: every
 * attack runs as (at least) two tests of one submission, so the second runs in
 * the box the first attacked (src/sandbox/box). Compile bombs never reach a box,
 * and inherited descriptors need a judge process of their own (hostile.test.ts).
 */
const SKIPPED = /^compile-bomb-|^inherited-descriptors$/;
// This sandbox has no warm files, and a cold Kotlin program sees the compiler's jars bound from node_modules at
// /opt/kotlin, whose host path its mountinfo names (packages/judge/README.md, Languages: Kotlin); hostile.test.ts
// judges host-paths in Kotlin with the warm copy, as a judge does.
const cases = loadAttacks(SKIPPED).filter(({ attack, language }) => !(attack === 'host-paths' && language === 'kotlin'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-box-'));
fs.chmodSync(scratch, 0o711);
const workRoot = path.join(scratch, 'work');
const secret = `secret-${crypto.randomBytes(8).toString('hex')}`;
let sandbox: Sandbox;
let targets: AttackTargets;

/** A package with the attack's input and expected output as each of its tests. */
function attackPackage(name: string, expected: Expectation): string {
  const dir = path.join(scratch, name.replace(/\W/g, '-'));
  fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
  const limits = `limits:\n  time: ${expected.timeLimit ?? 1}\n  memory: ${expected.memoryLimit ?? 128}\n`;
  fs.writeFileSync(path.join(dir, 'problem.yaml'), `name: Hostile\ndifficulty: Easy\ncategory: Math\ntags: [math]\n${limits}validation: default\nvalidator_flags: ""\n`);
  fs.writeFileSync(path.join(dir, 'statement.md'), 'Attack.\n');
  for (let test = 1; test <= Math.max(expected.runs ?? 1, 2); test += 1) {
    fs.writeFileSync(path.join(dir, 'data', 'secret', `${test}.in`), targets.fillIn(expected.stdin ?? ''));
    fs.writeFileSync(path.join(dir, 'data', 'secret', `${test}.ans`), `${expected.stdout ?? ''}\n`);
  }
  return dir;
}

function childrenOfThisProcess(): string[] {
  const out = execFileSync('/usr/bin/ps', ['--ppid', String(process.pid), '-o', 'comm='], { encoding: 'utf8' });
  return out.split('\n').filter((name) => name.length > 0 && name !== 'ps' && name !== 'sleep');
}

beforeAll(async () => {
  sandbox = createSandbox();
  targets = await startAttackTargets({ workRoot, secret });
});

afterAll(async () => {
  await targets.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.concurrent('hostile programs as submissions, in reused boxes', () => {
  it.each(cases)('$name', async ({ attack, language, source, expect: expected }) => {
    const pkg = readProblemPackage(attackPackage(`${attack}-${language}`, expected));
    const result = await gradeSubmission({ sandbox, workRoot, pkg, language, source, mode: 'all' });
    // Without an expected output, a program that ends normally is all the attack expects.
    const allowed = expected.stdout === undefined && expected.verdicts.includes('Accepted') ? [...expected.verdicts, 'Wrong Answer'] : expected.verdicts;
    expect(result.tests.length).toBeGreaterThanOrEqual(2);
    for (const test of result.tests) expect(allowed, `test ${test.index}: ${test.verdict} ${test.message}`).toContain(test.verdict);
  }, 180_000);
});

describe('after the hostile submissions', () => {
  it('leaves the machine as it was', async () => {
    // The boxes' clients started ahead wait for a next test until the sandbox is closed; nothing else stays.
    await sandbox.close?.();
    expect(fs.readdirSync(workRoot)).toEqual([]);
    expect(childrenOfThisProcess()).toEqual([]);
    expect(leftoverCgroups()).toEqual([]);
    expect(targets.sleeper.exitCode).toBeNull();
    expect(targets.sleeper.signalCode).toBeNull();
    expect(targets.connections()).toBe(0);
  });
});
