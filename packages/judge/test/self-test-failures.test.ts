import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LanguageModule, SelfTestFailures } from '../src/languages/language.ts';
import { LANGUAGES } from '../src/languages/registry.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import { createJudge } from '../src/judge.ts';
import { checkFailures } from '../src/self-test.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'self-test-failures-'));
fs.chmodSync(scratch, 0o711);
const workRoot = path.join(scratch, 'work');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** JavaScript with one of its failing programs replaced: the start-up check must refuse it. */
function javascriptWith(change: Partial<SelfTestFailures>): LanguageModule {
  const failures = LANGUAGES.javascript.selfTest.failures as SelfTestFailures;
  return { ...LANGUAGES.javascript, selfTest: { ...LANGUAGES.javascript.selfTest, failures: { ...failures, ...change } } };
}

describe("a language's start-up check of the failures it must report", () => {
  const sandbox = createSandbox();

  it('passes for the JavaScript module as it is', async () => {
    await expect(checkFailures(sandbox, workRoot, LANGUAGES.javascript)).resolves.toBeUndefined();
  }, 60_000);

  it('refuses a runtime whose limit or naming does not hold, saying which', async () => {
    await expect(checkFailures(sandbox, workRoot, javascriptWith({ busyLoop: 'console.log(1);\n' }))).rejects.toThrow(/javascript self-test failed: a busy loop got Accepted/);
    await expect(checkFailures(sandbox, workRoot, javascriptWith({ memoryHog: 'const a = new Array(10).fill(1);\n' }))).rejects.toThrow(/an allocation past 128 MiB got Accepted/);
    await expect(checkFailures(sandbox, workRoot, javascriptWith({ runtimeError: { source: 'null.x;\n', name: 'RangeError at line 1 of main.js' } }))).rejects.toThrow(
      /"RangeError at line 1 of main\.js" got Runtime Error \(TypeError at line 1 of main\.js\)/,
    );
    await expect(checkFailures(sandbox, workRoot, javascriptWith({ compileError: { source: 'let a = 1;\nlet b = (;\n', line: 1 } }))).rejects.toThrow(/a compile error on line 1 got Compilation Error/);
  }, 120_000);
});

describe('a self-test passed by one judge of this process', () => {
  it('holds for a second judge made the same way, but not for one whose work root cannot hold a job', async () => {
    const good = createJudge({ workRoot });
    await good.selfTest(['python']);
    // A work root under a file: no job folder can be made there, so the self-test must fail, not borrow the first judge's pass.
    const blocked = path.join(scratch, 'a-file');
    fs.writeFileSync(blocked, '');
    const broken = createJudge({ workRoot: path.join(blocked, 'work') });
    await expect(broken.selfTest(['python'])).rejects.toThrow();
    const same = createJudge({ workRoot });
    await expect(same.selfTest(['python'])).resolves.toBeUndefined();
    await Promise.all([good.close(), broken.close(), same.close()]);
  }, 120_000);
});
