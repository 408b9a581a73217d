import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobCgroup } from './cgroup-files.ts';
import { runLimits } from './limits.ts';
import { isSetupFailure, supervise } from './supervise.ts';

// What bubblewrap 0.8 writes on --json-status-fd, as captured from real runs.
const STARTED = '{ "child-pid": 17321, "cgroup-namespace": 4026532182, "mnt-namespace": 4026532178 }\n';
const ENDED = '{ "exit-code": 1 }\n';

describe('isSetupFailure', () => {
  it('is a set-up failure when bwrap never started the sandbox', () => {
    expect(isSetupFailure('', 'bwrap: Creating new namespace failed: No space left on device\n')).toBe(true);
  });

  it('is a set-up failure when the sandbox ended before any program reported an exit code', () => {
    expect(isSetupFailure(STARTED, "bwrap: Can't find source path /nonexistent: No such file or directory\n")).toBe(true);
    expect(isSetupFailure(STARTED, 'bwrap: execvp ./main: No such file or directory\n')).toBe(true);
  });

  it("is the program's own failure when it imitates bwrap's message and exits 1", () => {
    expect(isSetupFailure(STARTED + ENDED, 'bwrap: Creating new namespace failed\n')).toBe(false);
  });
});

describe('supervise', () => {
  const limits = runLimits({ cpuMs: 1000, memoryBytes: 64 * 1024 * 1024 });
  const devNull = fs.openSync('/dev/null', 'r');
  afterAll(() => fs.closeSync(devNull));

  it("never runs the judge user's shell start-up files, though stdin is a socket", async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-home-'));
    fs.writeFileSync(path.join(home, '.bashrc'), 'echo sourced >&2\n');
    try {
      const run = await supervise({ argv: ['/bin/true'], cwd: '/', env: { HOME: home }, stdinFd: devNull, limits, cgroup: undefined, hasStatusFd: false });
      expect(run.stderr.toString('utf8')).toBe('');
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });

  it('reports a cgroup it cannot join without naming the host path', async () => {
    const file = path.join(os.tmpdir(), `missing-${process.pid}`, 'cgroup.procs');
    const cgroup: JobCgroup = {
      joins: [{ file, value: '$$' }],
      readUsage: () => ({ cpuNs: 0, peakBytes: 0, isOomKilled: false, hasHitMemoryLimit: false }),
      killAll: () => Promise.resolve(),
      remove: () => Promise.resolve(),
    };
    const run = await supervise({ argv: ['/bin/true'], cwd: '/', env: {}, stdinFd: devNull, limits, cgroup, hasStatusFd: false });
    expect(run.setupError).toMatch(/^cannot apply the job limits: .*the job's cgroup/);
    expect(run.setupError).not.toContain(file);
    expect(run.stderr.toString('utf8')).not.toContain(file);
  });

  it('takes stdin from a stream and writes stdout to a sink as it comes, keeping none of it', async () => {
    const stdin = new PassThrough();
    const received: Buffer[] = [];
    let isEnded = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received.push(chunk);
        callback();
      },
      final(callback) {
        isEnded = true;
        callback();
      },
    });
    stdin.end('ping\n');
    const run = await supervise({ argv: ['/bin/cat'], cwd: '/', env: {}, stdinFd: devNull, streams: { stdin, stdout: sink }, limits, cgroup: undefined, hasStatusFd: false });
    expect(run.exitCode).toBe(0);
    expect(Buffer.concat(received).toString('utf8')).toBe('ping\n');
    expect(run.stdout.length).toBe(0);
    expect(isEnded).toBe(true);
  });

  it('ends a run at once when aborted, without calling it a timeout', async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    const started = Date.now();
    const run = await supervise({ argv: ['/bin/sleep', '30'], cwd: '/', env: {}, stdinFd: devNull, abortSignal: stop.signal, limits, cgroup: undefined, hasStatusFd: false });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(run).toMatchObject({ signal: 'SIGKILL', isWallTimeout: false, isCpuTimeout: false });
  });
});
