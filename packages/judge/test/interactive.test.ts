import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'interactive');
const LEGACY = path.join(FIXTURES, 'guess-legacy');
const MODERN = path.join(FIXTURES, 'guess-2025-09');
const judge = createJudge();
const legacy = readProblemPackage(LEGACY);
const modern = readProblemPackage(MODERN);

const grade = (source: string, pkg = legacy) => judge.gradeSubmission({ pkg, language: 'python', source, mode: 'all' });
const program = (name: string) => fs.readFileSync(path.join(LEGACY, 'submissions', name), 'utf8');

/** A copy of `fixture` in a folder of its own, changed by `edit`, for `use`; removed afterwards. */
async function withEditedCopy<Result>(fixture: string, edit: (dir: string) => void, use: (dir: string) => Result | Promise<Result>): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'interactive-copy-'));
  try {
    fs.cpSync(fixture, dir, { recursive: true });
    edit(dir);
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An edit for withEditedCopy: the 1 s legacy package's time limit set to `seconds`. */
const legacyTimeLimit = (seconds: number) => (dir: string) => {
  const yaml = path.join(dir, 'problem.yaml');
  fs.writeFileSync(yaml, fs.readFileSync(yaml, 'utf8').replace('time: 1', `time: ${seconds}`));
};

/** The 2025-09 package with its validator's text rewritten, a Python submission graded on it. */
function gradeWithModernValidator(rewrite: (text: string) => string, source: string, mode: 'all' | 'first-failure', timeLimitS = 1) {
  return withEditedCopy(
    MODERN,
    (dir) => {
      const validator = path.join(dir, 'output_validator', 'validate.py');
      fs.writeFileSync(validator, rewrite(fs.readFileSync(validator, 'utf8')));
      const yaml = path.join(dir, 'problem.yaml');
      fs.writeFileSync(yaml, fs.readFileSync(yaml, 'utf8').replace('time_limit: 1', `time_limit: ${timeLimitS}`));
    },
    (dir) => judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'python', source, mode }),
  );
}

/** Wall limit of a 1 s problem (2 × CPU + 1 s), the validator's 2 s more, and room for a busy machine. */
const BOUNDED_MS = 3000 + 2000 + 4000;

describe('interactive packages', () => {
  it('reads legacy "validation: custom interactive" and 2025-09 "type: interactive", with their validator arguments', () => {
    expect(legacy).toMatchObject({ layout: 'legacy', isInteractive: true, validation: 'custom', validatorFlags: 'max_guesses 10', warnings: [] });
    expect(modern).toMatchObject({ layout: '2025-09', isInteractive: true, validation: 'custom', validatorFlags: 'max_guesses 10', warnings: [] });
    expect(legacy.samples[0]?.interaction).toBe('>10\n<5\n>higher\n<8\n>lower\n<6\n>higher\n<7\n>correct\n');
    expect(readProblemPackage(path.join(import.meta.dirname, 'fixtures', 'kattis', 'greeting-legacy')).isInteractive).toBe(false);
  });

  it.each([
    ['problem.yaml', 'problem_format_version: 2025-09\nname: Guess\ntype: [interactive, multi-pass]\n', /type.*only "pass-fail", "scoring" and "interactive"/],
    ['problem.yaml', 'name: Guess\nvalidation: custom interactive multi-pass\n', /validation.*"custom interactive"/],
  ])('refuses what it cannot judge: %s %j', async (file, text, message) => {
    await withEditedCopy(
      MODERN,
      (dir) => fs.writeFileSync(path.join(dir, file), text),
      (dir) => expect(() => readProblemPackage(dir)).toThrow(message),
    );
  });

  it('refuses an interactive package without its validator', async () => {
    await withEditedCopy(
      MODERN,
      (dir) => fs.rmSync(path.join(dir, 'output_validator'), { recursive: true }),
      (dir) => expect(() => readProblemPackage(dir)).toThrow(/output_validator.*an interactive problem needs its output validator/),
    );
  });
});

