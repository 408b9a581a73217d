import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeWarmCache } from '../src/warm/warm-cache.ts';
import { compileInBox, writeSource } from '../src/execution.ts';
import { java } from '../src/languages/java.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import type { Sandbox } from '../src/sandbox/types.ts';
import { createJobDir } from '../src/sandbox/work-dir.ts';
import { runningCompileServers, setCompileServerCount, stopCompileServer } from '../src/warm/compile-on-server.ts';
import { onColdToolchain, prepareWarmToolchain } from '../src/warm/warm-registry.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'java-compile-server-'));
fs.chmodSync(scratch, 0o711);
const workRoot = path.join(scratch, 'work');
const cacheDir = path.join(scratch, 'warm');
const sandboxes: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => stopCompileServer(sandbox)));
  await removeWarmCache(cacheDir);
  fs.rmSync(scratch, { recursive: true, force: true });
});

const BROKEN = 'public class Main {\n  public static void main(String[] args) {\n    int x = 1\n    System.out.println(y);\n  }\n}\n';
/** About 400 bytes that keep javac busy for seconds: each nested conditional doubles its type inference. */
const SLOW = `public class Main {\n  static <T> T g(T t) { return t; }\n  public static void main(String[] a) {\n    boolean b = a.length > 0;\n    Object o = ${'g(b?'.repeat(9)}1${':1)'.repeat(9)};\n    System.out.println(o);\n  }\n}\n`;
const UNCHECKED = 'import java.util.*;\npublic class Main{public static void main(String[] a){List l=new ArrayList();l.add(1);System.out.println(l);}}\n';

/** A sandbox with the warm Java toolchain and the reasons of every compile that went without the server. */
async function warmSandbox() {
  const sandbox = createSandbox();
  sandboxes.push(sandbox);
  const fallbacks: string[] = [];
  onColdToolchain(sandbox, (_language, reason) => fallbacks.push(reason));
  if (!(await prepareWarmToolchain(sandbox, java, cacheDir, workRoot))) throw new Error('no warm Java toolchain');
  return { sandbox, fallbacks };
}

/** Compiles `files` (the first is the entry) in a fresh job; the outcome and the box's files after it. */
async function compile(sandbox: Sandbox, files: Record<string, string>) {
  const job = await createJobDir(workRoot);
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    const names = Object.keys(files);
    for (const name of names.slice(1)) job.writeBoxFile(name, files[name] ?? '');
    const entry = { ...writeSource(java, job, files[names[0] ?? ''] ?? '', names[0]), sourceFileNames: names };
    const outcome = await compileInBox(sandbox, java, entry, job, devNull);
    return { outcome, boxFiles: fs.readdirSync(job.box, { recursive: true }).map(String).sort() };
  } finally {
    fs.closeSync(devNull);
    await job.remove();
  }
}

