import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { formatVerifyFindings } from '../src/verify-findings.ts';
import { verifyPackage } from '../src/verify.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'input-validators');
const judge = createJudge();

describe('judge verify: the time limit beside the derived one', () => {
  it('legacy: derives from the slowest accepted × time_multiplier 5 and warns, without changing a verdict', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'sum-legacy'), { concurrency: 2 });
    expect(report.rows.map((row) => [row.submission, row.got, row.isMatch])).toEqual([
      ['submissions/accepted/slow_sum.py', 'Accepted', true],
      ['submissions/accepted/sum.py', 'Accepted', true],
      ['submissions/time_limit_exceeded/barely.py', 'Time Limit Exceeded', true],
    ]);
    expect(report.isOk).toBe(true);
    const timeLimit = report.timeLimit;
    // slow_sum.py burns 0.3 s of CPU and stays within half the limit: 5 × 0.3…0.5 s rounds to 2 s.
    expect(timeLimit).toMatchObject({ configuredMs: 1000, source: 'problem.yaml', multiplier: 5, derivedMs: 2000 });
    expect(timeLimit?.slowestAccepted.submission).toBe('submissions/accepted/slow_sum.py');
    expect(timeLimit?.exactMs).toBe(5 * (timeLimit?.slowestAccepted.timeMs ?? 0));
    expect(timeLimit?.warnings).toEqual([
      expect.stringMatching(/^submissions\/accepted\/slow_sum\.py comes too close to the configured limit: 5 × 0\.\d+ s = 1\.\d+ s exceeds 1 s$/),
      expect.stringMatching(
        /^submissions\/time_limit_exceeded\/barely\.py does not run past the limit × time_safety_margin \(2 × 1 s = 2 s\) on test sample\/1: Accepted in 1\.\d+ s$/,
      ),
    ]);
    expect(formatVerifyFindings(report)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^ {2}time limit: configured 1 s, derived 2 s from the slowest accepted 0\.\d+ s \(submissions\/accepted\/slow_sum\.py; × 5 = 1\.\d+ s before rounding\)$/),
    ]));
  }, 180_000);

  it('2025-09: ac_to_time_limit from problem.yaml, rounded up to time_resolution, no warning', async () => {
    const report = await verifyPackage(judge, path.join(FIXTURES, 'sum-2025-09'), { concurrency: 2 });
    expect(report.isOk).toBe(true);
    expect(report.timeLimit).toMatchObject({ configuredMs: 1000, multiplier: 3, derivedMs: 1000, warnings: [] });
  }, 120_000);
});
