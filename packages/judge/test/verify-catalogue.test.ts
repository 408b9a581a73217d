import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '..', '..', '..', 'scripts', 'verify-catalogue.mjs');
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'custom-validator');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-catalogue-test-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function verifyCatalogue(problemsDir: string): { status: number | null; stdout: string } {
  const cacheDir = path.join(scratch, 'cache');
  const result = spawnSync(process.execPath, [SCRIPT, '--problems-dir', problemsDir, '--cache-dir', cacheDir], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: result.status, stdout: result.stdout };
}

describe('scripts/verify-catalogue.mjs', () => {
  it('judges a package once, then skips it while its files are unchanged, and fails a broken one', () => {
    const problems = path.join(scratch, 'problems');
    fs.cpSync(FIXTURES, problems, { recursive: true });

    const cold = verifyCatalogue(problems);
    expect(cold.status).toBe(0);
    expect(cold.stdout).toContain('✔ any-divisor (3 submissions');
    expect(cold.stdout).toContain('1 verified, 0 cached, 0 failed');

    const warm = verifyCatalogue(problems);
    expect(warm.status).toBe(0);
    expect(warm.stdout).toContain('0 verified, 1 cached, 0 failed');

    fs.writeFileSync(path.join(problems, 'any-divisor', 'submissions', 'accepted', 'wrong.py'), 'print(1)\n');
    const changed = verifyCatalogue(problems);
    expect(changed.status).toBe(1);
    expect(changed.stdout).toContain('0 verified, 0 cached, 1 failed: any-divisor');
  }, 300_000);
});
