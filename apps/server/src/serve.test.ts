import { describe, expect, it } from 'vitest';
import { JudgeError } from '@codepath/judge/errors';
import { CONTAINER_SANDBOX_HINT, CONTAINER_TOOLCHAIN_HINT, describeStartError } from './serve.ts';

describe('a server that cannot start its judge', () => {
  const error = new JudgeError('SELF_TEST_FAILED', 'python self-test failed (Internal Error): sandbox setup failed: bwrap: pivot_root: Operation not permitted');

  it('names the cause and, on a machine, the development-only way around it', () => {
    const message = describeStartError(error, {});
    expect(message).toBe(
      'The judge cannot start: python self-test failed (Internal Error): sandbox setup failed: bwrap: pivot_root: Operation not permitted\nSet JUDGE_ALLOW_UNSANDBOXED=true to run code without the sandbox (development only).',
    );
  });

  it('in a container image, names the privileges its container needs instead', () => {
    const message = describeStartError(error, { CODEPATH_IN_CONTAINER: 'true' });
    expect(message).toContain('The judge cannot start: python self-test failed');
    expect(message).toContain(CONTAINER_SANDBOX_HINT);
    expect(message).not.toContain('JUDGE_ALLOW_UNSANDBOXED');
    expect(CONTAINER_SANDBOX_HINT).toContain('seccomp=deploy/seccomp/worker.json');
    expect(CONTAINER_SANDBOX_HINT).toContain('apparmor=unconfined');
  });

  it('in a container image, does not blame the privileges for a toolchain that failed its self-test', () => {
    const toolchain = new JudgeError('SELF_TEST_FAILED', 'javascript self-test failed (Wrong Answer): expected 3, got nothing');
    const message = describeStartError(toolchain, { CODEPATH_IN_CONTAINER: 'true' });
    expect(message).toContain('javascript self-test failed');
    expect(message).toContain(CONTAINER_TOOLCHAIN_HINT);
    expect(message).not.toContain('--cap-add');
    const missingFile = new JudgeError('SELF_TEST_FAILED', 'javascript self-test failed (Internal Error): sandbox setup failed: exec: No such file or directory');
    expect(describeStartError(missingFile, { CODEPATH_IN_CONTAINER: 'true' })).toContain(CONTAINER_TOOLCHAIN_HINT);
  });
});
