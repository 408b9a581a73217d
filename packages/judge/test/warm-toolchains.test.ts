import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeWarmCache } from '../src/warm/warm-cache.ts';
import { createJudge, type JudgeOptions, type VerifyingJudge } from '../src/judge.ts';
import { cpp } from '../src/languages/cpp.ts';
import { java } from '../src/languages/java.ts';
import { RUN_ARCHIVE } from '../src/languages/jdk-tools.ts';
import { runLimits } from '../src/sandbox/limits.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import { createJobDir } from '../src/sandbox/work-dir.ts';
import { coldReason, prepareWarmToolchain, warmToolchainFor } from '../src/warm/warm-registry.ts';
import { warmBind, type WarmToolchain } from '../src/warm/warm-toolchain.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-toolchains-'));
fs.chmodSync(scratch, 0o711);
const workRoot = path.join(scratch, 'work');
const cacheDir = path.join(scratch, 'warm');
/** Every judge a test made: closed before the scratch folder goes (each keeps jobs prepared in its work root). */
const judges: VerifyingJudge[] = [];
function judgeWith(options: JudgeOptions): VerifyingJudge {
  const judge = createJudge(options);
  judges.push(judge);
  return judge;
}

afterAll(async () => {
  await Promise.all(judges.map((judge) => judge.close()));
  // As root each cache is a file system of its own (warm-cache.ts).
  for (const name of ['warm', 'warm-missing', 'warm-shared']) await removeWarmCache(path.join(scratch, name));
  fs.rmSync(scratch, { recursive: true, force: true });
});

const BITS_SOLUTION = '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;vector<long long> v{a,b};cout<<accumulate(v.begin(),v.end(),0LL)<<"\\n";}\n';
const JAVA_SOLUTION = 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);System.out.println(s.nextLong()+s.nextLong());}}\n';

/** Runs `argv` in the sandbox with the warm folder bound, in a job whose box holds `files`. */
async function runWithWarm(warm: WarmToolchain, files: Record<string, string>, argv: readonly string[], isWritable: boolean) {
  const sandbox = createSandbox();
  const job = await createJobDir(workRoot);
  for (const [name, content] of Object.entries(files)) job.writeBoxFile(name, content);
  const devNull = fs.openSync('/dev/null', 'r');
  try {
    return await sandbox.execute({
      workDirHost: job.box,
      isWorkDirWritable: isWritable,
      extraReadOnlyPaths: java.extraReadOnlyPaths,
      extraBinds: [warmBind(warm)],
      command: { argv, env: { PATH: '/usr/bin:/bin' } },
      stdinFd: devNull,
      limits: runLimits({ cpuMs: 10_000, memoryBytes: 768 * 1024 * 1024 }),
      canBoundByAddressSpace: false,
    });
  } finally {
    fs.closeSync(devNull);
    await job.remove();
  }
}

