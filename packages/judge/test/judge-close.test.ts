import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';

const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-close-'));
fs.chmodSync(workRoot, 0o711);
afterAll(() => fs.rmSync(workRoot, { recursive: true, force: true }));

const jobFolders = () => fs.readdirSync(workRoot).filter((name) => name.startsWith('job-'));

describe('closing a judge', () => {
  // A command-line judge exits once close() returns: a job still running then was left behind, folder and mount.
  it('waits for a job still running and leaves no job folder behind', async () => {
    const judge = createJudge({ workRoot });
    const run = judge.runProgram({ language: 'python', source: 'import time\ntime.sleep(0.3)\nprint("slept")\n' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    let hasRunEnded = false;
    void run.then(() => (hasRunEnded = true));
    await judge.close();
    expect(hasRunEnded).toBe(true);
    expect((await run).stdout).toBe('slept\n');
    expect(jobFolders()).toEqual([]);
  }, 120_000);
});
