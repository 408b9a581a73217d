import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';

const GREETING = path.join(import.meta.dirname, 'fixtures', 'kattis', 'greeting-legacy');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'group-args-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The greeting package with its second secret test moved into a group that sets its own default-validator flags. */
function greetingWithGroup(flags: string): string {
  const dir = path.join(scratch, `greeting-${fs.readdirSync(scratch).length}`);
  fs.cpSync(GREETING, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'data/secret/relaxed'));
  for (const ext of ['in', 'ans']) fs.renameSync(path.join(dir, `data/secret/2.${ext}`), path.join(dir, `data/secret/relaxed/2.${ext}`));
  fs.writeFileSync(path.join(dir, 'data/secret/relaxed/testdata.yaml'), `output_validator_flags: "${flags}"\n`);
  return dir;
}

describe('output validator arguments of one test group', () => {
  it('replace the package\'s for that group\'s tests only: case_sensitive everywhere but the relaxed group', async () => {
    const pkg = readProblemPackage(greetingWithGroup('float_tolerance 0'));
    expect(pkg.secretTests.map((test) => test.validatorArgs)).toEqual([undefined, ['float_tolerance', '0']]);
    const source = fs.readFileSync(path.join(GREETING, 'submissions/wrong_answer/shout.py'), 'utf8');
    const result = await createJudge().gradeSubmission({ pkg, language: 'python', source, mode: 'all' });
    expect(result.tests.map((test) => [test.name, test.verdict])).toEqual([
      ['sample/1', 'Wrong Answer'],
      ['secret/1', 'Wrong Answer'],
      ['secret/relaxed/2', 'Accepted'],
    ]);
  }, 60_000);

  it('are checked when the package is read, naming the group', () => {
    expect(() => readProblemPackage(greetingWithGroup('fuzzy'))).toThrow(/data\/secret\/relaxed: output validator arguments of this test group: unknown flag "fuzzy"/);
  });
});
