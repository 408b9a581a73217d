import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = path.join(import.meta.dirname, '..', 'bin', 'judge.mjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-cli-test-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function judge(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function scratchFile(name: string, content: string): string {
  const file = path.join(scratch, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

describe('judge CLI', () => {
  it('run --json prints one object with the documented fields', () => {
    const source = scratchFile('echo.py', 'import sys\nname = input()\nprint("hello", name)\nprint("note", file=sys.stderr)\n');
    const input = scratchFile('echo.in', 'world\n');
    const { status, stdout } = judge(['run', '--lang', 'python', source, '--input', input, '--json']);
    expect(status).toBe(0);
    const result = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual(['executionMethod', 'exitCode', 'memoryKb', 'stderr', 'stdout', 'timeMs', 'verdict', 'wallMs']);
    expect(result).toMatchObject({ verdict: 'Accepted', stdout: 'hello world\n', stderr: 'note\n', exitCode: 0, executionMethod: 'sandbox' });
  }, 120_000);

  it('run applies --time-limit and shows compiler messages without sandbox paths', () => {
    const spin = scratchFile('spin.c', 'int main(void){volatile int x=0;for(;;)x++;}\n');
    const timedOut = JSON.parse(judge(['run', '--lang', 'c', spin, '--time-limit', '0.3', '--json']).stdout) as { verdict: string; timeMs: number };
    expect(timedOut.verdict).toBe('Time Limit Exceeded');
    expect(timedOut.timeMs).toBeLessThan(1000);

    const broken = scratchFile('broken.cpp', 'int main() { return undefined_name; }\n');
    const failed = JSON.parse(judge(['run', '--lang', 'cpp', broken, '--json']).stdout) as { verdict: string; stderr: string };
    expect(failed.verdict).toBe('Compilation Error');
    expect(failed.stderr).toMatch(/^main\.cpp:1:\d+: error: .undefined_name. was not declared/m);
    expect(failed.stderr).not.toContain('/box');
    expect(failed.stderr).not.toContain(os.tmpdir());
  }, 120_000);

  it('verify prints the table and exits non-zero when a submission is not judged as its folder says', () => {
    const dir = path.join(scratch, 'mislabelled');
    scratchFile('mislabelled/problem.yaml', 'name: Echo\nlimits: {time: 1, memory: 64}\n');
    scratchFile('mislabelled/data/secret/01.in', '4\n');
    scratchFile('mislabelled/data/secret/01.ans', '4\n');
    scratchFile('mislabelled/submissions/accepted/echo.py', 'print(input())\n');
    scratchFile('mislabelled/submissions/wrong_answer/also_right.py', 'print(input())\n');
    const { status, stdout } = judge(['verify', dir]);
    expect(status).toBe(1);
    expect(stdout).toMatch(/submission\s+expected\s+got\s+slowest test/);
    expect(stdout).toMatch(/✔ submissions\/accepted\/echo\.py\s+Accepted\s+Accepted\s+\d+ ms/);
    expect(stdout).toMatch(/✘ submissions\/wrong_answer\/also_right\.py\s+Wrong Answer\s+Accepted/);
    expect(stdout).toContain('MISMATCH');
  }, 120_000);

  it('verify names an invalid test input by file and prints the time limit beside the derived one', () => {
    const dir = path.join(import.meta.dirname, 'fixtures', 'input-validators', 'bad-secret-legacy');
    const { status, stdout } = judge(['verify', dir]);
    expect(status).toBe(1);
    expect(stdout).toContain('  inputs: 5 checked by input_validators/validate.py: 2 problems\n');
    expect(stdout).toContain('  ✘ data/secret/4.in: invalid (input_validators/validate.py says: a = 250 exceeds 100)\n');
    expect(stdout).toMatch(/ {2}time limit: configured 1 s, derived 1 s from the slowest accepted 0\.\d+ s \(submissions\/accepted\/sum\.py; × 5 = 0\.\d+ s before rounding\)\n/);
    expect(stdout).toContain('MISMATCH');
  }, 120_000);

  it('names the malformed file and field, and explains usage errors', () => {
    scratchFile('bad/problem.yaml', 'name: Bad\nlimits: {memory: lots}\n');
    const bad = judge(['verify', path.join(scratch, 'bad')]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`${path.join(scratch, 'bad', 'problem.yaml')}: field "limits.memory"`);

    const usage = judge(['run', '--lang', 'cobol', 'x.cob']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--lang must be one of python, c, cpp, java, javascript, typescript, go, rust, kotlin, csharp');
  }, 120_000);
});