describe('judging an interactive problem', () => {
  it('accepts a binary search in both layouts; a sample that passes keeps no conversation', async () => {
    for (const pkg of [legacy, modern]) {
      const result = await grade(program('accepted/binary.py'), pkg);
      expect(result.verdict).toBe('Accepted');
      expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
      expect(result.tests.every((test) => test.output === undefined)).toBe(true);
    }
  }, 60_000);

  it("calls a program that gives up after one guess Wrong Answer with the validator's message, and keeps a failing sample's conversation", async () => {
    const result = await grade('input()\nprint(1, flush=True)\n');
    expect(result.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Accepted', 'Wrong Answer', 'Accepted']);
    const [sample, ...secret] = result.tests;
    expect(sample).toMatchObject({ isSample: true, message: 'the program stopped before guessing the number' });
    expect(sample?.output).toBe('> 10\n< 1\n> higher');
    expect(secret.map((test) => test.output)).toEqual([undefined, undefined, undefined]);
  }, 60_000);

  it('calls more guesses than the validator allows Wrong Answer', async () => {
    const result = await grade(program('wrong_answer/linear.py'));
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Wrong Answer', 'Accepted']);
    expect(result.tests[2]?.message).toBe('more than 10 guesses');
  }, 60_000);

  it('gives a submission that crashes before the validator rejects its own verdict, Runtime Error', async () => {
    const result = await grade(program('run_time_error/crash.py'));
    expect(result.tests.map((test) => test.verdict)).toEqual(['Runtime Error', 'Runtime Error', 'Runtime Error', 'Runtime Error']);
  }, 60_000);

  it('calls it Wrong Answer when the validator rejects first, though the submission then crashes on the closed input', async () => {
    // "abc" is rejected; the program's next input() then fails with EOFError.
    const result = await grade('input()\nprint("abc", flush=True)\ninput()\n');
    expect(result.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Wrong Answer', 'Wrong Answer', 'Wrong Answer']);
    expect(result.tests[0]?.message).toBe("expected a number, got 'abc'");
  }, 60_000);

  it('calls it Wrong Answer when the validator rejects, though the submission closed its output first and was then stopped', async () => {
    // Closing stdout before the rejection must not make the judge's own kill look like the program's failure.
    const result = await grade('import os, time\ninput()\nprint("abc", flush=True)\nos.close(1)\ntime.sleep(2)\n');
    expect(result.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Wrong Answer', 'Wrong Answer', 'Wrong Answer']);
    expect(result.tests[0]?.message).toBe("expected a number, got 'abc'");
  }, 60_000);

  it('gives a program the same stdio times on a sample, a hidden test and Run (found by hostile review 21)', async () => {
    // A hidden test's pipes were made before the validator's client answered and their modes set again after: the
    // change time came later than the modification time there, never on a relayed sample or Run.
    const source = `import os\nfor fd in (0, 1, 2):\n    st = os.fstat(fd)\n    if not (st.st_ctime_ns == st.st_mtime_ns == st.st_atime_ns):\n        os.abort()\n${program('accepted/binary.py')}`;
    for (let round = 0; round < 2; round += 1) {
      const result = await grade(source);
      expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
      const run = await judge.runCases({ pkg: legacy, language: 'python', source, cases: [{ input: '1000 1\n' }, { input: '1 1\n' }] });
      expect(run.cases.map((testCase) => testCase.status)).toEqual(['Passed', 'Passed']);
    }
  }, 60_000);

  it('ends a submission that never reads nor writes with Time Limit Exceeded within the wall limit', async () => {
    const started = Date.now();
    const result = await judge.gradeSubmission({ pkg: legacy, language: 'python', source: program('time_limit_exceeded/silent.py'), mode: 'first-failure' });
    expect(result.verdict).toBe('Time Limit Exceeded');
    expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
  }, 60_000);

  it('judges a submission that closes its output and runs on by how it ends, not by the conversation cut short', async () => {
    const started = Date.now();
    const sleeping = await judge.gradeSubmission({ pkg: legacy, language: 'python', source: program('time_limit_exceeded/closes_output.py'), mode: 'first-failure' });
    expect(sleeping.verdict).toBe('Time Limit Exceeded');
    expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
    const failing = await judge.gradeSubmission({ pkg: legacy, language: 'python', source: program('run_time_error/closes_output_then_fails.py'), mode: 'first-failure' });
    expect(failing.verdict).toBe('Runtime Error');
    expect(failing.tests[0]?.message).not.toBe('the program stopped before guessing the number');
  }, 60_000);

  it('ends a submission that floods without ever reading, within the wall limit', async () => {
    const started = Date.now();
    const result = await judge.gradeSubmission({ pkg: legacy, language: 'python', source: 'import sys\nwhile True:\n    sys.stdout.write("7" * 65536)\n', mode: 'first-failure' });
    expect(['Wrong Answer', 'Output Limit Exceeded', 'Time Limit Exceeded']).toContain(result.verdict);
    expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
  }, 60_000);

  it("calls a validator that exits with neither 42 nor 43 the judge's fault, Internal Error", async () => {
    const result = await withEditedCopy(
      LEGACY,
      (dir) => fs.writeFileSync(path.join(dir, 'output_validators', 'guess', 'validate.py'), 'import sys\nprint(10, flush=True)\nsys.stdin.readline()\nsys.exit(1)\n'),
      (dir) => judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'python', source: program('accepted/binary.py'), mode: 'first-failure' }),
    );
    expect(result.verdict).toBe('Internal Error');
    expect(result.tests[0]?.message).toMatch(/^output validator ended with Runtime Error instead of 42 or 43/);
  }, 60_000);

  it('ends a spinning submission with Time Limit Exceeded even though the validator waits for it', async () => {
    const result = await judge.gradeSubmission({ pkg: legacy, language: 'python', source: 'input()\nwhile True:\n    pass\n', mode: 'first-failure' });
    expect(result.verdict).toBe('Time Limit Exceeded');
  }, 60_000);
});

describe('the two parties of a hidden test, joined to each other', () => {
  /** The legacy package with another validator: every test (samples too) judged with it. */
  const withValidator = (validator: string, source: string) =>
    withEditedCopy(
      LEGACY,
      (dir) => fs.writeFileSync(path.join(dir, 'output_validators', 'guess', 'validate.py'), validator),
      (dir) => judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'python', source, mode: 'all' }),
    );

  it('lets a validator write on after the submission ended (what it writes is dropped, it meets no closed pipe)', async () => {
    const validator = 'import sys, time\nprint(1, flush=True)\nif sys.stdin.readline().strip() != "2":\n    sys.exit(43)\ntime.sleep(0.3)\nfor _ in range(64):\n    sys.stdout.write("x" * 65536 + "\\n")\n    sys.stdout.flush()\nsys.exit(42)\n';
    const result = await withValidator(validator, 'print(int(input()) + 1, flush=True)\n');
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
  }, 60_000);

  it('lets a submission write on after the validator accepted and ended (no SIGPIPE for it)', async () => {
    const validator = 'import sys\nprint(1, flush=True)\nsys.exit(42 if sys.stdin.readline().strip() == "2" else 43)\n';
    const source = 'import time\nprint(int(input()) + 1, flush=True)\ntime.sleep(0.3)\nprint("goodbye", flush=True)\n';
    const result = await withValidator(validator, source);
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
  }, 60_000);

  it('judges a submission that ends at once, before its validator may have started, by the validator (Wrong Answer)', async () => {
    const result = await judge.gradeSubmission({ pkg: legacy, language: 'c', source: 'int main(void) { return 0; }\n', mode: 'all' });
    expect(result.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Wrong Answer', 'Wrong Answer', 'Wrong Answer']);
    expect(result.tests.map((test) => test.message)).toEqual(Array(4).fill('the program stopped before guessing the number'));
  }, 60_000);
});

