import { describe, expect, it } from 'vitest';
import { isSetupFailure } from './supervise.ts';

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
