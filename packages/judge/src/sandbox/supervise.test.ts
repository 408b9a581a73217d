import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { planLaunch } from './launch-plan.ts';
import { runLimits } from './limits.ts';
import { nativeLauncherArgv } from './native-launcher.ts';
import { readLaunchStatus, supervise, type SuperviseSpec } from './supervise.ts';

const limits = runLimits({ cpuMs: 1000, memoryBytes: 64 * 1024 * 1024 });

describe('readLaunchStatus', () => {
  it('reads the start, the end and a set-up failure from the launcher’s own descriptor', () => {
    expect(readLaunchStatus('{ "child-pid": 2 }\n{ "exit-code": 1, "cpu-us": 1500 }\n')).toEqual({ hasStarted: true, exitCode: 1, cpuUs: 1500 });
    expect(readLaunchStatus('{ "setup-error": "mounts: No space left on device" }\n')).toEqual({ hasStarted: false, setupError: 'mounts: No space left on device' });
    expect(readLaunchStatus('')).toEqual({ hasStarted: false });
  });
});

describe('supervise', () => {
  const devNull = fs.openSync('/dev/null', 'r');
  afterAll(() => fs.closeSync(devNull));

  /** A plain command behind the native launcher, as an unsandboxed run starts it. */
  function launched(argv: string[], extra: Partial<SuperviseSpec> = {}): SuperviseSpec {
    const plan = planLaunch(
      { workDirHost: '/', isWorkDirWritable: false, extraReadOnlyPaths: [], command: { argv, env: {} }, stdinFd: devNull, limits, canBoundByAddressSpace: true },
      { hasCgroup: false },
    );
    return { argv: nativeLauncherArgv(plan, undefined), cwd: '/', env: {}, stdinFd: devNull, limits, cgroup: undefined, hasTimesFd: true, isEndReported: false, ...extra };
  }

  it("never runs the judge user's shell start-up files, though stdin is a socket", async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-home-'));
    fs.writeFileSync(path.join(home, '.bashrc'), 'echo sourced >&2\n');
    try {
      const run = await supervise(launched(['/bin/true'], { env: { HOME: home } }));
      expect(run.stderr.toString('utf8')).toBe('');
      expect(run.setupError).toBeUndefined();
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });

  it('takes a set-up failure from the launcher’s report only, never from what the program printed', async () => {
    const imitation = await supervise(launched(['/bin/sh', '-c', 'echo "bwrap: Creating new namespace failed" >&2; exit 125']));
    expect(imitation).toMatchObject({ exitCode: 125 });
    expect(imitation.setupError).toBeUndefined();
    const failed = await supervise({ ...launched(['/bin/true']), argv: ['/bin/sh', '-c', 'echo \'{ "setup-error": "mounts: Permission denied" }\' >&3; exit 125'] });
    expect(failed).toMatchObject({ setupError: 'sandbox setup failed: mounts: Permission denied', hasProgramStarted: false });
  });

  it('calls a sandbox that ended under a started program without reporting its end a failure of the sandbox', async () => {
    const lost = await supervise({ ...launched(['/bin/true']), argv: ['/bin/sh', '-c', 'echo \'{ "child-pid": 2 }\' >&3; exit 125'], isEndReported: true });
    expect(lost).toMatchObject({ setupError: 'the sandbox ended without reporting how the program ended', hasProgramStarted: true });
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
    const run = await supervise(launched(['/bin/cat'], { streams: { stdin, stdout: sink } }));
    expect(run.exitCode).toBe(0);
    expect(Buffer.concat(received).toString('utf8')).toBe('ping\n');
    expect(run.stdout.length).toBe(0);
    expect(isEnded).toBe(true);
  });

  it('ends a run at once when aborted, without calling it a timeout', async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    const started = Date.now();
    const run = await supervise(launched(['/bin/sleep', '30'], { abortSignal: stop.signal }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(run).toMatchObject({ signal: 'SIGKILL', isWallTimeout: false, isCpuTimeout: false });
    expect(run.setupError).toBeUndefined();
  });
});
