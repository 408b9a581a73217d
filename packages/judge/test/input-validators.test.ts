import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { formatVerifyFindings } from '../src/verify-findings.ts';
import { verifyPackage } from '../src/verify.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'input-validators');
const judge = createJudge();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'input-validators-judge-test-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function validate(dir: string) {
  return judge.validateInputs({ pkg: readProblemPackage(dir), concurrency: 2 });
}

function scratchPackage(name: string, validators: Record<string, string>): string {
  const dir = path.join(scratch, name);
  fs.cpSync(path.join(FIXTURES, 'sum-2025-09'), dir, { recursive: true });
  fs.rmSync(path.join(dir, 'input_validators'), { recursive: true });
  for (const [file, source] of Object.entries(validators)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

describe('input validators', () => {
  it('legacy: a Python and a C validator accept every input, with input_validator_flags from testdata.yaml', async () => {
    const report = await validate(path.join(FIXTURES, 'sum-legacy'));
    expect(report).toEqual({
      validators: [path.join('input_validators', 'one_line.c'), path.join('input_validators', 'validate.py')],
      inputCount: 3,
      invalidInputCount: 0,
      problems: [],
      notRun: [],
      isOk: true,
    });
  }, 120_000);

  it('legacy: a secret input out of range fails verification, named by file with the validator\'s reason', async () => {
    // 250 is within the validator's own default of 1000: only "max 100" from testdata.yaml rejects it.
    const report = await verifyPackage(judge, path.join(FIXTURES, 'bad-secret-legacy'), { concurrency: 2 });
    expect(report.rows.every((row) => row.isMatch)).toBe(true);
    expect(report.isOk).toBe(false);
    expect(report.inputs?.problems).toEqual([
      'data/secret/3.in: invalid (input_validators/validate.py says: expected two non-negative integers a b on one line)',
      'data/secret/4.in: invalid (input_validators/validate.py says: a = 250 exceeds 100)',
    ]);
    expect(formatVerifyFindings(report)).toContain('  ✘ data/secret/4.in: invalid (input_validators/validate.py says: a = 250 exceeds 100)');
  }, 120_000);

  it('2025-09: every data/invalid_input case is rejected, with input_validator_args from test_group.yaml', async () => {
    const report = await validate(path.join(FIXTURES, 'sum-2025-09'));
    // too-large.in (101 1) is rejected only because "max 100" reached the validator.
    expect(report).toMatchObject({ inputCount: 5, invalidInputCount: 3, problems: [], isOk: true });
  }, 120_000);

  it('2025-09: an invalid_input case that the input_validator/ folder accepts fails verification, naming the case', async () => {
    const report = await validate(path.join(FIXTURES, 'lenient-2025-09'));
    expect(report.validators).toEqual(['input_validator']);
    expect(report.problems).toEqual([
      'data/invalid_input/too-large.in: accepted by every input validator, but an invalid input must be rejected by at least one',
    ]);
    expect(report.isOk).toBe(false);
  }, 120_000);

  it('reports a validator that crashes or does not compile as the validator\'s failure, and runs it sandboxed', async () => {
    const hostDir = scratchPackage('broken', {
      'input_validators/crash.py': 'raise SystemExit(1)\n',
      'input_validators/typo.c': 'int main(void) { return 42 }\n',
      // The package folder is on the host only: a validator in the sandbox cannot see it.
      'input_validators/peek.py': `import os, sys\nsys.exit(43 if os.path.exists(${JSON.stringify(FIXTURES)}) else 42)\n`,
    });
    const report = await validate(hostDir);
    expect(report.isOk).toBe(false);
    expect(report.problems[0]).toMatch(/^input_validators\/typo\.c does not compile: typo\.c: In function .main.: typo\.c:1:\d+: error: expected .;./);
    expect(report.problems).toContain('data/sample/1.in: input_validators/crash.py ended with exit code 1 instead of 42 or 43');
    expect(report.problems.filter((problem) => problem.includes('peek.py'))).toEqual([]);
  }, 120_000);

  it('fails a package whose invalid inputs have no validator, and names validators no tool here runs as not run', async () => {
    expect((await validate(scratchPackage('none', {}))).problems).toEqual(['data/invalid_input: 3 invalid inputs but no input validator to reject them']);
    const viva = await validate(scratchPackage('viva', { 'input_validators/format.viva': '', 'input_validators/format.ctd': 'INT(0, 100)\n' }));
    // Nothing could run: each validator is named once, not each input it left unchecked.
    expect(viva).toMatchObject({
      validators: [],
      problems: [],
      notRun: [
        'input_validators/format.ctd: not run: Checktestdata is not installed here (Debian has no checktestdata package)',
        'input_validators/format.viva: not run: VIVA is not installed here (no Debian package)',
      ],
      isOk: true,
    });
  }, 120_000);

  it('compiles a validator folder with its header beside the source (the problemtools and olympiad layout)', async () => {
    const dir = scratchPackage('header', {
      'input_validators/validator/validator.h': '#include <cstdio>\ninline bool twoNumbers() { long a, b; char c; return scanf("%ld %ld%c", &a, &b, &c) == 3 && a >= 0 && b >= 0 && a <= 100 && b <= 100; }\n',
      'input_validators/validator/validator.cpp': '#include "validator.h"\nint main() { return twoNumbers() ? 42 : 43; }\n',
    });
    const report = await validate(dir);
    expect(report).toMatchObject({ validators: [path.join('input_validators', 'validator')], inputCount: 5, invalidInputCount: 3, notRun: [] });
    // negative.in and too-large.in rejected; three-numbers.in ("1 2 3") passes this lenient check.
    expect(report.problems).toEqual(['data/invalid_input/three-numbers.in: accepted by every input validator, but an invalid input must be rejected by at least one']);
  }, 120_000);
});
