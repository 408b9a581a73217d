import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage, type ProblemPackage } from '../src/package/read-package.ts';

/**
 * A hidden test's program must leave no mark in the judge's own memory: the machine's free memory (`sysinfo`),
 * which every program may read, follows it. Hostile review 31 had a hidden test print 30 MiB or 2 bytes as a bit
 * of its input said, and read the bit back from a Run after the Submit, 10 of 10 bits: the output stayed in the
 * judge's memory until a garbage collection, and the reads of it left the process larger for good.
 */
const MIB = 1024 * 1024;
const ROUNDS = 3;
/**
 * What the judge's process may grow by over one grading, whatever was printed (a page here and there, the heap's
 * own). It may also shrink: by 14 MiB once over a grading whose test printed 3 bytes, on a busy machine (the
 * collector and the C library give memory back when they choose).
 */
const MAX_GROWTH_MIB = 8;

const judge = createJudge();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-memory-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const ANY_DIVISOR = path.join(import.meta.dirname, 'fixtures', 'custom-validator', 'any-divisor');

/**
 * A package whose one secret test holds `bit` (then `paddingBytes` more of input); with `echoingValidator`, a
 * validator that prints what it read.
 */
function packageWithBit(bit: 0 | 1, echoingValidator: boolean, paddingBytes = 0): ProblemPackage {
  const dir = fs.mkdtempSync(path.join(scratch, `bit-${bit}-`));
  if (echoingValidator) {
    fs.cpSync(ANY_DIVISOR, dir, { recursive: true });
    fs.rmSync(path.join(dir, 'data'), { recursive: true });
    fs.rmSync(path.join(dir, 'output_validators', 'divisor'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'output_validators', 'echo'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'output_validators', 'echo', 'validate.py'),
      'import sys\nsys.stdout.buffer.write(sys.stdin.buffer.read())\nsys.stderr.write("y" * (20 << 20))\nsys.exit(43)\n',
    );
  } else {
    fs.writeFileSync(
      path.join(dir, 'problem.yaml'),
      'name: Judge Memory\ndifficulty: Easy\ncategory: Math\ntags: [math]\nlimits:\n  time: 5\n  memory: 256\nvalidation: default\nvalidator_flags: ""\n',
    );
    fs.writeFileSync(path.join(dir, 'statement.md'), 'Print ok.\n');
  }
  fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
  // Written a mebibyte at a time: a 30 MiB string of the test's own, collected while it measures, would be measured.
  const input = fs.openSync(path.join(dir, 'data', 'secret', '01.in'), 'w');
  fs.writeSync(input, `${bit}\n`);
  const padding = Buffer.alloc(MIB, 'z');
  for (let written = 0; written < paddingBytes; written += MIB) fs.writeSync(input, padding, 0, Math.min(MIB, paddingBytes - written));
  fs.closeSync(input);
  fs.writeFileSync(path.join(dir, 'data', 'secret', '01.ans'), 'ok\n');
  return readProblemPackage(dir);
}

/** Prints 30 MiB on stdout and 30 MiB on stderr when its input is 1, two bytes when it is 0. */
const SIGNALLER = 'import sys\nif sys.stdin.readline().strip() == "1":\n    sys.stdout.write("x" * (30 << 20))\n    sys.stderr.write("y" * (30 << 20))\nprint("ok")\n';
/** Reads the rest of its input when its first line is 1, nothing more when it is 0. */
const READER = 'import sys\nif sys.stdin.readline().strip() == "1":\n    sys.stdin.buffer.read()\nprint("ok")\n';

// The test's own garbage (and what earlier tests of the file left) is collected before each grading, so a
// collection that happens to fall inside one does not move its reading. The reading after it is taken as it
// is, as a program would: what the judge holds until its next collection counts.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function rssMib(): number {
  return process.memoryUsage.rss() / MIB;
}

