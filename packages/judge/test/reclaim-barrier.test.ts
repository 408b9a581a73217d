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

describe.runIf(isRoot && bigFile !== undefined)('the reclaim behind a run', () => {
  it("is over before a later job's program starts, however much the run left", { timeout: 120_000 }, async () => {
    const file = bigFile ?? '';
    const sandbox = createSandbox();
    const limits = runLimits({ cpuMs: 10_000, memoryBytes: 512 * 1024 * 1024 });
    const devNull = fs.openSync('/dev/null', 'r');
    const job = await createJobDir(workRoot);
    const run = (session: SandboxSession, script: string) =>
      session.execute({
        workDirHost: job.box,
        isWorkDirWritable: false,
        extraReadOnlyPaths: [],
        command: { argv: ['/usr/bin/python3', '-c', script], env: { PATH: '/usr/bin:/bin' } },
        stdinFd: devNull,
        limits,
        canBoundByAddressSpace: true,
      });
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
      fs.closeSync(devNull);
      await job.remove();
    }
  });
});
