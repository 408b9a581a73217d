import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobDir } from '../sandbox/work-dir.ts';
import { copyClassesFromSpool, createSpool } from './compile-spool.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-spool-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A job that only records what the judge writes into its box. */
function recordingJob(): JobDir & { written: Record<string, string> } {
  const written: Record<string, string> = {};
  const fail = () => {
    throw new Error('not used');
  };
  return { root: '', box: '', uid: 0, written, writeBoxFile: (name, content) => void (written[name] = content.toString()), writePrivateFile: fail, remove: fail };
}

describe('copyClassesFromSpool', () => {
  it('copies the class files the compiler wrote, and no link, FIFO or other file', async () => {
    const spool = await createSpool(scratch);
    const folder = path.join(spool.box, 'compile-0');
    fs.mkdirSync(path.join(folder, 'pkg'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'Main.class'), 'main');
    fs.writeFileSync(path.join(folder, 'Main.java'), 'source');
    fs.writeFileSync(path.join(folder, 'pkg', 'A.class'), 'a');
    fs.symlinkSync('/etc/passwd', path.join(folder, 'Passwd.class'));
    fs.symlinkSync('/etc', path.join(folder, 'etc'));
    execFileSync('mkfifo', [path.join(folder, 'Fifo.class')]);
    const job = recordingJob();
    copyClassesFromSpool(spool, 'compile-0', job);
    expect(job.written).toEqual({ 'Main.class': 'main', 'pkg/A.class': 'a' });
    await spool.remove();
    expect(fs.existsSync(spool.box)).toBe(false);
  });
});
