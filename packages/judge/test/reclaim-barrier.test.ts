import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLimits } from '../src/sandbox/limits.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import type { SandboxSession } from '../src/sandbox/types.ts';
import { createJobDir } from '../src/sandbox/work-dir.ts';

/**
 * What a run read into the page cache is reclaimed behind its result, and a run
 * that starts later, in another job, must not find it there: not even while the
 * reclaim of a run that filled the caches is still under way.
 */
const CANDIDATES = ['/usr/lib/x86_64-linux-gnu/libLLVM-15.so.1', '/usr/lib/x86_64-linux-gnu/libLLVM-14.so.1', '/usr/lib/llvm-14/lib/libclang-cpp.so.14', '/usr/lib/x86_64-linux-gnu/libclang-cpp.so.14'];
const bigFile = CANDIDATES.find((file) => fs.existsSync(file) && fs.statSync(file).size >= 32 * 1024 * 1024);
const isRoot = process.getuid?.() === 0;
const TAIL_BYTES = 4 * 1024 * 1024;
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'reclaim-barrier-'));
fs.chmodSync(workRoot, 0o711);
afterAll(() => fs.rmSync(workRoot, { recursive: true, force: true }));
/** The middle of three readings. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;

/** A sandbox and a job whose sessions run Python scripts, as a test's program is run (/box read-only). */
async function pythonRuns() {
  const sandbox = createSandbox();
  const limits = runLimits({ cpuMs: 10_000, memoryBytes: 512 * 1024 * 1024 });
  const devNull = fs.openSync('/dev/null', 'r');
  const job = await createJobDir(workRoot);
  return {
    sandbox,
    run: (session: SandboxSession, script: string) =>
      session.execute({
        workDirHost: job.box,
        isWorkDirWritable: false,
        extraReadOnlyPaths: [],
        command: { argv: ['/usr/bin/python3', '-c', script], env: { PATH: '/usr/bin:/bin' } },
        stdinFd: devNull,
        limits,
        canBoundByAddressSpace: true,
      }),
    async close() {
      fs.closeSync(devNull);
      await job.remove();
    },
  };
}

describe.runIf(isRoot && bigFile !== undefined)('the reclaim behind a run', () => {
  it("is over before a later job's program starts, however much the run left", { timeout: 120_000 }, async () => {
    const file = bigFile ?? '';
    const { sandbox, run, close } = await pythonRuns();
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // Out of the host's cache first, so that only the first run brings it in.
        execFileSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none']);
        // The later job's box is up and waiting, as a job prepared ahead is.
        const [earlier, later] = [sandbox.openSession(), sandbox.openSession()];
        await run(later, 'pass');
        const filler = await run(
          earlier,
          `import os\nfor i in range(200000): os.path.exists("/usr/lib/no-such-name-%d" % i)\nwith open(${JSON.stringify(file)}, "rb") as f:\n    while f.read(1 << 20): pass\nprint("read")`,
        );
        // The pages read last are the last to be reclaimed.
        const probe = await run(
          later,
          `import os\nwith open(${JSON.stringify(file)}, "rb") as f:\n    f.seek(-${TAIL_BYTES}, os.SEEK_END)\n    f.read()\nprint(dict(line.split(": ") for line in open("/proc/self/io").read().splitlines())["read_bytes"])`,
        );
        await Promise.all([earlier.close(), later.close()]);
        expect(filler.stdout.toString()).toBe('read\n');
        // Every page of the file's tail came from the disk again: none was still cached from the first run.
        expect(Number(probe.stdout.toString())).toBeGreaterThanOrEqual(TAIL_BYTES);
      }
    } finally {
      await close();
    }
  });
});

describe.runIf(isRoot)('what the kernel frees after a run', () => {
  it("is freed, a test's /tmp once its namespaces are gone, before a later job's program starts", { timeout: 120_000 }, async () => {
    // Hostile review 33: a hidden test made 150,000 empty files in its /tmp (or none) as a bit of its input said;
    // the kernel frees them once the test's namespaces are gone, inodes and dentries after an RCU grace period, over
    // 300-400 ms, and a Run Code case started as the test was over read that memory coming back in `sysinfo`'s free
    // memory: 9 of 10 bits.
    const { sandbox, run, close } = await pythonRuns();
    const makeFiles = (count: number) => `import os\nfor i in range(${count}):\n    os.close(os.open("/tmp/f%d" % i, os.O_CREAT | os.O_WRONLY))\nprint("made")`;
    // How far the free memory a program reads (glibc's sysconf asks sysinfo) rises over its first 500 ms, in MiB.
    const FREE_MEMORY_RISE = [
      'import os, time',
      'free = lambda: os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")',
      'first = highest = free()',
      'end = time.monotonic() + 0.5',
      'while time.monotonic() < end:',
      '    highest = max(highest, free())',
      '    time.sleep(0.005)',
      'print((highest - first) >> 20)',
    ].join('\n');
    const rises: Record<'files' | 'none', number[]> = { files: [], none: [] };
    try {
      const [earlier, later] = [sandbox.openSession(), sandbox.openSession()];
      await run(later, 'pass');
      for (let round = 0; round < 3; round += 1) {
        for (const [kind, count] of [['files', 300_000], ['none', 0]] as const) {
          const made = await run(earlier, makeFiles(count));
          expect(made.stdout.toString()).toBe('made\n');
          const probe = await run(later, FREE_MEMORY_RISE);
          rises[kind].push(Number(probe.stdout.toString()));
        }
      }
      await Promise.all([earlier.close(), later.close()]);
    } finally {
      await close();
    }
    console.info(`free memory's rise over a later program's first 500 ms: after 300,000 files ${rises.files.join(', ')} MiB; after none ${rises.none.join(', ')} MiB`);
    // The files were charged about 280 MiB. Other programs on the machine move free memory too: the highest rise
    // after none gives the noise.
    expect(median(rises.files)).toBeLessThan(Math.max(32, ...rises.none) + 16);
  });
});

/** Pages waiting on the CPUs' own free lists, in every zone, in MiB. */
function pagesOnFreeLists(): number {
  const pages = [...fs.readFileSync('/proc/zoneinfo', 'utf8').matchAll(/^\s+count:\s+(\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return (pages * 4096) / (1024 * 1024);
}

describe.runIf(isRoot && fs.existsSync('/proc/sys/vm/percpu_pagelist_high_fraction'))('the pages a run freed', () => {
  it('are counted free when the run is over, not held on the CPUs\' own free lists', { timeout: 120_000 }, async () => {
    // Hostile review 35: a hidden test touched 300 MiB (or nothing) as a bit of its input said; the pages it freed
    // at its end waited on the freeing CPU's own free list (~200 MiB each with the kernel's default sizes), which
    // free memory does not count, and came back to the free pages over the next seconds, where a Run Code case
    // started after the test could watch them in sysinfo's free memory.
    const { sandbox, run, close } = await pythonRuns();
    const held: number[] = [];
    try {
      const session = sandbox.openSession();
      for (let round = 0; round < 3; round += 1) {
        const touched = await run(session, 'block = b"x" * (300 << 20)\nprint("touched")');
        expect(touched.stdout.toString()).toBe('touched\n');
        held.push(pagesOnFreeLists());
      }
      await session.close();
    } finally {
      await close();
    }
    console.info(`held on the CPUs' free lists after a run that freed 300 MiB: ${held.map((mebibytes) => mebibytes.toFixed(1)).join(', ')} MiB`);
    // Each list is bounded to four batches (~1 MiB); other programs on the machine fill them too.
    expect(median(held)).toBeLessThan(4 * os.availableParallelism());
  });
});