describe('a submission that passes its own stdio on (SCM_RIGHTS) to outlive itself', () => {
  const HEAD = `#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
/* Sends the descriptors over fd \`over\` (as a unix socket would carry them), ignoring any failure. */
static void send_fds(int over, const int *fds, int count) {
  char byte = 0;
  struct iovec iov = {&byte, 1};
  char control[CMSG_SPACE(4 * sizeof(int))];
  memset(control, 0, sizeof control);
  struct msghdr message = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = CMSG_SPACE(count * sizeof(int))};
  struct cmsghdr *header = CMSG_FIRSTHDR(&message);
  header->cmsg_level = SOL_SOCKET;
  header->cmsg_type = SCM_RIGHTS;
  header->cmsg_len = CMSG_LEN(count * sizeof(int));
  memcpy(CMSG_DATA(header), fds, count * sizeof(int));
  sendmsg(over, &message, MSG_DONTWAIT);
}
`;
  /** Guesses 1 to 9 after parking its stdout (or stderr) in its stdin's other end, and leaves before losing. */
  const parking = (parked: number) => `${HEAD}
int main(void) {
  int n;
  char reply[16];
  if (scanf("%d", &n) != 1) return 0;
  int fds[1] = {${parked}};
  send_fds(0, fds, 1);
  for (int guess = 1; guess <= 9; guess++) {
    printf("%d\\n", guess);
    fflush(stdout);
    if (scanf("%15s", reply) != 1 || strcmp(reply, "correct") == 0) return 0;
  }
  return 0;
}
`;

  it.each([
    ['its stdout', 1],
    ['its stderr', 2],
  ])('still loses when it parked %s in its stdin\'s other end (Wrong Answer, not a free retry)', async (_name, parked) => {
    const started = Date.now();
    const result = await judge.gradeSubmission({ pkg: legacy, language: 'c', source: parking(parked), mode: 'all' });
    // 7 of 10, 1 of 1000 and 1 of 1 are found in 9 guesses; 1000 of 1000 is not.
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Wrong Answer', 'Accepted']);
    expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
  }, 60_000);

  it('ends when it parked its stderr behind output the validator never reads', async () => {
    const source = `${HEAD}
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 0;
  for (int guess = 0; guess < 10; guess++) printf("0\\n");
  for (int i = 0; i < 16384; i++) putchar('x');
  fflush(stdout);
  int fds[1] = {2};
  send_fds(1, fds, 1);
  return 0;
}
`;
    const started = Date.now();
    const grading = judge.gradeSubmission({ pkg: legacy, language: 'c', source, mode: 'all' });
    const result = await Promise.race([grading, new Promise<null>((resolve) => setTimeout(() => resolve(null), 4 * BOUNDED_MS))]);
    expect(result?.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Wrong Answer', 'Wrong Answer', 'Wrong Answer']);
    expect(Date.now() - started).toBeLessThan(4 * BOUNDED_MS);
  }, 120_000);
});

describe('a validator that a submission floods past its own limits', () => {
  it('gives the submission Wrong Answer, not Internal Error, when one line of 700 MiB takes the validator past its memory', async () => {
    // Plays the sample honestly (relayed, where the flood would meet its output limit), floods every hidden test.
    const source = `#include <stdio.h>
#include <string.h>
#include <unistd.h>
static char chunk[1 << 20];
int main(void) {
  int n, low = 1, high;
  char reply[16];
  if (scanf("%d", &n) != 1) return 0;
  if (n == 10) {
    for (high = n;;) {
      int guess = (low + high) / 2;
      printf("%d\\n", guess);
      fflush(stdout);
      if (scanf("%15s", reply) != 1 || strcmp(reply, "correct") == 0) return 0;
      if (strcmp(reply, "higher") == 0) low = guess + 1; else high = guess - 1;
    }
  }
  memset(chunk, '7', sizeof chunk);
  for (int i = 0; i < 700; i++) if (write(1, chunk, sizeof chunk) < 0) return 0;
  return 0;
}
`;
    // 10 s, not 1: the validator reads until its memory limit (1 GiB), a page fault per page, and the pipe takes a
    // fresh page per 4 KiB written; at 15 us a fault (a host that takes back a guest's freed memory at once, a 2-core
    // VM, 2026-11-28) the exchange took 13.6 s, and the submission's wall time ran out first at 1 s and at 5 s.
    const result = await withEditedCopy(LEGACY, legacyTimeLimit(10), (dir) => judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'c', source, mode: 'first-failure' }));
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Wrong Answer']);
    expect(result.tests[1]?.message).toBe('The output validator ran out of memory checking this output.');
  }, 120_000);
});

