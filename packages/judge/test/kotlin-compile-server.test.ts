import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileInBox, writeSource } from '../src/execution.ts';
import { java } from '../src/languages/java.ts';
import { kotlin } from '../src/languages/kotlin.ts';
import type { LanguageModule } from '../src/languages/language.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import type { Sandbox } from '../src/sandbox/types.ts';
import { createJobDir } from '../src/sandbox/work-dir.ts';
import { runningCompileServers, setCompileServerCount, stopCompileServer } from '../src/warm/compile-on-server.ts';
import { defaultWarmCacheDir } from '../src/warm/warm-cache.ts';
import { onColdToolchain, prepareWarmToolchain } from '../src/warm/warm-registry.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kotlin-compile-server-'));
fs.chmodSync(scratch, 0o711);
const workRoot = path.join(scratch, 'work');
// The judge's own warm folders (built at set-up), as a judge would take them: building Java's and Kotlin's costs seconds.
const cacheDir = defaultWarmCacheDir();
const sandboxes: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => stopCompileServer(sandbox)));
  fs.rmSync(scratch, { recursive: true, force: true });
});

const BROKEN = 'fun main() {\n    val x: Int = "a"\n    println(y)\n}\n';
const SUM = 'fun main() {\n    val n = readln().trim().toInt()\n    println((1..n).sum())\n}\n';
const JAVA = 'public class Main{public static void main(String[] a){System.out.println(1);}}\n';

/** A sandbox with the given warm toolchains and the reasons of every compile that went without a server. */
async function warmSandbox(languages: readonly LanguageModule[]) {
  const sandbox = createSandbox();
  sandboxes.push(sandbox);
  const fallbacks: string[] = [];
  onColdToolchain(sandbox, (_language, reason) => fallbacks.push(reason));
  for (const language of languages) if (!(await prepareWarmToolchain(sandbox, language, cacheDir, workRoot))) throw new Error(`no warm ${language.id} toolchain`);
  return { sandbox, fallbacks };
}

/** Compiles one source in a fresh job; the outcome and the box's files after it. */
async function compile(sandbox: Sandbox, language: LanguageModule, source: string) {
  const job = await createJobDir(workRoot);
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const outcome = await compileInBox(sandbox, language, writeSource(language, job, source), job, devNull);
    return { outcome, boxFiles: fs.readdirSync(job.box, { recursive: true }).map(String).sort() };
  } finally {
    fs.closeSync(devNull);
    await job.remove();
  }
}

describe('the long-lived Kotlin compiler', { timeout: 180_000 }, () => {
  // One sandbox for both tests: a Kotlin server's start costs seconds of CPU.
  const warm = warmSandbox([java, kotlin]);

  it('gives the messages and files the kotlinc process gives', async () => {
    const { sandbox, fallbacks } = await warm;
    const served = await compile(sandbox, kotlin, BROKEN);
    const processed = await compile(createSandbox(), kotlin, BROKEN);
    expect(served).toEqual({ ...processed, outcome: { ...processed.outcome, timeMs: expect.any(Number), wallMs: expect.any(Number) } });
    expect(served.outcome.message).toMatch(/^main\.kt:2:16: error: initializer type mismatch: expected 'Int', actual 'String'\.\n/);
    // As the kotlinc process leaves them (its module file included).
    expect((await compile(sandbox, kotlin, SUM)).boxFiles).toEqual(['META-INF', 'META-INF/main.kotlin_module', 'MainKt.class', 'main.kt']);
    expect(runningCompileServers(sandbox).map((server) => [server.language, server.jobs])).toEqual([['kotlin', 2]]);
    expect(fallbacks).toEqual([]);
  });

  it("shares the judge's slots with Java's servers: with one slot, an idle server of the other language gives way", async () => {
    const { sandbox, fallbacks } = await warm;
    setCompileServerCount(sandbox, 1);
    const serving = () => runningCompileServers(sandbox).filter((server) => server.failure === undefined).map((server) => server.language);
    expect((await compile(sandbox, java, JAVA)).outcome.isOk).toBe(true);
    expect(serving()).toEqual(['java']);
    expect((await compile(sandbox, kotlin, SUM)).outcome.isOk).toBe(true);
    expect(serving()).toEqual(['kotlin']);
    expect(fallbacks).toEqual([]);
  });

  it('does not count a stack overflow of a deeply nested source against the server (three at once paused it for everyone)', async () => {
    const { sandbox, fallbacks } = await warm;
    const deep = (depth: number) => `fun main() { val x = ${'('.repeat(depth)}1${')'.repeat(depth)}\n println(x) }\n`;
    expect((await compile(sandbox, kotlin, SUM)).outcome.isOk).toBe(true);
    // 4,000 levels overflow the server's stack (about 1,100 do once the JIT has grown its frames) and fit in the
    // kotlinc process's 64 MiB, which compiles each.
    for (let i = 0; i < 3; i++) expect((await compile(sandbox, kotlin, deep(4000))).outcome.isOk).toBe(true);
    expect(fallbacks.filter((reason) => reason.includes('StackOverflowError'))).toHaveLength(3);
    expect(fallbacks.filter((reason) => !reason.includes('not counted against the server'))).toEqual([]);
    expect(fallbacks.filter((reason) => reason.includes('minutes'))).toEqual([]);
  });
});