describe('warm toolchains', { timeout: 120_000 }, () => {
  it('the sandboxed g++ takes the precompiled bits/stdc++.h, and a bits/stdc++.h solution is judged with it', async () => {
    const warm = await prepareWarmToolchain(createSandbox(), cpp, cacheDir, workRoot);
    expect(warm?.sandboxDir).toBe('/warm/cpp');
    if (!warm) return;
    const argv = [...(cpp.compileCommand?.(cpp.entryPoint(''), warm).argv ?? []), '-H'];
    const result = await runWithWarm(warm, { 'main.cpp': BITS_SOLUTION }, argv, true);
    expect(result.exitCode).toBe(0);
    // g++'s include trace marks a precompiled header it used with "!".
    expect(result.stderr.toString('utf8')).toMatch(/^! \/warm\/cpp\/bits\/stdc\+\+\.h\.gch$/m);
    const judge = judgeWith({ workRoot, warmCacheDir: cacheDir });
    const run = await judge.runProgram({ language: 'cpp', source: BITS_SOLUTION, stdin: '40 2\n' });
    expect([run.verdict, run.stdout]).toEqual(['Accepted', '42\n']);
  });

  it('a program cannot write the warm files its compile used or the archives it maps', async () => {
    const judge = judgeWith({ workRoot, warmCacheDir: cacheDir });
    // The run shares its compile's box, so it sees the precompiled header's folder, read-only.
    const cppProbe = '#include <stdio.h>\nint main(){FILE *f = fopen("/warm/cpp/bits/stdc++.h.gch", "a");puts(f ? "written" : "read-only");}\n';
    const cppRun = await judge.runProgram({ language: 'cpp', source: cppProbe });
    expect([cppRun.verdict, cppRun.stdout]).toEqual(['Accepted', 'read-only\n']);
    const javaProbe = `import java.io.*;\npublic class Main{public static void main(String[] a){try(FileOutputStream o=new FileOutputStream("/warm/java/${RUN_ARCHIVE}",true)){System.out.println("written");}catch(IOException e){System.out.println(new File("/warm/java/${RUN_ARCHIVE}").exists()?"read-only":"missing");}}}\n`;
    const javaRun = await judge.runProgram({ language: 'java', source: javaProbe });
    expect([javaRun.verdict, javaRun.stdout]).toEqual(['Accepted', 'read-only\n']);
  });

  it('the sandboxed JVM maps the running archive (-Xshare:on fails without it), and a Java solution runs with it', async () => {
    const warm = await prepareWarmToolchain(createSandbox(), java, cacheDir, workRoot);
    if (!warm) throw new Error('no warm Java toolchain');
    const argv = java.runCommand(256 * 1024 * 1024, { sourceFileName: 'Main.java', mainName: 'Main' }, warm).argv;
    expect(argv).toContain(`-XX:SharedArchiveFile=/warm/java/${RUN_ARCHIVE}`);
    const strict = [...argv.map((flag) => (flag === '-Xshare:auto' ? '-Xshare:on' : flag)).slice(0, -3), '-version'];
    const result = await runWithWarm(warm, {}, strict, false);
    expect(result.stderr.toString('utf8')).toContain('sharing');
    expect(result.exitCode).toBe(0);
    const judge = judgeWith({ workRoot, warmCacheDir: cacheDir });
    const run = await judge.runProgram({ language: 'java', source: JAVA_SOLUTION, stdin: '40 2\n' });
    expect([run.verdict, run.stdout]).toEqual(['Accepted', '42\n']);
  });

  it('a truncated archive is built again before use, and one damaged while in use leaves Java cold, not broken', async () => {
    const sandbox = createSandbox();
    const first = await prepareWarmToolchain(sandbox, java, cacheDir, workRoot);
    if (!first) throw new Error('no warm Java toolchain');
    const archive = path.join(first.hostDir, RUN_ARCHIVE);
    const size = fs.statSync(archive).size;
    fs.truncateSync(archive, 100_000);
    const rebuilt = await prepareWarmToolchain(sandbox, java, cacheDir, workRoot);
    expect(fs.statSync(path.join(rebuilt?.hostDir ?? '', RUN_ARCHIVE)).size).toBe(size);
    fs.truncateSync(path.join(rebuilt?.hostDir ?? '', RUN_ARCHIVE), 100_000);
    expect(warmToolchainFor(sandbox, 'java')).toBeUndefined();
    expect(coldReason(sandbox, 'java')).toContain('changed or is gone');
  });

  it('a missing precompiled header leaves C++ cold: the solution still compiles and is judged', async () => {
    const ownCache = path.join(scratch, 'warm-missing');
    const judge = judgeWith({ workRoot, warmCacheDir: ownCache });
    await judge.selfTest(['cpp']);
    for (const name of fs.readdirSync(ownCache)) fs.rmSync(path.join(ownCache, name), { recursive: true, force: true });
    const run = await judge.runProgram({ language: 'cpp', source: BITS_SOLUTION, stdin: '1 2\n' });
    expect([run.verdict, run.stdout]).toEqual(['Accepted', '3\n']);
  });

  it('a source that fails only with the warm files on its path leaves the language warm for everyone else', async () => {
    const heard: string[] = [];
    const judge = judgeWith({ workRoot, warmCacheDir: cacheDir, onColdToolchain: (language, reason) => heard.push(`${language}: ${reason}`) });
    await judge.selfTest(['cpp']);
    const onlyWithWarmFiles = '#if __has_include(<bits/stdc++.h.gch>)\n#error "/warm/cpp"\n#endif\nint main(){}\n';
    const run = await judge.runProgram({ language: 'cpp', source: onlyWithWarmFiles });
    // It compiled cold, for itself; the judge's own probe found the files good, so nothing went cold.
    expect(run.verdict).toBe('Accepted');
    expect(heard).toEqual([]);
  });

  it('warm files the sandboxed toolchain does not take leave the language cold', async () => {
    const { warmUp } = cpp;
    if (!warmUp) throw new Error('C++ has no warm-up');
    const unusable = { ...cpp, warmUp: { ...warmUp, probe: { ...warmUp.probe, expected: /a trace g\+\+ never prints/ } } };
    const sandbox = createSandbox();
    expect(await prepareWarmToolchain(sandbox, unusable, cacheDir, workRoot)).toBeUndefined();
    expect(coldReason(sandbox, 'cpp')).toContain('in the sandbox');
  });

  it('a cache folder others can write to is not trusted: the languages run cold', async () => {
    const shared = path.join(scratch, 'warm-shared');
    fs.mkdirSync(shared, { mode: 0o777 });
    fs.chmodSync(shared, 0o777);
    const sandbox = createSandbox();
    expect(await prepareWarmToolchain(sandbox, cpp, shared, workRoot)).toBeUndefined();
    expect(coldReason(sandbox, 'cpp')).toContain('only it can write');
    const heard: string[] = [];
    const judge = judgeWith({ workRoot, warmCacheDir: shared, onColdToolchain: (language, reason) => heard.push(`${language}: ${reason}`) });
    await judge.selfTest(['cpp']);
    expect(heard).toEqual([expect.stringMatching(/^cpp: .*only it can write/)]);
  });
});