describe('an interactive submission that floods one long line', () => {
  const flood = "import sys\ninput()\nsys.stdout.write('1' * 40_000_000 + '\\n')\nsys.stdout.flush()\n";
  // At a 5 s limit, not 1: where a page fault takes 15 us (a host that takes back a guest's freed memory at once, a
  // 2-core VM, 2026-11-28) the 40 MB line's pages, the pipe's and the validator's, took the flood past 1 s.

  it('gets the same verdict on Run as on Submit for the same input (no output limit on either: the validator decides)', async () => {
    const input = fs.readFileSync(path.join(LEGACY, 'data', 'secret', '1.in'), 'utf8');
    const [submit, run] = await withEditedCopy(LEGACY, legacyTimeLimit(5), async (dir) => {
      const pkg = readProblemPackage(dir);
      return [
        await judge.gradeSubmission({ pkg, language: 'python', source: flood, mode: 'all' }),
        await judge.runCases({ pkg, language: 'python', source: flood, cases: [{ input }] }),
      ] as const;
    });
    expect(submit.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Wrong Answer', 'Wrong Answer', 'Wrong Answer']);
    expect(run.cases.map((testCase) => testCase.status)).toEqual(['Wrong Answer']);
  }, 120_000);

  it('gives Wrong Answer, not Internal Error, when the validator quotes it into a judgemessage.txt past the file-size limit', async () => {
    const result = await gradeWithModernValidator((text) => text.replace('{line.strip()[:40]!r}', '{line.strip()!r}'), flood, 'all', 5);
    expect(result.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Wrong Answer', 'Wrong Answer', 'Wrong Answer']);
    expect(result.tests.at(-1)?.message).toBe('The output validator ran out of room for its feedback checking this output.');
  }, 120_000);
});

describe("an interactive submission's stdio", () => {
  it('(0, 1 and 2) are pipes made alike on samples, hidden tests and Run (a program cannot tell which it is in), which it can open again only the way it uses them', async () => {
    // Plays honestly where its stdout is a pipe; aborts anywhere else.
    const source = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
int main(void) {
  for (int fd = 0; fd < 3; fd++) {
    struct stat st;
    char path[32];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    /* Opened again through /proc its own way (/dev/stdin, /dev/stdout), never the other: no reader of its own output. */
    int again = open(path, (fd == 0 ? O_RDONLY : O_WRONLY) | O_NONBLOCK);
    int reversed = open(path, (fd == 0 ? O_WRONLY : O_RDONLY) | O_NONBLOCK);
    if (fstat(fd, &st) != 0 || !S_ISFIFO(st.st_mode) || again < 0 || reversed >= 0) abort();
    close(again);
  }
  int n, low = 1, high;
  char reply[16];
  if (scanf("%d", &n) != 1) return 0;
  for (high = n;;) {
    int guess = (low + high) / 2;
    printf("%d\\n", guess);
    fflush(stdout);
    if (scanf("%15s", reply) != 1 || strcmp(reply, "correct") == 0) return 0;
    if (strcmp(reply, "higher") == 0) low = guess + 1; else high = guess - 1;
  }
}
`;
    const submit = await judge.gradeSubmission({ pkg: legacy, language: 'c', source, mode: 'all' });
    const run = await judge.runCases({ pkg: legacy, language: 'c', source, cases: [{ input: '1000 1\n' }] });
    expect(submit.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
    expect(run.cases.map((testCase) => testCase.status)).toEqual(['Passed']);
  }, 60_000);
});

describe("an interactive submission's stdout mode", () => {
  it('is the same on samples, hidden tests and Run, from its start to its end: no program can play differently on hidden tests', async () => {
    // Plays honestly unless its stdout's group may read it (a joined validator's input on a hidden test, were only
    // that one so): then it guesses out of range. Its stdout's mode never changes while it runs.
    const source = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
int main(void) {
  struct stat first, later;
  fstat(1, &first);
  int n, low = 1, high;
  char reply[16];
  if (scanf("%d", &n) != 1) return 0;
  fstat(1, &later);
  if (first.st_mode != later.st_mode) abort();
  int differs = (later.st_mode & 0040) != 0;
  for (high = n;;) {
    int guess = differs ? n + 1 : (low + high) / 2;
    printf("%d\\n", guess);
    fflush(stdout);
    if (scanf("%15s", reply) != 1 || strcmp(reply, "correct") == 0) return 0;
    if (strcmp(reply, "higher") == 0) low = guess + 1; else high = guess - 1;
  }
}
`;
    const submit = await judge.gradeSubmission({ pkg: legacy, language: 'c', source, mode: 'all' });
    const run = await judge.runCases({ pkg: legacy, language: 'c', source, cases: [{ input: '1000 1\n' }, { input: '1000 1000\n' }, { input: '1 1\n' }] });
    const verdicts = new Set(submit.tests.map((test) => test.verdict));
    expect(verdicts.size).toBe(1);
    const verdict = [...verdicts][0];
    expect(['Accepted', 'Wrong Answer']).toContain(verdict);
    expect(run.cases.map((testCase) => testCase.status)).toEqual(Array(3).fill(verdict === 'Accepted' ? 'Passed' : 'Wrong Answer'));
  }, 60_000);
});

/** A C player that finds the number by halving, then runs `after` (C statements; `block` and `sink` are 64 KiB each). */
function guessThen(after: string): string {
  return `#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static char block[1 << 16], sink[1 << 16];
int main(void) {
  long low = 1, high;
  char reply[64];
  if (scanf("%ld", &high) != 1) return 0;
  for (;;) {
    long guess = (low + high) / 2;
    printf("%ld\\n", guess);
    fflush(stdout);
    if (scanf("%63s", reply) != 1 || strcmp(reply, "correct") == 0) break;
    if (strcmp(reply, "lower") == 0) high = guess - 1;
    else low = guess + 1;
  }
${after}  return 0;
}
`;
}

/** Played on Submit (four tests) and Run (two cases): Output Limit Exceeded on every one. */
async function expectOutputLimitOnBoth(source: string): Promise<void> {
  const submit = await judge.gradeSubmission({ pkg: legacy, language: 'c', source, mode: 'all' });
  const run = await judge.runCases({ pkg: legacy, language: 'c', source, cases: [{ input: '1000 1\n' }, { input: '1 1\n' }] });
  expect(submit.tests.map((test) => test.verdict)).toEqual(Array(4).fill('Output Limit Exceeded'));
  expect(run.cases.map((testCase) => testCase.status)).toEqual(['Output Limit Exceeded', 'Output Limit Exceeded']);
}

describe('a submission that writes on after the validator accepted', () => {
  it('is judged the same on Run as on Submit: what it writes then is dropped, it is not left blocked', async () => {
    // Guesses 1 (the answer of "1000 1" and "1 1"), then writes 400 KB the validator, gone, never reads.
    const source = 'import sys\ninput()\nsys.stdout.write("1\\n" * 200000)\nsys.stdout.flush()\n';
    const submit = await judge.gradeSubmission({ pkg: legacy, language: 'python', source, mode: 'all' });
    const run = await judge.runCases({ pkg: legacy, language: 'python', source, cases: [{ input: '1000 1\n' }, { input: '1 1\n' }] });
    expect(submit.tests.map((test) => test.verdict)).toEqual(['Wrong Answer', 'Accepted', 'Wrong Answer', 'Accepted']);
    expect(run.cases.map((testCase) => testCase.status)).toEqual(['Passed', 'Passed']);
  }, 60_000);

  it('counts what it writes then against its output limit, on Run as on Submit: 1 GiB is Output Limit Exceeded on both', async () => {
    // Finds the number, then writes 1 GiB: a joined client drains that in C far faster than a relay through the
    // judge, so without one rule for both the verdict would depend on which path drained it.
    await expectOutputLimitOnBoth(
      guessThen(`  memset(block, 'x', sizeof block);
  for (int i = 0; i < 16384; i++)
    if (write(1, block, sizeof block) < 0) return 0;
`),
    );
  }, 60_000);
});

describe('a submission that reads its own output back once the validator accepted', () => {
  it('cannot: what it writes then is counted on Run as on Submit, 200 MB is Output Limit Exceeded on both', async () => {
    // Finds the number, then writes 200 MB while emptying its own stdout through a reader of its own, were it
    // allowed one: what it read back the judge never saw, so the faster reader decided (Accepted on Run).
    await expectOutputLimitOnBoth(
      guessThen(`  int back = open("/proc/self/fd/1", O_RDONLY | O_NONBLOCK);
  memset(block, 'x', sizeof block);
  for (int i = 0; i < 3200; i++) {
    if (back >= 0) while (read(back, sink, sizeof sink) > 0) {}
    if (write(1, block, sizeof block) < 0) return 0;
  }
`),
    );
  }, 60_000);
});

describe("an interactive validator's stdin", () => {
  it('opens again for reading through /dev/stdin on a hidden test as on a sample (its own group may read the submission\'s stdout)', async () => {
    const result = await gradeWithModernValidator((text) => text.replace('import sys\n', "import sys\nsys.stdin = open('/dev/stdin')\n"), program('accepted/binary.py'), 'all');
    expect(result.tests.map((test) => test.verdict)).toEqual(result.tests.map(() => 'Accepted'));
  }, 60_000);
});

describe("an interactive submission's stdio, as made", () => {
  it('have inode numbers in a row on a hidden test as on a sample (one client made the three, in one order)', async () => {
    // Exits 0 when its stdio's inode numbers follow each other, 1 when not: the verdict says which.
    const source = `#include <stdio.h>
#include <sys/stat.h>
int main(void) {
  struct stat in, out, err;
  fstat(0, &in); fstat(1, &out); fstat(2, &err);
  return out.st_ino == in.st_ino + 1 && err.st_ino == out.st_ino + 1 ? 0 : 1;
}
`;
    const result = await judge.gradeSubmission({ pkg: legacy, language: 'c', source, mode: 'all' });
    const hiddenInARow = result.tests.filter((test) => !test.isSample && test.verdict !== 'Runtime Error').length;
    // The kernel hands inode numbers out in batches per CPU: a batch's end can fall between two, rarely.
    expect(hiddenInARow).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('a submission killed for its time limit while a fast validator waits', () => {
  it('keeps Time Limit Exceeded: it failed when it was killed, before the validator read the end of its output', async () => {
    // The same game in C: it rejects the moment its input ends, before the judge may have heard of the kill.
    const validator = `#include <stdio.h>
int main(int argc, char **argv) {
  int n, secret, guess;
  FILE *in = fopen(argv[1], "r");
  if (!in || fscanf(in, "%d %d", &n, &secret) != 2) return 1;
  printf("%d\\n", n);
  fflush(stdout);
  for (int count = 0; count < 30; count++) {
    if (scanf("%d", &guess) != 1) return 43;
    if (guess == secret) { puts("correct"); return 42; }
    puts(secret < guess ? "lower" : "higher");
    fflush(stdout);
  }
  return 43;
}
`;
    // BAPCtools' guess_close_stdout_1: closes its output at once and sleeps past its limit.
    const source = '#include <stdio.h>\n#include <unistd.h>\nint main(void) { fclose(stdout); sleep(10); return 0; }\n';
    const result = await withEditedCopy(
      LEGACY,
      (dir) => {
        const validators = path.join(dir, 'output_validators', 'guess');
        fs.rmSync(validators, { recursive: true });
        fs.mkdirSync(validators);
        fs.writeFileSync(path.join(validators, 'validate.c'), validator);
      },
      (dir) => judge.gradeSubmission({ pkg: readProblemPackage(dir), language: 'c', source, mode: 'all' }),
    );
    expect(result.tests.map((test) => test.verdict)).toEqual(Array(4).fill('Time Limit Exceeded'));
  }, 60_000);
});

describe('running an interactive problem (Run)', () => {
  it('plays each case against the validator and answers the conversation', async () => {
    const answer = await judge.runCases({
      pkg: legacy,
      language: 'python',
      source: program('accepted/binary.py'),
      cases: [{ input: '10 7\n', expectedOutput: '' }, { input: '4 2\n' }, { input: '2000 2000\n' }],
    });
    expect(answer.cases.map((testCase) => testCase.status)).toEqual(['Passed', 'Passed', 'Wrong Answer']);
    expect(answer.cases[0]?.stdout).toBe('> 10\n< 5\n> higher\n< 8\n> lower\n< 6\n> higher\n< 7\n> correct');
    expect(answer.cases[1]?.stdout).toBe('> 4\n< 2\n> correct');
    expect(answer.cases[2]?.message).toBe('more than 10 guesses');
  }, 60_000);
});

describe('an interactive validator flooded by what the submission wrote', () => {
  it('gives the submission Wrong Answer, not Internal Error, when the validator logs past its stderr limit', async () => {
    const flood = "import sys\ninput()\nsys.stdout.write('\\x01' * 10_000_000 + '\\n')\nsys.stdout.flush()\n";
    // A validator that logs every line it reads: repr() writes each \x01 as four characters.
    const logsEveryLine = (text: string) => text.replace("    line = sys.stdin.readline()\n", "    line = sys.stdin.readline()\n    sys.stderr.write(f'debug: read {line!r}\\n')\n");
    const result = await gradeWithModernValidator(logsEveryLine, flood, 'first-failure');
    expect(result.verdict).toBe('Wrong Answer');
  }, 120_000);
});
