import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { isHostileRow, verifyPackage } from '../src/verify.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'folders');
const judge = createJudge();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'program-folders-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function copyOf(fixture: string, name: string): string {
  const dir = path.join(scratch, name);
  fs.cpSync(fixture, dir, { recursive: true });
  return dir;
}

const ONE_TIMES_N = 'n = int(input())\nprint(1, n)\n';

/** The guessing game's validator split in two modules: the protocol in one, the game in the other. */
const GUESS_PROTOCOL = `import sys


def finish(code, message):
    with open(sys.argv[3] + '/judgemessage.txt', 'w') as feedback:
        feedback.write(message)
    sys.exit(code)
`;
const GUESS_GAME = `import sys
from protocol import finish

n, secret = (int(token) for token in open(sys.argv[1]).read().split())
print(n, flush=True)
for count in range(1, 11):
    guess = int(sys.stdin.readline() or 0)
    if guess == secret:
        print('correct', flush=True)
        finish(42, f'guessed in {count} guesses')
    print('lower' if secret < guess else 'higher', flush=True)
finish(43, 'more than 10 guesses')
`;

describe('programs that are folders', () => {
  it.each([
    ['legacy', 'product-pair-legacy', ['accepted/halves', 'accepted/pair', 'accepted/trial', 'wrong_answer/reversed.py', 'wrong_answer/square']],
    ['2025-09', 'product-pair-2025-09', ['accepted/halves', 'accepted/trial', 'wrong_answer/halve.py', 'wrong_answer/zero']],
    ['build/run scripts', 'product-pair-scripts', ['accepted/built', 'accepted/one.py', 'wrong_answer/reversed.py', 'wrong_answer/run-only']],
  ])('judge verify passes the %s package and reports each folder by its name', async (_label, fixture, submissions) => {
    const report = await verifyPackage(judge, path.join(FIXTURES, fixture), { concurrency: 2 });
    expect(report.rows.filter((row) => !row.isMatch)).toEqual([]);
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => row.submission).sort()).toEqual(submissions.map((name) => path.join('submissions', name)));
    expect(report.isOk).toBe(true);
  }, 240_000);

  it.each(['product-pair-legacy', 'product-pair-2025-09', 'product-pair-scripts'])(
    'accepts and rejects through the validator folder of %s, with its judgemessage.txt',
    async (fixture) => {
      const pkg = readProblemPackage(path.join(FIXTURES, fixture));
      const accepted = await judge.gradeSubmission({ pkg, language: 'python', source: ONE_TIMES_N, mode: 'all' });
      expect(accepted.tests.map((test) => test.verdict)).toEqual(Array(5).fill('Accepted'));
      const wrong = await judge.gradeSubmission({ pkg, language: 'c', source: '#include <stdio.h>\nint main(void){puts("0 12");return 0;}\n', mode: 'first-failure' });
      expect(wrong.verdict).toBe('Wrong Answer');
      expect(wrong.tests[0]?.message).toMatch(/^need 1 <= a <= b/);
    },
    120_000,
  );

  it('compiles a single C source with the validation.h beside it, when the folder has no scripts', async () => {
    const dir = copyOf(path.join(FIXTURES, 'product-pair-scripts'), 'header-beside');
    for (const script of ['build', 'run']) fs.rmSync(path.join(dir, 'output_validators', 'check', script));
    const pkg = readProblemPackage(dir);
    expect(pkg.outputValidator).toMatchObject({ language: 'c', folder: { files: ['checker.c', 'validation.h'] } });
    const report = await verifyPackage(judge, dir, { concurrency: 2 });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => [row.submission, row.got])).toEqual([
      [path.join('submissions', 'accepted', 'built'), 'Accepted'],
      [path.join('submissions', 'accepted', 'one.py'), 'Accepted'],
      [path.join('submissions', 'wrong_answer', 'reversed.py'), 'Wrong Answer'],
      [path.join('submissions', 'wrong_answer', 'run-only'), 'Wrong Answer'],
    ]);
  }, 120_000);

  it('lets a build script write into a subfolder of the validator folder', async () => {
    const dir = copyOf(path.join(FIXTURES, 'product-pair-scripts'), 'build-in-subfolder');
    const check = path.join(dir, 'output_validators', 'check');
    fs.mkdirSync(path.join(check, 'src'));
    for (const file of ['checker.c', 'validation.h']) fs.renameSync(path.join(check, file), path.join(check, 'src', file));
    fs.writeFileSync(path.join(check, 'build'), '#!/bin/sh\nset -e\ngcc -O2 -o src/checker src/checker.c\n');
    fs.writeFileSync(path.join(check, 'run'), '#!/bin/sh\nexec ./src/checker "$@"\n');
    const report = await verifyPackage(judge, dir, { concurrency: 2 });
    expect(report.rows.filter((row) => !isHostileRow(row)).map((row) => row.got)).toEqual(['Accepted', 'Accepted', 'Wrong Answer', 'Wrong Answer']);
  }, 120_000);

  it("names a failing build script as the validator's failure, with the script's output", async () => {
    const dir = copyOf(path.join(FIXTURES, 'product-pair-scripts'), 'broken-build');
    fs.writeFileSync(path.join(dir, 'output_validators', 'check', 'checker.c'), 'int main(void) { return missing; }\n');
    const failure = /output validator's build script failed: .*checker\.c:1:25: error: .missing. undeclared/s;
    const report = await verifyPackage(judge, dir, { concurrency: 2 });
    expect(report).toMatchObject({ rows: [], isOk: false });
    expect(report.packageError).toMatch(new RegExp(`^${path.join(dir, 'output_validators', 'check')}: ${failure.source}`, 's'));
    const result = await judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'python', source: ONE_TIMES_N, mode: 'first-failure' });
    expect(result.verdict).toBe('Internal Error');
    expect(result.compileOutput).toMatch(failure);
    expect(result.compileOutput).not.toContain(dir);
  }, 60_000);

  it('plays an interactive problem against a validator folder of two modules', async () => {
    const dir = copyOf(path.join(import.meta.dirname, 'fixtures', 'interactive', 'guess-legacy'), 'guess-folder');
    const validatorDir = path.join(dir, 'output_validators', 'guess');
    fs.writeFileSync(path.join(validatorDir, 'protocol.py'), GUESS_PROTOCOL);
    fs.writeFileSync(path.join(validatorDir, 'validate.py'), GUESS_GAME);
    const pkg = readProblemPackage(dir);
    const submission = (name: string) => fs.readFileSync(path.join(dir, 'submissions', name), 'utf8');
    const accepted = await judge.gradeSubmission({ pkg, language: 'python', source: submission('accepted/binary.py'), mode: 'all' });
    expect(accepted.verdict).toBe('Accepted');
    const wrong = await judge.gradeSubmission({ pkg, language: 'python', source: submission('wrong_answer/linear.py'), mode: 'first-failure' });
    expect(wrong.verdict).toBe('Wrong Answer');
    expect(wrong.tests.at(-1)?.message).toBe('more than 10 guesses');
  }, 120_000);
});
