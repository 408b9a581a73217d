import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobDir, removeStaleJobDirs } from './work-dir.ts';

const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'work-dir-'));
const isRoot = process.getuid?.() === 0;

afterAll(() => fs.rmSync(workRoot, { recursive: true, force: true }));

const isMounted = (dir: string) => fs.readFileSync('/proc/self/mountinfo', 'utf8').includes(` ${dir} `);

/** A pid that belonged to a process which has exited: what a killed judge leaves in its folder names. */
function deadPid(): number {
  const child = spawnSync('/bin/sh', ['-c', 'echo $$']);
  return Number(child.stdout.toString().trim());
}

describe('job folders', () => {
  it('are named by the judge that made them and, as root, have a file system of their own at box/', async () => {
    const job = await createJobDir(workRoot);
    try {
      expect(path.basename(job.root)).toMatch(new RegExp(`^job-${process.pid}-`));
      if (isRoot) expect(isMounted(job.box)).toBe(true);
    } finally {
      await job.remove();
    }
    expect(fs.existsSync(job.root)).toBe(false);
    expect(isMounted(job.box)).toBe(false);
  });

  it('left behind by a judge that died are removed, mount and all; a running judge’s stay', async () => {
    const ours = await createJobDir(workRoot);
    const orphan = await createJobDir(workRoot);
    const orphanRoot = path.join(workRoot, `job-${deadPid()}-left`);
    fs.renameSync(orphan.root, orphanRoot);
    const orphanBox = path.join(orphanRoot, 'box');
    if (isRoot) expect(isMounted(orphanBox)).toBe(true);

    expect(await removeStaleJobDirs(workRoot)).toBe(1);
    expect(fs.existsSync(orphanRoot)).toBe(false);
    expect(isMounted(orphanBox)).toBe(false);
    expect(fs.existsSync(ours.box)).toBe(true);
    await ours.remove();
  });
});
