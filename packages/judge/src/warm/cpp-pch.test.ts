import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cpp } from '../languages/cpp.ts';
import { PRECOMPILED_HEADER } from './cpp-pch.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cpp-pch-'));
const saved = { CPATH: process.env.CPATH, CPLUS_INCLUDE_PATH: process.env.CPLUS_INCLUDE_PATH };

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

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
});
