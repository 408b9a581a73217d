import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { defaultWorkRoot } from '../src/sandbox/work-dir.ts';
import { isHostileRow, verifyPackage } from '../src/verify.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'custom-validator', 'any-divisor');
const judge = createJudge();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-test-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The fixture with its Python validator replaced by another program. */
function packageWithValidator(name: string, fileName: string, source: string): string {
  const dir = path.join(scratch, name);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'output_validators', 'divisor'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'output_validators', name), { recursive: true });
  fs.writeFileSync(path.join(dir, 'output_validators', name, fileName), source);
  return dir;
}

/** Valid as C and as C++: accepts any proper divisor, or -1 exactly when the answer file says so. */
const C_VALIDATOR = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void reject(const char *dir, const char *message) {
  char path[4096];
  snprintf(path, sizeof path, "%sjudgemessage.txt", dir);
  FILE *f = fopen(path, "w");
  if (f) { fputs(message, f); fclose(f); }
  exit(43);
}
int main(int argc, char **argv) {
  long long n, answer, d;
  FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r");
  if (argc < 4 || !in || !ans || fscanf(in, "%lld", &n) != 1 || fscanf(ans, "%lld", &answer) != 1) return 1;
  if (scanf("%lld", &d) != 1) reject(argv[3], "no integer");
  if (d == -1 ? answer != -1 : !(d > 1 && d < n && n % d == 0)) reject(argv[3], "not a proper divisor");
  return 42;
}
`;

/** 30 MiB of two-letter words: within the output limit, and the most tokens an output can hold. */
const FLOOD_OF_WORDS = `#include <stdio.h>
#include <string.h>
static char block[3 << 18];
int main(void) {
  for (size_t i = 0; i < sizeof block; i += 3) memcpy(block + i, "ab\\n", 3);
  for (int i = 0; i < 40; i++) fwrite(block, 1, sizeof block, stdout);
  return 0;
}
`;

describe('custom output validators (Kattis protocol)', () => {
  it('accepts any valid answer and rejects wrong ones with the Python validator', async () => {
    const report = await verifyPackage(judge, FIXTURE, { concurrency: 2 });
    expect(report.rows.filter((row) => !row.isMatch)).toEqual([]);
    expect(report.isOk).toBe(true);
  }, 120_000);

  it("shows the validator's judgemessage.txt as the test's feedback", async () => {
    const pkg = readProblemPackage(FIXTURE);
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: 'input()\nprint(1)\n', mode: 'first-failure' });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.message).toBe('1 is not a divisor of 12 between 1 and 12');
  }, 60_000);

  it.each([
    ['c', 'validate.c'],
    ['cpp', 'validate.cpp'],
  ])('compiles and runs a %s validator', async (name, fileName) => {
    const pkg = readProblemPackage(packageWithValidator(name, fileName, C_VALIDATOR));
    const largestDivisor = fs.readFileSync(path.join(FIXTURE, 'submissions', 'accepted', 'largest.c'), 'utf8');
    const accepted = await judge.gradeSubmission({ pkg, language: 'c', source: largestDivisor, mode: 'all' });
    expect(accepted.tests.map((test) => test.verdict)).toEqual(Array(4).fill('Accepted'));
    const wrong = await judge.gradeSubmission({ pkg, language: 'python', source: 'input()\nprint(-1)\n', mode: 'first-failure' });
    expect(wrong.verdict).toBe('Wrong Answer');
    expect(wrong.tests[0]?.message).toBe('not a proper divisor');
  }, 120_000);

  it('reports a validator that exits with neither 42 nor 43 as Internal Error', async () => {
    const pkg = readProblemPackage(packageWithValidator('broken', 'broken.py', 'import sys\nsys.exit(1)\n'));
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: 'print(2)\n', mode: 'first-failure' });
    expect(result.verdict).toBe('Internal Error');
    expect(result.tests[0]?.message).toContain('instead of 42 or 43');
  }, 60_000);

  it('gives Wrong Answer, not Internal Error, when a submission output takes the validator past its memory', async () => {
    // Holds a copy of every token: a few bytes of output per 30 of the validator's memory.
    const hungry = 'import sys\ntokens = sys.stdin.buffer.read().split()\ncopies = [t.upper() for t in tokens]\ncopies2 = [t.lower() for t in tokens]\nsys.exit(43)\n';
    const pkg = readProblemPackage(packageWithValidator('hungry', 'hungry.py', hungry));
    const result = await judge.gradeSubmission({ pkg, language: 'c', source: FLOOD_OF_WORDS, mode: 'first-failure' });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.message).toBe('The output validator ran out of memory checking this output.');
  }, 120_000);

  it('makes judge verify send nonsense to an output validator on every test, and fail a package whose validator crashes on it', async () => {
    // Rejects what it cannot read on the first test, crashes on it on the others.
    const fragile = [
      'import sys',
      'n, answer = int(open(sys.argv[1]).read()), int(open(sys.argv[2]).read())',
      'words = sys.stdin.read().split()',
      'if n == 12 and (len(words) != 1 or not words[0].lstrip("-").isdigit()):',
      '    sys.exit(43)',
      'd = int(words[0])',
      'sys.exit(42 if (d == -1 and answer == -1) or (d != -1 and 1 < d < n and n % d == 0) else 43)',
      '',
    ].join('\n');
    const report = await verifyPackage(judge, packageWithValidator('fragile', 'fragile.py', fragile), { concurrency: 2, checkTimeLimitMargins: false });
    const hostile = report.rows.filter(isHostileRow);
    expect(hostile.map((row) => row.submission)).toContain('(hostile) no output');
    expect(hostile.find((row) => row.submission === '(hostile) no output')).toMatchObject({ got: 'Internal Error', isMatch: false });
    expect(report.rows.filter((row) => !row.isMatch && !isHostileRow(row))).toEqual([]);
    expect(report.isOk).toBe(false);
  }, 180_000);

  it('never waits on a FIFO a validator leaves as its judgemessage.txt or score.txt', async () => {
    const fifos = 'import os, sys\nfor name in ("judgemessage.txt", "score.txt"):\n    os.mkfifo(sys.argv[3] + name)\nsys.exit(43)\n';
    const pkg = readProblemPackage(packageWithValidator('fifo', 'fifo.py', fifos));
    const result = await judge.gradeSubmission({ pkg, language: 'python', source: 'print(2)\n', mode: 'first-failure' });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.message).toBe('');
  }, 60_000);

  it('shows no host path and no NUL from what a validator writes', async () => {
    // The mount table names the host folders bound into the sandbox; these lines come first.
    const leaky = [
      'import sys',
      'leak = "".join(line for line in open("/proc/self/mountinfo") if " /data " in line or " /feedback " in line) + "\\0"',
      'open(sys.argv[3] + "judgemessage.txt", "w").write(leak)',
      'sys.stderr.write(leak)',
      'sys.exit(43 if sys.stdin.read().strip() == "reject" else 1)',
      '',
    ].join('\n');
    const pkg = readProblemPackage(packageWithValidator('leaky', 'leaky.py', leaky));
    const rejected = await judge.gradeSubmission({ pkg, language: 'python', source: 'print("reject")\n', mode: 'first-failure' });
    const failed = await judge.gradeSubmission({ pkg, language: 'python', source: 'print(2)\n', mode: 'first-failure' });
    expect([rejected.verdict, failed.verdict]).toEqual(['Wrong Answer', 'Internal Error']);
    for (const message of [rejected.tests[0]?.message, failed.tests[0]?.message]) {
      expect(message).toContain(' /data ');
      expect(message).not.toContain(defaultWorkRoot());
      expect(message).not.toContain(pkg.dir);
      expect(message).not.toContain('\0');
    }
  }, 60_000);
});

describe('a validator that quotes what it read into its feedback', () => {
  it('gives a 20 MB token that takes its judgemessage.txt past the file-size limit Wrong Answer, not Internal Error', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'quoting-'));
    fs.cpSync(FIXTURE, dir, { recursive: true });
    const validator = path.join(dir, 'output_validators', 'divisor', 'validate.py');
    fs.writeFileSync(validator, fs.readFileSync(validator, 'utf8').replace('{tokens[0][:20]}', '{tokens[0]}'));
    const flood = "import sys\ninput()\nsys.stdout.write('x' * 20_000_000 + '\\n')\n";
    const result = await judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'python', source: flood, mode: 'first-failure' });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.message).toBe('The output validator ran out of room for its feedback checking this output.');
  }, 120_000);
});

