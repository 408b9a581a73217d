import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLimits, type ResourceLimits } from '../src/sandbox/limits.ts';
import { createSandbox, openSandboxSession, type Sandbox } from '../src/sandbox/sandbox.ts';
import { createJobDir, type JobDir } from '../src/sandbox/work-dir.ts';

const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-session-'));
const limits = runLimits({ cpuMs: 1000, memoryBytes: 256 * 1024 * 1024 });
let sandbox: Sandbox;
let job: JobDir;
let devNull: number;

beforeAll(async () => {
  sandbox = createSandbox();
  job = await createJobDir(workRoot);
  devNull = fs.openSync('/dev/null', 'r');
});

afterAll(async () => {
  fs.closeSync(devNull);
  await job.remove();
  fs.rmSync(workRoot, { recursive: true, force: true });
});

function shell(session: Sandbox, script: string, runLimitsFor: ResourceLimits = limits) {
  return session.execute({
    workDirHost: job.box,
    isWorkDirWritable: false,
    extraReadOnlyPaths: [],
    command: { argv: ['/bin/sh', '-c', script], env: { PATH: '/usr/bin:/bin' } },
    stdinFd: devNull,
    limits: runLimitsFor,
    canBoundByAddressSpace: true,
  });
}

/** The box's pid namespace: the same for the runs of one box, another for each box. */
const BOX_ID = 'readlink /proc/self/ns/pid';
/** How many shared memory segments, message queues and semaphore sets the box holds. */
const IPC_COUNT = 'cat /proc/sysvipc/shm /proc/sysvipc/msg /proc/sysvipc/sem | grep -cv key';
const output = (result: { stdout: Buffer }): string => result.stdout.toString('utf8');

describe('a submission’s sandbox session', () => {
  it('runs the tests of one submission in one box, with /tmp and System V objects gone between them', async () => {
    const session = openSandboxSession(sandbox);
    try {
      const first = await shell(session, `${BOX_ID}; echo answer > /tmp/kept; mkdir -p /tmp/a/b; touch /tmp/a/b/c; chmod 0 /tmp/a; ipcmk -M 4096 -Q -S 1 > /dev/null; ${IPC_COUNT}`);
      const second = await shell(session, `${BOX_ID}; ls -A /tmp; ${IPC_COUNT}; echo end`);
      const [firstBox, objects] = output(first).split('\n');
      expect(objects).toBe('3');
      expect(output(second)).toBe(`${firstBox}\n0\nend\n`);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('gives the program only descriptors 0 to 2', async () => {
    const session = openSandboxSession(sandbox);
    try {
      // The shell's descriptors while `ls` runs (a pipeline would add its own).
      const result = await shell(session, 'ls /proc/$$/fd');
      expect(output(result)).toBe('0\n1\n2\n');
    } finally {
      await session.close();
    }
  }, 60_000);

  it('measures each test’s CPU time and peak memory on its own', async () => {
    const session = openSandboxSession(sandbox);
    try {
      const busy = await shell(session, `python3 -c 'import time
block = bytearray(96 * 1024 * 1024)
started = time.process_time()
while time.process_time() - started < 0.4: pass'`);
      const idle = await shell(session, 'true');
      expect(busy.cpuMs).toBeGreaterThanOrEqual(400);
      expect(idle.cpuMs).toBeLessThan(100);
      expect(busy.peakBytes).toBeGreaterThanOrEqual(96 * 1024 * 1024);
      expect(idle.peakBytes).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('leaves nothing a test started running for the next test', async () => {
    const session = openSandboxSession(sandbox);
    // Shell built-ins only, so the listing shows no helper process of its own.
    const listProcesses = `${BOX_ID}; for f in /proc/[0-9]*/comm; do read c < $f; printf '%s ' "$c"; done`;
    try {
      const ended = await shell(session, `${BOX_ID}; sleep 600 & sleep 600 & chmod 0 /tmp; exit 0`);
      const afterEnded = await shell(session, listProcesses);
      const timedOut = await shell(session, 'sleep 600 & sleep 600 & while :; do :; done', { ...limits, cpuMs: 300 });
      const afterTimedOut = await shell(session, listProcesses);
      expect(ended.exitCode).toBe(0);
      expect(output(afterEnded)).toBe(`${output(ended)}.box-runner sh `);
      expect(timedOut.isCpuTimeout).toBe(true);
      expect(output(afterTimedOut).split('\n')[1]).toBe('.box-runner sh ');
    } finally {
      await session.close();
    }
  }, 60_000);

  it('never lets two submissions, nor two tests at the same time, share a box', async () => {
    const one = openSandboxSession(sandbox);
    const other = openSandboxSession(sandbox);
    try {
      const [a, b] = await Promise.all([shell(one, `${BOX_ID}; sleep 0.3`), shell(one, `${BOX_ID}; sleep 0.3`)]);
      const c = await shell(other, BOX_ID);
      const boxes = [a, b, c].map((result) => output(result).trim());
      expect(new Set(boxes).size).toBe(3);
      // Both boxes of the first session stay for its next tests.
      expect(boxes.slice(0, 2)).toContain(output(await shell(one, BOX_ID)).trim());
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  }, 60_000);
});
