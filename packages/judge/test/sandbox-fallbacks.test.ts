import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';

const noCgroups = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cgroups-'));
const missingBwrap = path.join(noCgroups, 'bwrap');

afterAll(() => fs.rmSync(noCgroups, { recursive: true, force: true }));

describe('refusing to start without enforceable limits', () => {
  it('refuses without bubblewrap unless unsandboxed execution is allowed', () => {
    expect(() => createJudge({ bwrapPath: missingBwrap })).toThrow(
      expect.objectContaining({ code: 'SANDBOX_UNAVAILABLE', message: expect.stringContaining('bubblewrap is not installed') }),
    );
  });

  it('refuses when the seccomp filter cannot be built unless unsandboxed execution is allowed', () => {
    const noSeccomp = { seccompPythonPath: path.join(noCgroups, 'python3') };
    expect(() => createJudge(noSeccomp)).toThrow(
      expect.objectContaining({ code: 'SANDBOX_UNAVAILABLE', message: expect.stringContaining('seccomp filter cannot be built') }),
    );
    expect(createJudge({ ...noSeccomp, allowUnsandboxed: true }).executionMethod).toBe('native');
  });

  it('refuses without a writable cgroup unless weaker limits are allowed', () => {
    expect(() => createJudge({ cgroupRoot: noCgroups })).toThrow(
      expect.objectContaining({ code: 'LIMIT_NOT_ENFORCEABLE', message: expect.stringContaining('no writable cgroup') }),
    );
  });
});

describe('explicitly allowed fallbacks', () => {
  it('runs natively only when allowed, and says so', async () => {
    const judge = createJudge({ bwrapPath: missingBwrap, allowUnsandboxed: true });
    expect(judge.executionMethod).toBe('native');
    const result = await judge.runProgram({ language: 'python', source: 'print(input()[::-1])\n', stdin: 'abc\n' });
    expect(result).toMatchObject({ verdict: 'Accepted', stdout: 'cba\n', executionMethod: 'native' });
  }, 60_000);

  // Nothing measures memory without cgroups: a refused allocation ends the program, as a Runtime Error (what the
  // runtime prints never decides: execution.ts), never a success past the limit.
  it('without cgroups, measures CPU of the process tree and bounds memory by address space', async () => {
    const judge = createJudge({ cgroupRoot: noCgroups, allowUnenforcedLimits: true });
    const burn = '#include <time.h>\n#include <stdio.h>\nint main(void){while(clock()<0.5*CLOCKS_PER_SEC);puts("ok");return 0;}\n';
    const burned = await judge.runProgram({ language: 'c', source: burn, timeLimitMs: 5000 });
    expect(burned).toMatchObject({ verdict: 'Accepted', executionMethod: 'sandbox' });
    expect(burned.timeMs).toBeGreaterThanOrEqual(450);
    expect(burned.timeMs).toBeLessThanOrEqual(650);

    const hog = await judge.runProgram({ language: 'python', source: 'x = bytearray(b"x") * (300 << 20)\n', memoryLimitBytes: 128 * 1024 * 1024 });
    expect([hog.verdict, hog.failure?.name]).toEqual(['Runtime Error', 'MemoryError at line 1 of main.py']);
  }, 60_000);
});