describe('the long-lived Java compiler', { timeout: 120_000 }, () => {
  it('gives the messages and classes the javac process gives', async () => {
    const { sandbox, fallbacks } = await warmSandbox();
    const cold = createSandbox();
    for (const source of [BROKEN, UNCHECKED]) {
      const served = await compile(sandbox, { 'Main.java': source });
      const processed = await compile(cold, { 'Main.java': source });
      expect(served).toEqual({ ...processed, outcome: { ...processed.outcome, timeMs: expect.any(Number), wallMs: expect.any(Number) } });
    }
    expect((await compile(sandbox, { 'Main.java': BROKEN })).outcome.message).toMatch(/^Main\.java:3: error: ';' expected\n {4}int x = 1\n/);
    expect(runningCompileServers(sandbox)[0]?.jobs).toBe(3);
    expect(fallbacks).toEqual([]);
  });

  it('compiles after the server crashed, on a new server', async () => {
    const { sandbox, fallbacks } = await warmSandbox();
    expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
    const crashed = runningCompileServers(sandbox)[0];
    crashed?.end('killed by the test');
    await crashed?.exited;
    const after = await compile(sandbox, { 'Main.java': UNCHECKED });
    expect([after.outcome.isOk, after.boxFiles]).toEqual([true, ['Main.class', 'Main.java']]);
    expect(runningCompileServers(sandbox)[0]).not.toBe(crashed);
    expect(runningCompileServers(sandbox)[0]?.jobs).toBe(1);
    expect(fallbacks).toEqual([]);
  });

  it('leaves a source that crashes javac to the javac process, whose messages the learner gets, and goes on', async () => {
    const { sandbox, fallbacks } = await warmSandbox();
    const depth = 5000;
    const crashing = `public class Main{public static void main(String[] a){int x=${'('.repeat(depth)}1${')'.repeat(depth)};}}\n`;
    const served = await compile(sandbox, { 'Main.java': crashing });
    const processed = await compile(createSandbox(), { 'Main.java': crashing });
    expect(served.outcome.message).toContain('java.lang.StackOverflowError');
    expect(served.outcome.message.split('\n').slice(0, 3)).toEqual(processed.outcome.message.split('\n').slice(0, 3));
    expect(fallbacks).toEqual([expect.stringContaining('this compile used the javac process, which failed too: the source is at fault')]);
    expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
    expect(runningCompileServers(sandbox)[0]?.jobs).toBe(1);
  });

  it("does not pause the server for everyone when one learner's sources crash javac again and again", async () => {
    const { sandbox, fallbacks } = await warmSandbox();
    const depth = 5000;
    const crashing = `public class Main{public static void main(String[] a){int x=${'('.repeat(depth)}1${')'.repeat(depth)};}}\n`;
    for (let i = 0; i < 4; i += 1) expect((await compile(sandbox, { 'Main.java': crashing })).outcome.verdict).toBe('Compilation Error');
    expect(fallbacks).toHaveLength(4);
    expect(fallbacks.filter((reason) => reason.includes('minutes'))).toEqual([]);
    // The next learner's compile is served by a server, not sent to the javac process for five minutes.
    expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
    expect(runningCompileServers(sandbox)[0]?.jobs).toBe(1);
  });

  it("never makes a compile wait behind another learner's slow one: a server of its own, or the javac process at once", async () => {
    for (const servers of [2, 1]) {
      const { sandbox, fallbacks } = await warmSandbox();
      setCompileServerCount(sandbox, servers);
      expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
      let isSlowDone = false;
      const slow = compile(sandbox, { 'Main.java': SLOW }).then((done) => ((isSlowDone = true), done));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const quick = await compile(sandbox, { 'Main.java': UNCHECKED });
      expect(quick.outcome.isOk).toBe(true);
      expect(isSlowDone).toBe(false);
      expect((await slow).outcome.isOk).toBe(true);
      // Two servers: each compile on one; one server, busy: the quick compile took the javac process, saying nothing.
      expect(runningCompileServers(sandbox).length).toBe(servers);
      expect(fallbacks).toEqual([]);
    }
  });

  it("stops a compile at its CPU time, not at the wall time other programs stretch, and answers with the compile's limit", async () => {
    const { sandbox, fallbacks } = await warmSandbox();
    expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
    const server = runningCompileServers(sandbox)[0];
    if (!server) throw new Error('no compile server');
    const folder = path.join(server.spool.box, 'slow');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'Main.java'), SLOW);
    const reply = await server.request('/box/slow', ['Main.java'], 300, 30_000);
    expect([reply.status, reply.cpuMs >= 300]).toEqual([3, true]);
    await server.exited;
    expect(server.failure).toBeDefined();
    // The next compile gets a new server; nothing went to the javac process.
    expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
    expect(runningCompileServers(sandbox)[0]?.jobs).toBe(1);
    expect(fallbacks).toEqual([]);
  });

  it("a compile sees none of another job's files, before, during or after it", async () => {
    const { sandbox } = await warmSandbox();
    const helper = 'public class Helper { public static int secret() { return 42; } }\n';
    const user = 'public class Main { public static void main(String[] a) { System.out.println(Helper.secret()); } }\n';
    const [owner, other] = await Promise.all([compile(sandbox, { 'Main.java': user, 'Helper.java': helper }), compile(sandbox, { 'Main.java': user })]);
    expect(owner.outcome.isOk).toBe(true);
    expect(owner.boxFiles).toEqual(['Helper.class', 'Helper.java', 'Main.class', 'Main.java']);
    expect(other.outcome.message).toContain('Main.java:1: error: cannot find symbol');
    const later = await compile(sandbox, { 'Main.java': user });
    expect(later.outcome.message).toContain('cannot find symbol');
    const spool = runningCompileServers(sandbox)[0]?.spool.box ?? '';
    expect(fs.readdirSync(spool)).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)("writes a compile's classes into a 64 MiB file system of the server's own, never onto the host's disk", async () => {
    const { sandbox } = await warmSandbox();
    expect((await compile(sandbox, { 'Main.java': UNCHECKED })).outcome.isOk).toBe(true);
    const spool = runningCompileServers(sandbox)[0]?.spool.box ?? '';
    const stats = fs.statfsSync(spool);
    expect([stats.type, stats.blocks * stats.bsize]).toEqual([0x01021994 /* TMPFS_MAGIC */, 64 * 1024 * 1024]);
  });
});
