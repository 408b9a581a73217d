import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { formatVerifyFindings } from '../src/verify-findings.ts';
import { isHostileRow, verifyPackage } from '../src/verify.ts';

/** What published Kattis archives do that our own packages did not (scripts/archives/README.md), one fixture each. */
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'archives');
const judge = createJudge();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-layouts-'));

afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
  await judge.close();
});

function copyOf(fixture: string, name: string): string {
  const dir = path.join(scratch, name);
  fs.cpSync(fixture, dir, { recursive: true });
  return dir;
}

describe('published package layouts', () => {
  it('2025-09 include/<language>/ files reach every submission of that language (include/default/ the others), sources compiled with it', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'included-2025-09'), { concurrency: 2 });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => [row.submission, row.got])).toEqual([
      ['submissions/accepted/reads_default.c', 'Accepted'],
      ['submissions/accepted/uses_helper.cpp', 'Accepted'],
      ['submissions/accepted/uses_helper.py', 'Accepted'],
      ['submissions/wrong_answer/thrice.py', 'Wrong Answer'],
    ]);
    expect(report.isOk).toBe(true);
  }, 180_000);

  it("gives Run Code's cases the same included files as Submit, in every language the fixture has", async () => {
    const dir = path.join(FIXTURES, 'included-2025-09');
    const pkg = readProblemPackage(dir);
    const ran = await Promise.all(
      (['uses_helper.py', 'uses_helper.cpp', 'reads_default.c'] as const).map(async (file) => {
        const language = file.endsWith('.py') ? 'python' : file.endsWith('.cpp') ? 'cpp' : 'c';
        const source = fs.readFileSync(path.join(dir, 'submissions', 'accepted', file), 'utf8');
        const cases = await judge.runCases({ pkg, language, source, cases: [{ input: '3\n', expectedOutput: '6\n' }] });
        return [file, cases.isCompiled, cases.cases.map((testCase) => testCase.status)];
      }),
    );
    expect(ran).toEqual([
      ['uses_helper.py', true, ['Passed']],
      ['uses_helper.cpp', true, ['Passed']],
      ['reads_default.c', true, ['Passed']],
    ]);
  }, 180_000);

  it('2025-09 constants replace {{name}} in submissions, included files and both validators; an undefined one stays', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'constants-2025-09'), { concurrency: 2, checkTimeLimitMargins: false });
    expect(report.packageError).toBeUndefined();
    expect(report.inputs).toMatchObject({ validators: ['input_validators/validate.py'], problems: [], isOk: true });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => [row.submission, row.got])).toEqual([
      ['submissions/accepted/own_constant.py', 'Accepted'],
      ['submissions/accepted/uses_include.py', 'Accepted'],
      ['submissions/wrong_answer/undefined_constant.py', 'Wrong Answer'],
    ]);
    expect(report.isOk).toBe(true);
  }, 180_000);

  it('a validator build script calls cc and c++, as the format promises', async () => {
    const dir = copyOf(path.join(import.meta.dirname, 'fixtures', 'folders', 'product-pair-scripts'), 'cc-build');
    const build = path.join(dir, 'output_validators', 'check', 'build');
    fs.writeFileSync(build, '#!/bin/sh\nset -e\ncc --version > /dev/null && c++ --version > /dev/null\ncc -O2 -std=c11 -o checker checker.c\n');
    const report = await verifyPackage(judge, dir, { concurrency: 2, checkTimeLimitMargins: false });
    expect(report.packageError).toBeUndefined();
    expect(report.rows.find((row) => row.submission === 'submissions/accepted/one.py')).toMatchObject({ got: 'Accepted', isMatch: true });
  }, 180_000);

  it('takes the time limit from .timelimit beside problem.yaml (and the name from \\problemname), and says so', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'timelimit-file-legacy'), { concurrency: 2 });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => [row.submission, row.got])).toEqual([
      ['submissions/accepted/fast.py', 'Accepted'],
      ['submissions/accepted/thinks.py', 'Accepted'],
    ]);
    expect(report.timeLimit).toMatchObject({ source: '.timelimit', configuredMs: 6000 });
    expect(formatVerifyFindings(report).join('\n')).toContain('time limit: 6 s from .timelimit, derived ');
    expect(report.isOk).toBe(true);
  }, 180_000);

  it('derives the time limit from the accepted submissions when the package sets none, judges with it and says why', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'derived-limit-legacy'), { concurrency: 2, checkTimeLimitMargins: false });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => [row.submission, row.got])).toEqual([
      ['submissions/accepted/echo.py', 'Accepted'],
      ['submissions/time_limit_exceeded/dawdles.py', 'Time Limit Exceeded'],
      ['submissions/run_time_error/crashes_late.py', expect.stringMatching(/^(Runtime Error|Time Limit Exceeded)$/)],
    ]);
    expect(report.timeLimit).toMatchObject({ source: 'derived', configuredMs: 1000, derivedMs: 1000, multiplier: 5 });
    expect(formatVerifyFindings(report).join('\n')).toMatch(/time limit: 1 s derived from the slowest accepted [\d.]+ s \(submissions\/accepted\/echo\.py; × 5 = [\d.]+ s before rounding\), used to judge: the package sets none/);
    // crashes_late.py's verdict with the longer limit depends on the machine's load (src/verify.test.ts checks the rule).
    expect(report.rows.slice(0, 2).every((row) => row.isMatch)).toBe(true);
  }, 180_000);

  it('an interactive validator that closes its output when done sending: the submission reads to the end of its input', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'until-eof-interactive'), { concurrency: 1, checkTimeLimitMargins: false });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => [row.submission, row.got])).toEqual([
      ['submissions/accepted/until_eof.py', 'Accepted'],
      ['submissions/wrong_answer/first_only.py', 'Wrong Answer'],
    ]);
    expect(report.isOk).toBe(true);
  }, 180_000);
});
