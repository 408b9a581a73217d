import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { formatVerifyTable, verifyPackage } from '../src/verify.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'scoring');
const MODERN = path.join(FIXTURES, 'sum-2025-09');
const LEGACY = path.join(FIXTURES, 'upper-legacy');
const judge = createJudge();

async function grade(dir: string, submission: string) {
  const pkg = readProblemPackage(dir);
  const source = fs.readFileSync(path.join(dir, 'submissions', submission), 'utf8');
  return judge.gradeSubmission({ pkg, language: 'python', source, mode: 'first-failure' });
}

describe('scoring problems', () => {
  it('reads 2025-09 groups with max_score and require_pass, and legacy ones with accept_score, min and their own validator arguments', () => {
    const modern = readProblemPackage(MODERN);
    const [group1, group2] = (modern.scoring?.children ?? []).map((child) => (child.kind === 'group' ? child.group : undefined));
    expect(group1).toMatchObject({ name: 'secret/group1', scoring: { aggregation: 'pass-fail', maxScore: 40 } });
    expect(group2).toMatchObject({ name: 'secret/group2', scoring: { maxScore: 60, requirePass: ['secret/group1'] } });
    const legacy = readProblemPackage(LEGACY);
    expect(legacy.scoring?.children[1]).toMatchObject({ group: { scoring: { aggregation: 'min', acceptScore: 30, isStopOnReject: false } } });
    expect(legacy.secretTests.map((test) => test.validatorArgs)).toEqual([undefined, undefined, ['worth', '30'], ['worth', '30']]);
  });

  it('grades full, partial and zero scores by group (2025-09: pass-fail groups, require_pass)', async () => {
    expect((await grade(MODERN, 'accepted/add.py')).scoring).toEqual({
      points: 100,
      maxPoints: 100,
      groups: [{ name: 'group1', points: 40, maxPoints: 40, isPassed: true }, { name: 'group2', points: 60, maxPoints: 60, isPassed: true }],
    });
    const partial = await grade(MODERN, 'partially_accepted/absolute.py');
    expect(partial.verdict).toBe('Wrong Answer');
    expect(partial.scoring).toMatchObject({ points: 40, maxPoints: 100, groups: [{ isPassed: true }, { points: 0, isPassed: false }] });
    // A pass-fail group stops at its first rejected test: group2's second test never runs.
    expect(partial.tests.map((test) => test.name)).toEqual(['sample/1', 'secret/group1/1', 'secret/group1/2', 'secret/group2/1']);
    const zero = await grade(MODERN, 'wrong_answer/zero.py');
    expect(zero.scoring).toMatchObject({ points: 0, maxPoints: 100 });
  }, 60_000);

  it('takes a legacy validator\'s score.txt as the test\'s points, out of its accept_score', async () => {
    const partial = await grade(LEGACY, 'partially_accepted/first_letter.py');
    expect(partial.verdict).toBe('Accepted');
    // group1: 10 × 1/5 + 10 × 1/8; group2 (min): 30 × 1/7 of "Scoring".
    expect(partial.scoring).toEqual({
      points: 7.535714,
      maxPoints: 50,
      groups: [{ name: 'group1', points: 3.25, maxPoints: 20, isPassed: false }, { name: 'group2', points: 4.285714, maxPoints: 30, isPassed: false }],
    });
    expect((await grade(LEGACY, 'accepted/shout.py')).scoring).toMatchObject({ points: 50, maxPoints: 50 });
  }, 60_000);

  it.each([['2025-09', MODERN], ['legacy', LEGACY]])('judge verify passes the %s package, partially_accepted included, and shows scores', async (_layout, dir) => {
    const report = await verifyPackage(judge, dir, { concurrency: 2 });
    expect(report.rows.filter((row) => !row.isMatch)).toEqual([]);
    expect(report.rows.find((row) => row.submission.includes('partially_accepted'))).toMatchObject({ expected: 'a partial score' });
    expect(formatVerifyTable(report)).toMatch(/score/);
    expect(report.isOk).toBe(true);
  }, 120_000);

  it('takes score.txt from an interactive validator too (type: [scoring, interactive])', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoring-interactive-'));
    try {
      fs.cpSync(path.join(FIXTURES, '..', 'interactive', 'guess-2025-09'), dir, { recursive: true });
      const yaml = path.join(dir, 'problem.yaml');
      fs.writeFileSync(yaml, fs.readFileSync(yaml, 'utf8').replace('type: interactive', 'type: [scoring, interactive]'));
      const validator = path.join(dir, 'output_validator', 'validate.py');
      const halfPoints = "        open(sys.argv[3] + '/score.txt', 'w').write('0.5')\n        finish(42,";
      fs.writeFileSync(validator, fs.readFileSync(validator, 'utf8').replace('        finish(42,', halfPoints));
      const result = await judge.gradeSubmission({
        pkg: readProblemPackage(dir),
        language: 'python',
        source: fs.readFileSync(path.join(dir, 'submissions/accepted/binary.py'), 'utf8'),
        mode: 'first-failure',
      });
      expect(result.scoring).toEqual({ points: 1.5, maxPoints: 3, groups: [{ name: 'secret', points: 1.5, maxPoints: 3, isPassed: false }] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives no points when the validator fails on a later test: the result is the judge\'s failure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoring-failing-'));
    try {
      fs.cpSync(LEGACY, dir, { recursive: true });
      const validator = path.join(dir, 'output_validators', 'letters', 'validate.py');
      const text = fs.readFileSync(validator, 'utf8').replace('expected = open(judge_ans).read().strip()', 'expected = open(judge_ans).read().strip()\nif expected == "CODEPATH":\n    sys.exit(1)');
      fs.writeFileSync(validator, text);
      const result = await grade(dir, 'partially_accepted/first_letter.py');
      expect(result.verdict).toBe('Internal Error');
      expect(result.scoring).toBeUndefined();
      expect(result.tests.at(-1)?.name).toBe('secret/group1/2');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('calls a score.txt that is not a number the judge\'s failure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoring-bad-score-'));
    try {
      fs.cpSync(LEGACY, dir, { recursive: true });
      const validator = path.join(dir, 'output_validators', 'letters', 'validate.py');
      fs.writeFileSync(validator, fs.readFileSync(validator, 'utf8').replace('score.write(str(worth * right / len(expected)))', 'score.write("lots")'));
      const result = await grade(dir, 'accepted/shout.py');
      expect(result.verdict).toBe('Internal Error');
      expect(result.tests.at(-1)?.message).toBe('output validator wrote a score.txt that is not a number');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a require_pass naming no group, and custom graders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoring-'));
    try {
      fs.cpSync(MODERN, dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'data/secret/group2/test_group.yaml'), 'max_score: 60\nrequire_pass: group9\n');
      expect(() => readProblemPackage(dir)).toThrow(/require_pass.*no test group "group9"/);
      fs.rmSync(dir, { recursive: true });
      fs.cpSync(LEGACY, dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'data/secret/testdata.yaml'), 'grading: custom\n');
      expect(() => readProblemPackage(dir)).toThrow(/custom graders are not/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
