import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestResult } from '@codepath/judge/grade';
import { readProblemPackage } from '@codepath/judge/package/read-package';
import { SUM_ACCEPTED, SUM_WRONG, writeSumProblem } from '../../test/judging/support/tiny-problem.ts';
import { createHostedJudge } from './hosted-judge.ts';

const problemsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-hosted-judge-'));
const pkg = readProblemPackage(path.join(problemsDir, writeSumProblem(problemsDir)));
const judge = createHostedJudge({ allowUnsandboxed: false, allowUnenforcedLimits: false });

/** The judge processes this test process started (children running judge-process.ts). */
function judgeProcessIds(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const parent = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        return parent === process.pid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('judge-process.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

afterAll(async () => {
  await judge.close();
  fs.rmSync(problemsDir, { recursive: true, force: true });
});

describe('a judge in a child process', () => {
  it('grades as the judge does, telling each test result while it grades', async () => {
    const told: TestResult[] = [];
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: SUM_ACCEPTED, mode: 'first-failure', onTestResult: (test) => told.push(test) });
    expect(result.verdict).toBe('Accepted');
    expect(result.executionMethod).toBe(judge.executionMethod);
    expect(told.map((test) => [test.index, test.verdict])).toEqual([
      [1, 'Accepted'],
      [2, 'Accepted'],
    ]);
    expect(told).toEqual(result.tests);
  });

  it('answers calls made at once, each with its own result', async () => {
    const [accepted, wrong, run] = await Promise.all([
      judge.gradeSubmission({ pkg, language: 'python', source: SUM_ACCEPTED, mode: 'first-failure' }),
      judge.gradeSubmission({ pkg, language: 'python', source: SUM_WRONG, mode: 'first-failure' }),
      judge.runProgram({ language: 'python', source: 'print(input()[::-1])', stdin: 'abc\n' }),
    ]);
    expect(accepted.verdict).toBe('Accepted');
    expect(wrong.verdict).toBe('Wrong Answer');
    expect(run.stdout).toBe('cba\n');
  });

  it('rejects a call that fails in the judge process with its message', async () => {
    const missing = { ...pkg, samples: [{ ...pkg.samples[0]!, inputPath: path.join(problemsDir, 'no-such-file.in') }] };
    await expect(judge.gradeSubmission({ pkg: missing, language: 'python', source: SUM_ACCEPTED, mode: 'first-failure' })).rejects.toThrow(/no-such-file/);
  });

  it('fails the calls of a judge process that dies, and starts another for the next call', async () => {
    const held = judge.runProgram({ language: 'python', source: 'import time\ntime.sleep(1.5)' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [pid] = judgeProcessIds();
    expect(pid).toBeDefined();
    process.kill(pid!, 'SIGKILL');
    await expect(held).rejects.toThrow('the judge process stopped (SIGKILL)');
    const next = await judge.runProgram({ language: 'python', source: 'print(2)' });
    expect(next.stdout).toBe('2\n');
    expect(judgeProcessIds()).not.toContain(pid);
  });

  it('refuses calls once closed', async () => {
    const closed = createHostedJudge({ allowUnsandboxed: false, allowUnenforcedLimits: false });
    await closed.runProgram({ language: 'python', source: 'print(1)' });
    await closed.close();
    await expect(closed.runProgram({ language: 'python', source: 'print(1)' })).rejects.toThrow('the judge is closed');
  });
});
