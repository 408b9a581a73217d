import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set and writes nothing', () => {
    const dir = tempDir();
    expect(new TextDecoder().decode(loadJwtSecret('k'.repeat(32), dir))).toBe('k'.repeat(32));
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });

  it('generates a secret once, owner-readable only, and reuses it', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = loadJwtSecret(undefined, dir);
    const second = loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('refuses a secret file that is too short', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'short');
    expect(() => loadJwtSecret(undefined, dir)).toThrow(/shorter than 32 characters/);
  });
});
