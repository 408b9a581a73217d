import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { isHostileRow, verifyPackage } from '../src/verify.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'kattis');
const LEGACY = path.join(FIXTURES, 'greeting-legacy');
const MODERN = path.join(FIXTURES, 'split-2025-09');

describe('Kattis packages in both layouts', () => {
  it('reads the legacy layout: LaTeX statement in English, validator_flags, testdata.yaml', () => {
    const pkg = readProblemPackage(LEGACY);
    expect(pkg).toMatchObject({ layout: 'legacy', name: 'Greeting', validation: 'default', validatorFlags: 'case_sensitive', warnings: [] });
    expect(pkg.defaultValidatorFlags.isCaseSensitive).toBe(true);
    expect(pkg.kattisStatement).toMatchObject({ relativePath: path.join('problem_statement', 'problem.en.tex'), language: 'en', format: 'tex' });
    // The reader converts the LaTeX: sections split, no markup left for a learner to read raw.
    expect(pkg.statement?.input).not.toBe('');
    expect(Object.values(pkg.statement ?? {}).join('\n')).not.toMatch(/\\section|\\problemname/);
    expect(pkg.secretTests.every((test) => test.fullFeedback)).toBe(true);
  });

  it('reads the 2025-09 layout: name map, Markdown statement, output_validator/, test_group.yaml arguments, limits', () => {
    const pkg = readProblemPackage(MODERN);
    expect(pkg).toMatchObject({
      layout: '2025-09',
      name: 'Split the Number',
      source: 'CodePath',
      timeLimitMs: 4000,
      memoryLimitBytes: 256 * 1024 * 1024,
      validation: 'custom',
      validatorFlags: 'distinct',
      outputValidator: { fileName: 'output_validator', language: 'python', folder: { entry: { mainName: 'validate.py' } } },
      warnings: [],
    });
    expect(pkg.kattisStatement).toMatchObject({ relativePath: path.join('statement', 'problem.en.md'), format: 'md' });
    expect(pkg.statement?.description).toMatch(/^Write a positive integer/);
    expect(pkg.statement?.input).toContain('One line with an integer');
    expect(pkg.statement?.output).toContain('Two different positive integers');
  });

  it.each([
    ['legacy', LEGACY, ['hello.c', 'hello.java', 'hello.py', 'Shout.java', 'shout.py']],
    ['2025-09', MODERN, ['split.py', 'Splitter.java', 'halves.py']],
  ])('judge verify passes the %s package, Java classes named like their files included', async (_layout, dir, files) => {
    const report = await verifyPackage(createJudge(), dir, { concurrency: 2 });
    expect(report.rows.filter((row) => !row.isMatch)).toEqual([]);
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => path.basename(row.submission)).sort()).toEqual([...files].sort());
    expect(report.isOk).toBe(true);
  }, 180_000);

  it('passes a package with an unknown problem.yaml key, and reports the key', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kattis-layouts-')), 'greeting');
    try {
      fs.cpSync(LEGACY, dir, { recursive: true });
      fs.appendFileSync(path.join(dir, 'problem.yaml'), 'colour: blue\n');
      const report = await verifyPackage(createJudge(), dir, { concurrency: 2 });
      expect(report).toMatchObject({ isOk: true, warnings: ['problem.yaml: unknown key "colour" ignored'] });
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }, 180_000);
});
