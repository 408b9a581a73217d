import { describe, expect, it } from 'vitest';
import { boxRequest, cpuBackstopSeconds, planLaunch, ulimitCommands } from './launch-plan.ts';
import { runLimits } from './limits.ts';
import type { ExecuteSpec } from './types.ts';

const spec: ExecuteSpec = {
  workDirHost: '/var/judge/job-1/box',
  isWorkDirWritable: false,
  extraReadOnlyPaths: [],
  command: { argv: ['./main', '--flag'], env: { PATH: '/usr/bin', HOME: '/tmp' } },
  stdinFd: 0,
  limits: runLimits({ cpuMs: 2000, memoryBytes: 256 * 1024 * 1024 }),
  canBoundByAddressSpace: true,
};

describe('the launch plan', () => {
  it('sets every resource limit Linux has, so nothing is inherited from an earlier run or the judge', () => {
    const plan = planLaunch(spec, { hasCgroup: true });
    expect(plan.rlimits.map((limit) => limit.resource).sort()).toEqual(
      ['as', 'core', 'cpu', 'data', 'fsize', 'locks', 'memlock', 'msgqueue', 'nice', 'nofile', 'nproc', 'rss', 'rtprio', 'rttime', 'sigpending', 'stack'],
    );
    const value = (name: string) => plan.rlimits.find((limit) => limit.resource === name)?.value;
    expect([value('cpu'), value('nofile'), value('core'), value('msgqueue'), value('nice'), value('rtprio')]).toEqual([4, 64, 0, 0, 0, 0]);
    expect(value('nproc')).toBe('inf');
    expect(value('as')).toBe('inf');
  });

  it("keeps the kernel's CPU limit behind the judge's own, so a program stopped for its time is Time Limit Exceeded", () => {
    // The kernel counts ticks, which ran up to 19 % ahead of the measured CPU time on a busy machine: a 9 s
    // program was killed by RLIMIT_CPU at 8.76 s measured, under its limit, and got Runtime Error.
    const tickCountAhead = 4 / 3;
    for (const cpuMs of [250, 1000, 2000, 6000, 9000, 20_000, 60_000]) {
      const measuredAtKernelKill = (cpuBackstopSeconds(cpuMs) * 1000) / tickCountAhead;
      expect(measuredAtKernelKill, `limit ${cpuMs} ms`).toBeGreaterThan(cpuMs);
    }
  });

  it('bounds processes and address space by rlimits only where no cgroup can', () => {
    const plan = planLaunch(spec, { hasCgroup: false });
    const value = (name: string) => plan.rlimits.find((limit) => limit.resource === name)?.value;
    expect(value('nproc')).toBe(64);
    expect(value('as')).toBe(256 * 1024 * 1024);
    expect(planLaunch({ ...spec, canBoundByAddressSpace: false }, { hasCgroup: false }).rlimits.find((limit) => limit.resource === 'as')?.value).toBe('inf');
  });

  it('gives the box and the native launcher the same plan, each in its own words', () => {
    const plan = planLaunch(spec, { hasCgroup: true });
    const request = boxRequest(plan);
    expect(request.slice(0, 3)).toEqual([String(16 * 1024 * 1024), '0', '16']);
    expect(request).toContain('7=64');
    expect(request).toContain('12=0');
    expect(request.slice(-5)).toEqual(['2', './main', '--flag', 'PATH=/usr/bin', 'HOME=/tmp']);
    expect(ulimitCommands(plan)).toEqual(expect.arrayContaining(['ulimit -t 4', 'ulimit -n 64', 'ulimit -q 0', 'ulimit -c 0', 'ulimit -s 262144']));
    expect(ulimitCommands(plan).some((command) => command.startsWith('ulimit -u'))).toBe(false);
  });
});
