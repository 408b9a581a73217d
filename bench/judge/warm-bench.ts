import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jdkTool } from '@codepath/judge/languages/jdk-tools';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import { createSandbox } from '@codepath/judge/sandbox/sandbox';
import { compileInBox } from '@codepath/judge/execution';
import type { Sandbox } from '@codepath/judge/sandbox/types';
import { createJobDir, type JobDir } from '@codepath/judge/sandbox/work-dir';
import { runningCompileServers, stopCompileServer } from '@codepath/judge/warm/compile-on-server';
import { onColdToolchain, prepareWarmToolchain } from '@codepath/judge/warm/warm-registry';
import { defaultWarmCacheDir } from '@codepath/judge/warm/warm-cache';
import { compareInSandbox, type Comparison, type WarmFigure } from './warm-compare.ts';
import { HELLO_WORLD, SUM_SOLUTIONS } from './ten-test-problem.ts';

const { cpp, java } = LANGUAGES;
const BITS_SUM = `#include <bits/stdc++.h>\nusing namespace std;\n${SUM_SOLUTIONS.cpp.split('\n').slice(1).join('\n')}`;
const MAIN = { sourceFileName: 'Main.java', mainName: 'Main' };
const HEAP_BYTES = 256 * 1024 * 1024;

/** The hello world's class file, compiled once on the host: the start-up figures run it, nothing compiles it. */
function helloWorldClass(scratch: string): Buffer {
  fs.writeFileSync(path.join(scratch, 'Main.java'), HELLO_WORLD.java);
  execFileSync(jdkTool('javac'), ['-d', scratch, path.join(scratch, 'Main.java')]);
  return fs.readFileSync(path.join(scratch, 'Main.class'));
}

/** The job's Main.java compiled as the judge does, on the sandbox's long-lived compiler; throws when it fails or the javac process had to compile. */
function compileOnServer(sandbox: Sandbox): (job: JobDir) => Promise<void> {
  return async (job) => {
    const before = runningCompileServers(sandbox)[0]?.jobs ?? 0;
    const devNull = fs.openSync('/dev/null', 'r');
    const outcome = await compileInBox(sandbox, java, MAIN, job, devNull).finally(() => fs.closeSync(devNull));
    if (!outcome.isOk || runningCompileServers(sandbox)[0]?.jobs !== before + 1) throw new Error(`the compile server did not compile: ${outcome.message}`);
  };
}

/** The warm toolchains against what the judge did without them, and against the tools' own defaults. */
export async function runWarmBenchmarks(onProgress: (line: string) => void): Promise<WarmFigure[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-bench-'));
  fs.chmodSync(scratch, 0o711);
  const workRoot = path.join(scratch, 'work');
  const sandbox = createSandbox();
  try {
    const warmCpp = await prepareWarmToolchain(sandbox, cpp, defaultWarmCacheDir(), workRoot);
    const warmJava = await prepareWarmToolchain(sandbox, java, defaultWarmCacheDir(), workRoot);
    if (!warmCpp || !warmJava) throw new Error('the warm toolchains could not be built');
    onColdToolchain(sandbox, (language, reason) => onProgress(`${language} ran cold: ${reason}`));
    // The server starts on its first compile (figures are of a running one): started here, not timed.
    const first = await createJobDir(workRoot);
    first.writeBoxFile('Main.java', SUM_SOLUTIONS.java);
    await compileOnServer(sandbox)(first).finally(() => first.remove());
    const env = { PATH: '/usr/bin:/bin' };
    const cppCompile = (source: string): Pick<Comparison, 'files' | 'ours' | 'plain' | 'isCompile'> => ({
      files: { 'main.cpp': source },
      ours: { command: cpp.compileCommand?.(cpp.entryPoint(''), warmCpp) ?? { argv: [], env }, warm: warmCpp },
      plain: { command: cpp.compileCommand?.(cpp.entryPoint('')) ?? { argv: [], env } },
      isCompile: true,
    });
    const javac = java.compileCommand?.(MAIN) ?? { argv: [], env };
    const javacDefault = { argv: [jdkTool('javac'), '-encoding', 'UTF-8', '-nowarn', '-d', '.', 'Main.java'], env };
    const javaFiles = { files: { 'Main.class': helloWorldClass(scratch) }, isCompile: false };
    const comparisons: Comparison[] = [
      { label: 'C++ compile, bits/stdc++.h solution', oursName: 'precompiled header', plainName: 'plain g++', ...cppCompile(BITS_SUM) },
      { label: 'C++ compile, iostream solution (unaffected)', oursName: 'precompiled header offered', plainName: 'plain g++', ...cppCompile(SUM_SOLUTIONS.cpp) },
      {
        label: 'Java compile, benchmark solution',
        oursName: 'long-lived compiler',
        plainName: 'javac, default flags',
        files: { 'Main.java': SUM_SOLUTIONS.java },
        ours: { inJob: compileOnServer(sandbox) },
        plain: { command: javacDefault },
        isCompile: true,
      },
      {
        label: 'Java compile, benchmark solution (without the server)',
        oursName: 'javac, lean flags + archive',
        plainName: 'javac, lean flags',
        files: { 'Main.java': SUM_SOLUTIONS.java },
        ours: { command: java.compileCommand?.(MAIN, warmJava) ?? javac, warm: warmJava },
        plain: { command: javac },
        isCompile: true,
      },
      {
        label: 'Java compile, benchmark solution (without the server)',
        oursName: 'javac, lean flags + archive',
        plainName: 'javac, default flags',
        files: { 'Main.java': SUM_SOLUTIONS.java },
        ours: { command: java.compileCommand?.(MAIN, warmJava) ?? javac, warm: warmJava },
        plain: { command: javacDefault },
        isCompile: true,
      },
      {
        label: 'Java hello world start',
        oursName: 'lean flags + archive',
        plainName: 'lean flags, JDK archive',
        ours: { command: java.runCommand(HEAP_BYTES, MAIN, warmJava), warm: warmJava },
        plain: { command: java.runCommand(HEAP_BYTES, MAIN) },
        ...javaFiles,
      },
      {
        label: 'Java hello world start',
        oursName: 'lean flags + archive',
        plainName: 'default JVM',
        ours: { command: java.runCommand(HEAP_BYTES, MAIN, warmJava), warm: warmJava },
        plain: { command: { argv: [jdkTool('java'), '-cp', '.', 'Main'], env } },
        ...javaFiles,
      },
    ];
    const figures: WarmFigure[] = [];
    for (const comparison of comparisons) {
      onProgress(`warm bench: ${comparison.label}, ${comparison.oursName} vs ${comparison.plainName}…`);
      figures.push(await compareInSandbox(sandbox, workRoot, comparison));
    }
    return figures;
  } finally {
    await stopCompileServer(sandbox);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
