import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages/registry.ts';
import { runLimits } from '../src/sandbox/limits.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import { createJobDir } from '../src/sandbox/work-dir.ts';

const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-failure-'));

afterAll(() => fs.rmSync(workRoot, { recursive: true, force: true }));

describe('a sandbox that cannot be set up', () => {
  it('reports the failure with the sandbox’s paths, never the host’s', async () => {
    const sandbox = createSandbox();
    const job = await createJobDir(workRoot);
    const devNull = fs.openSync('/dev/null', 'r');
    try {
      const result = await sandbox.execute({
        workDirHost: job.box,
        isWorkDirWritable: false,
        extraReadOnlyPaths: [],
        extraBinds: [{ hostPath: path.join(job.root, 'missing'), sandboxPath: '/data', isWritable: false }],
        command: LANGUAGES.c.runCommand(0, LANGUAGES.c.entryPoint('')),
        stdinFd: devNull,
        limits: runLimits({ cpuMs: 1000, memoryBytes: 64 * 1024 * 1024 }),
        canBoundByAddressSpace: true,
      });
      expect(result.setupError).toContain('/data');
      expect(result.setupError).not.toContain(workRoot);
      expect(result.stderr.toString('utf8')).not.toContain(workRoot);
    } finally {
      fs.closeSync(devNull);
      await job.remove();
    }
  }, 30_000);
});
