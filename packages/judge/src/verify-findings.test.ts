import { describe, expect, it } from 'vitest';
import { formatVerifyFindings } from './verify-findings.ts';
import type { VerifyReport } from './verify.ts';

const base: VerifyReport = { dir: 'problems/x', rows: [], warnings: [], skipped: [], isOk: true };

describe('formatVerifyFindings', () => {
  it('says when a package has no input validators, and when its time limit was derived to judge it', () => {
    const report: VerifyReport = {
      ...base,
      inputs: { validators: [], inputCount: 0, invalidInputCount: 0, problems: [], notRun: [], isOk: true },
      timeLimit: {
        configuredMs: 1000,
        source: 'derived',
        slowestAccepted: { submission: 'submissions/accepted/a.py', timeMs: 60 },
        multiplier: 2,
        exactMs: 120,
        derivedMs: 1000,
        warnings: [],
      },
    };
    expect(formatVerifyFindings(report)).toEqual([
      '  inputs: no input validators',
      '  time limit: 1 s derived from the slowest accepted 0.06 s (submissions/accepted/a.py; × 2 = 0.12 s before rounding), used to judge: the package sets none (problem.yaml, .timelimit)',
    ]);
  });

  it('counts the invalid_input cases rejected, and lists each finding as a failure', () => {
    const valid: VerifyReport = { ...base, inputs: { validators: ['input_validators/v.py'], inputCount: 5, invalidInputCount: 3, problems: [], notRun: [], isOk: true } };
    expect(formatVerifyFindings(valid)).toEqual(['  inputs: 5 checked by input_validators/v.py: all valid, the 3 of data/invalid_input rejected']);
    const invalid: VerifyReport = {
      ...base,
      isOk: false,
      inputs: { validators: ['input_validators/v.py'], inputCount: 2, invalidInputCount: 0, problems: ['data/secret/1.in: invalid (input_validators/v.py says: no)'], notRun: [], isOk: false },
    };
    expect(formatVerifyFindings(invalid)).toEqual([
      '  inputs: 2 checked by input_validators/v.py: 1 problem',
      '  ✘ data/secret/1.in: invalid (input_validators/v.py says: no)',
    ]);
  });

  it('names every submission and folder it skipped, with why', () => {
    const report: VerifyReport = {
      ...base,
      skipped: [
        { path: 'submissions/accepted/different.go', reason: 'Go is not a language the judge runs' },
        { path: 'submissions/slow_accepted', reason: 'not a submission folder the judge verifies (accepted, wrong_answer, time_limit_exceeded, run_time_error, partially_accepted)' },
      ],
    };
    expect(formatVerifyFindings(report)).toEqual([
      '  - skipped submissions/accepted/different.go: Go is not a language the judge runs',
      '  - skipped submissions/slow_accepted: not a submission folder the judge verifies (accepted, wrong_answer, time_limit_exceeded, run_time_error, partially_accepted)',
    ]);
  });

  it('names an input validator no tool here runs as not run, without failing the package', () => {
    const report: VerifyReport = {
      ...base,
      inputs: { validators: [], inputCount: 0, invalidInputCount: 0, problems: [], notRun: ['input_validators/v.ctd: not run: Checktestdata is not installed here (Debian has no checktestdata package)'], isOk: true },
    };
    expect(formatVerifyFindings(report)).toEqual([
      '  inputs: no input validator ran',
      '  - input_validators/v.ctd: not run: Checktestdata is not installed here (Debian has no checktestdata package)',
    ]);
  });

  it('names the file an installing tool wrote the time limit in', () => {
    const timeLimit = { configuredMs: 13000, source: '.timelimit' as const, slowestAccepted: { submission: 'submissions/accepted/race.java', timeMs: 1370 }, multiplier: 3, exactMs: 4110, derivedMs: 4000, warnings: [] };
    expect(formatVerifyFindings({ ...base, timeLimit })).toEqual([
      '  time limit: 13 s from .timelimit, derived 4 s from the slowest accepted 1.37 s (submissions/accepted/race.java; × 3 = 4.11 s before rounding)',
    ]);
  });
});