/** How much the judge's process grew over one grading of each bit, round after round. */
async function growthByBit(echoingValidator: boolean, source = SIGNALLER, paddingBytes = 0): Promise<Record<0 | 1, number[]>> {
  const packages = { 0: packageWithBit(0, echoingValidator, paddingBytes), 1: packageWithBit(1, echoingValidator, paddingBytes) };
  const grade = (bit: 0 | 1) => judge.gradeSubmission({ pkg: packages[bit], language: 'python', source, mode: 'all' });
  // The first gradings make what the judge keeps (its output memory, a checker thread, a validator's build).
  await grade(1);
  await grade(0);
  const growth: Record<0 | 1, number[]> = { 0: [], 1: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const bit of [1, 0] as const) {
      collectGarbage();
      const before = rssMib();
      const result = await grade(bit);
      // Read when the grading is over: the moment a Run may start.
      growth[bit].push(rssMib() - before);
      expect(result.tests).toHaveLength(1);
    }
  }
  return growth;
}

// The validator's test first: it starts no checker thread, so none ends (60 s after its last check) while it measures.
describe("the judge's own memory", () => {
  it("grows no more after a validator printed back a hidden test's 30 MiB than after it printed 3 bytes", async () => {
    const growth = await growthByBit(true);
    console.info(`echoing validator: growth after 30 MiB printed back ${growth[1].map((mib) => mib.toFixed(1)).join(', ')} MiB; after 3 bytes ${growth[0].map((mib) => mib.toFixed(1)).join(', ')} MiB`);
    for (const mib of [...growth[1], ...growth[0]]) expect(mib).toBeLessThan(MAX_GROWTH_MIB);
  }, 300_000);

  it('grows no more after a hidden test that printed 60 MiB than after one that printed 3 bytes', async () => {
    const growth = await growthByBit(false);
    console.info(`default validator: growth after 60 MiB printed ${growth[1].map((mib) => mib.toFixed(1)).join(', ')} MiB; after 3 bytes ${growth[0].map((mib) => mib.toFixed(1)).join(', ')} MiB`);
    for (const mib of [...growth[1], ...growth[0]]) expect(mib).toBeLessThan(MAX_GROWTH_MIB);
  }, 300_000);

  it('grows no more after a hidden test that read all of its 30 MiB input than after one that read its first line', async () => {
    const growth = await growthByBit(false, READER, 30 * MIB);
    console.info(`input: growth after 30 MiB read ${growth[1].map((mib) => mib.toFixed(1)).join(', ')} MiB; after a line ${growth[0].map((mib) => mib.toFixed(1)).join(', ')} MiB`);
    for (const mib of [...growth[1], ...growth[0]]) expect(mib).toBeLessThan(MAX_GROWTH_MIB);
  }, 300_000);

  it("leaves all of a hidden test's input and answer cached, whatever its program read of them", () => {
    // Hostile review 32: the judge read a hidden input only as far as the program took it, and the answer only as far
    // as the output matched, and the pages those reads cached stayed: a later Run read how much in free memory.
    const dir = fs.mkdtempSync(path.join(scratch, 'cold-'));
    fs.writeFileSync(path.join(dir, 'problem.yaml'), 'name: Cold Files\nlimits:\n  time: 5\n  memory: 256\nvalidation: default\n');
    fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
    const files = ['01.in', '01.ans'].map((name) => path.join(dir, 'data', 'secret', name));
    const piece = Buffer.alloc(MIB, '7 ');
    for (const file of files) {
      const fd = fs.openSync(file, 'w');
      for (let written = 0; written < 16; written += 1) fs.writeSync(fd, piece);
      fs.closeSync(fd);
    }
    const cached = (file: string) => Number(execFileSync('fincore', ['--bytes', '--noheadings', '--output', 'RES', file], { encoding: 'utf8' }).trim());
    // Out of the page cache, as files nobody read since the machine started are.
    for (const file of files) {
      execFileSync('sync', [file]);
      execFileSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none']);
    }
    expect(files.map(cached)).toEqual([0, 0]);
    return judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'python', source: 'input()\nprint(8)\n', mode: 'all' }).then((result) => {
      expect(result.tests.map((test) => test.verdict)).toEqual(['Wrong Answer']);
      // All but a few pages: a host's proactive reclaim (DAMON's pageout on the CI machine) may take an odd page back
      // (CI once found one page of the answer gone). Before, a line of the input and the answer's first pages.
      for (const bytes of files.map(cached)) expect(bytes).toBeGreaterThanOrEqual(15 * MIB);
    });
  }, 120_000);
});
