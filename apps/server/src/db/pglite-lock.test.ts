import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockPgliteDirectory } from './pglite-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockPgliteDirectory', () => {
  it('refuses a second user of the folder while the first holds it, and allows it after release', () => {
    const dir = tempDir();
    const release = lockPgliteDirectory(dir);
    expect(() => lockPgliteDirectory(dir)).toThrow(
      `Another CodePath server (pid ${process.pid}) is using the embedded database in ${dir}. Stop it, or give this one another DATA_DIR.`,
    );
    release();
    lockPgliteDirectory(dir)();
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempDir();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, 'pglite.lock'), ended.stdout.toString());
    const release = lockPgliteDirectory(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
