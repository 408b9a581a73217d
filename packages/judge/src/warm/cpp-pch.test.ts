import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cpp } from '../languages/cpp.ts';
import { HIDDEN_IN_SANDBOX, PRECOMPILED_HEADER, precompiledHeader } from './cpp-pch.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cpp-pch-'));
const saved = { CPATH: process.env.CPATH, CPLUS_INCLUDE_PATH: process.env.CPLUS_INCLUDE_PATH };

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A g++ that prints its version and a `<...>` search list of the given folders, as `-E -v` does. */
function fakeCompiler(name: string, folders: readonly string[]): string {
  const compiler = path.join(scratch, name);
  const searchList = ['#include <...> search starts here:', ...folders.map((folder) => ` ${folder}`), 'End of search list.'].join('\n');
  fs.writeFileSync(compiler, `#!/bin/sh\necho 'g++ (test) 1'\nprintf '%s\\n' '${searchList}' >&2\n`, { mode: 0o755 });
  return compiler;
}

/** A search folder holding bits/stdc++.h. */
function systemFolder(name: string): string {
  const folder = path.join(scratch, name);
  fs.mkdirSync(path.join(folder, 'bits'), { recursive: true });
  fs.writeFileSync(path.join(folder, PRECOMPILED_HEADER), '// the whole library\n');
  return folder;
}

describe("the precompiled header's key", () => {
  it("names the header the sandbox's g++ takes, whatever include path the judge's own environment sets", async () => {
    const warmUp = cpp.warmUp;
    if (!warmUp) throw new Error('C++ has no warm files');
    const plain = await warmUp.key();
    // A planted bits/stdc++.h, and a folder of that name ahead of it: the judge's CPATH never reaches the sandbox's compiles.
    const planted = path.join(scratch, 'planted');
    fs.mkdirSync(path.join(planted, 'bits'), { recursive: true });
    fs.writeFileSync(path.join(planted, PRECOMPILED_HEADER), 'namespace planted { int where = 2; }\n');
    const folder = path.join(scratch, 'folder');
    fs.mkdirSync(path.join(folder, PRECOMPILED_HEADER), { recursive: true });
    process.env.CPATH = `${folder}:${planted}`;
    process.env.CPLUS_INCLUDE_PATH = planted;
    expect(await warmUp.key()).toBe(plain);
  }, 60_000);

  it('changes when a search folder of the header changes (a package upgrade renames new headers into place)', async () => {
    // Two search folders, the header in the second.
    const first = path.join(scratch, 'first');
    fs.mkdirSync(first);
    const second = systemFolder('second');
    const { key } = precompiledHeader(fakeCompiler('g++', [first, second]), ['-O2']);
    const before = await key();
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(second, 'bits'), later, later);
    expect(await key()).not.toBe(before);
    const changed = await key();
    fs.utimesSync(first, later, later);
    expect(await key()).not.toBe(changed);
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)('refuses a search folder under /usr/local that holds headers: the sandbox shows /usr/local empty', async () => {
    const local = fs.mkdtempSync(path.join(HIDDEN_IN_SANDBOX, 'codepath-pch-test-'));
    try {
      fs.writeFileSync(path.join(local, 'assert.h'), '#define HOST_ONLY_HEADER 1\n#include_next <assert.h>\n');
      const compiler = fakeCompiler('g++-local', [local, systemFolder('system')]);
      await expect(precompiledHeader(compiler, ['-O2']).key()).rejects.toThrow(/holds headers the sandbox's g\+\+ does not see/);
      fs.rmSync(path.join(local, 'assert.h'));
      await expect(precompiledHeader(compiler, ['-O2']).key()).resolves.toMatch(/^[0-9a-f]+$/);
    } finally {
      fs.rmSync(local, { recursive: true, force: true });
    }
  }, 60_000);
});
