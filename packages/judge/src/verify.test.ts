import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GradeResult } from './grade.ts';
import type { VerifyingJudge } from './judge.ts';
import { verifyPackage } from './verify.ts';

const DERIVED = path.resolve(import.meta.dirname, '../test/fixtures/archives/derived-limit-legacy');

/** A judge whose verdicts follow the time limit as written below: what verify makes of them is the rule under test. */
function fakeJudge(limitsSeen: number[], slowVerdict: GradeResult['verdict'] = 'Time Limit Exceeded'): VerifyingJudge {
  const graded = (verdict: GradeResult['verdict'], timeMs: number): GradeResult => ({
    verdict,
    compileOutput: '',
    tests: verdict === 'Accepted' ? [] : [{ index: 2, name: 'secret/1', isSample: false, verdict, timeMs, wallMs: timeMs, memoryKb: 1000, message: '' }],
    timeMs,
    memoryKb: 1000,
    testCount: 2,
    executionMethod: 'sandbox',
  });
  return {
    executionMethod: 'sandbox',
    selfTest: async () => {},
    runProgram: () => Promise.reject(new Error('not used')),
    runCases: () => Promise.reject(new Error('not used')),
    close: async () => {},
    checkOutputValidator: async () => ({ ok: true }),
    validateInputs: async () => ({ validators: [], inputCount: 0, invalidInputCount: 0, problems: [], notRun: [], isOk: true }),
    async gradeSubmission({ pkg, source }) {
      limitsSeen.push(pkg.timeLimitMs);
      if (source.includes('print(int(input()))')) return graded('Accepted', 150);
      if (source.includes('1.5')) return graded(slowVerdict, pkg.timeLimitMs);
      // crashes_late.py: 1.3 s, then a crash.
      return pkg.timeLimitMs < 1300 ? graded('Time Limit Exceeded', pkg.timeLimitMs) : graded('Runtime Error', 1300);
    },
  };
}

describe('verifyPackage with a derived time limit', () => {
  it('runs the accepted submissions first with a generous limit, then the rest with the derived one; a verdict that needs the longer limit counts, with a warning', async () => {
    const limitsSeen: number[] = [];
    const report = await verifyPackage(fakeJudge(limitsSeen), DERIVED, { concurrency: 1, checkTimeLimitMargins: false });
    // 5 × 0.15 s = 0.75 s, rounded half up to 1 s; crashes_late.py then again with 1 s × time_safety_margin 2.
    expect(limitsSeen).toEqual([30_000, 1000, 1000, 2000]);
    expect(report.rows.map((row) => [row.submission, row.got, row.isMatch])).toEqual([
      ['submissions/accepted/echo.py', 'Accepted', true],
      ['submissions/time_limit_exceeded/dawdles.py', 'Time Limit Exceeded', true],
      ['submissions/run_time_error/crashes_late.py', 'Runtime Error', true],
    ]);
    expect(report.timeLimit?.warnings).toEqual([
      'submissions/run_time_error/crashes_late.py is sensitive to the time limit: Time Limit Exceeded with 1 s, Runtime Error with the limit × time_safety_margin (2 s)',
    ]);
    expect(report.isOk).toBe(true);
  });

  it("takes Output Limit Exceeded for a time_limit_exceeded submission, with a warning: problemtools' precedence, which sets no output limit", async () => {
    const report = await verifyPackage(fakeJudge([], 'Output Limit Exceeded'), DERIVED, { concurrency: 1, checkTimeLimitMargins: false });
    expect(report.rows.find((row) => row.submission.includes('dawdles'))).toMatchObject({ got: 'Output Limit Exceeded', isMatch: true });
    expect(report.timeLimit?.warnings).toContain(
      "submissions/time_limit_exceeded/dawdles.py was stopped at the output limit before its time ran out: Time Limit Exceeded by problemtools' precedence, which sets no output limit",
    );
  });
});
