import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jdkTool } from '@codepath/judge/languages/jdk-tools';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import { runLimits } from '@codepath/judge/sandbox/limits';
import { createSandbox } from '@codepath/judge/sandbox/sandbox';
import { createJobDir } from '@codepath/judge/sandbox/work-dir';
import { prepareWarmToolchain } from '@codepath/judge/warm/warm-registry';
import { warmBind } from '@codepath/judge/warm/warm-toolchain';
import { median } from './stats.ts';
import { HELLO_WORLD } from './ten-test-problem.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zz-'));
fs.chmodSync(scratch, 0o711);
fs.writeFileSync(path.join(scratch, 'Main.java'), HELLO_WORLD.java);
execFileSync(jdkTool('javac'), ['-d', scratch, path.join(scratch, 'Main.java')]);
const cls = fs.readFileSync(path.join(scratch, 'Main.class'));
const sandbox = createSandbox();
const warm = await prepareWarmToolchain(sandbox, LANGUAGES.java, '/tmp/codepath-judge-warm-0');
if (!warm) throw new Error('no warm');
const J = jdkTool('java');
const A = `-XX:SharedArchiveFile=/warm/java/run.jsa`;
const base = ['-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-XX:-UseContainerSupport', '-XX:ReservedCodeCacheSize=32m', '-XX:MaxMetaspaceSize=64m', '-Xmx208m'];
const variants: Record<string, string[]> = {
  default: [J, '-cp', '.', 'Main'],
  current: [J, '-XX:+UseSerialGC', ...base, '-Xss64m', '-cp', '.', 'Main'],
  'current+A': [J, '-XX:+UseSerialGC', ...base, A, '-Xss64m', '-cp', '.', 'Main'],
  'serial no Xss': [J, '-XX:+UseSerialGC', ...base, '-cp', '.', 'Main'],
  'g1 1thr': [J, '-XX:+UseG1GC', '-XX:ParallelGCThreads=1', '-XX:ConcGCThreads=1', ...base, '-Xss64m', '-cp', '.', 'Main'],
  'serial Xms16m': [J, '-XX:+UseSerialGC', ...base, '-Xms8m', '-Xss64m', '-cp', '.', 'Main'],
  'serial -Xshare:off': [J, '-XX:+UseSerialGC', ...base, '-Xshare:off', '-Xss64m', '-cp', '.', 'Main'],
  'serial TieredCompilation off Xint': [J, '-XX:+UseSerialGC', ...base, '-Xint', '-Xss64m', '-cp', '.', 'Main'],
};
const times: Record<string, number[]> = {};
const rounds = Number(process.argv[2] ?? 15);
for (let r = 0; r < rounds; r++) {
  for (const [name, argv] of Object.entries(variants)) {
    const job = await createJobDir(path.join(scratch, 'w'));
    job.writeBoxFile('Main.class', cls);
    const fd = fs.openSync('/dev/null', 'r');
    const t = performance.now();
    const res = await sandbox.execute({ workDirHost: job.box, isWorkDirWritable: false, extraReadOnlyPaths: LANGUAGES.java.extraReadOnlyPaths, extraBinds: [warmBind(warm)], command: { argv, env: { PATH: '/usr/bin' } }, stdinFd: fd, limits: runLimits({ cpuMs: 5000, memoryBytes: 256 << 20 }), canBoundByAddressSpace: false });
    (times[name] ??= []).push(performance.now() - t);
    (times[`${name} cpu`] ??= []).push(res.cpuMs);
    (times[`${name} mem`] ??= []).push(res.peakBytes / 1024 / 1024);
    if (res.exitCode !== 0) console.log(name, res.stderr.toString());
    fs.closeSync(fd);
    await job.remove();
  }
}
for (const [name, list] of Object.entries(times)) console.log(name.padEnd(45), median(list).toFixed(1));
fs.rmSync(scratch, { recursive: true, force: true });
