import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostWarnings } from './host-warnings.ts';

function withCorePattern(pattern: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'core-pattern-')), 'core_pattern');
  fs.writeFileSync(file, `${pattern}\n`);
  return file;
}

describe('host warnings', () => {
  it('warns when crashes are piped to a program, naming it', () => {
    expect(hostWarnings(withCorePattern('|/lib/systemd/systemd-coredump %P %u %g %s %t %c %h'))).toEqual([
      expect.stringContaining('pipes core dumps to /lib/systemd/systemd-coredump: every crashing submission starts it'),
    ]);
  });

  it('says nothing for a file pattern or an unreadable file', () => {
    expect(hostWarnings(withCorePattern('core'))).toEqual([]);
    expect(hostWarnings('/nonexistent/core_pattern')).toEqual([]);
  });
});
