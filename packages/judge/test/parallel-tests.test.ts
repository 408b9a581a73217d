import { describe, expect, it } from 'vitest';
import { gradeSubmission, type TestResult } from '../src/grade.ts';
import { createJudge } from '../src/judge.ts';
import { createJudgingSlots } from '../src/judging-slots.ts';
import { LANGUAGES } from '../src/languages/registry.ts';
import { runCases } from '../src/run-cases.ts';
import { runProgramOnce } from '../src/run-program.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { MIB, runLimits } from '../src/sandbox/limits.ts';
import { outputMemoriesMade } from '../src/sandbox/output-buffer.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import type { ExecuteResult, ExecuteSpec, Sandbox } from '../src/sandbox/types.ts';
import { defaultWorkRoot } from '../src/sandbox/work-dir.ts';
import { useScratchPackages } from './support/scratch-package.ts';

const writePackage = useScratchPackages('parallel-tests');

/** Tests 1…count: the input is the test's number, the answer the same number. */
function numberedPackage(count: number): string {
  const files: Record<string, string> = { 'problem.yaml': 'name: Parallel\nlimits:\n  time: 2\n  memory: 256\n' };
  for (let test = 1; test <= count; test += 1) {
    files[`data/secret/${test}.in`] = `${test}\n`;
    files[`data/secret/${test}.ans`] = `${test}\n`;
  }
  return writePackage(files);
}

// Test 2 fails late, test 3 at once; test 4 would run far past its wall limit unless stopped.
const LATE_AND_EARLY_FAILURES = `import time
n = int(input())
if n == 2:
    time.sleep(1.5)
    print(0)
elif n == 3:
    print(0)
else:
    if n == 4:
        time.sleep(60)
    print(n)
`;

// Burns 0.4 s of CPU (process time, whatever the neighbours do), then answers.
const BURN_CPU_C = `#include <stdio.h>
#include <time.h>
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  volatile unsigned long spins = 0;
  while (clock() < 0.4 * CLOCKS_PER_SEC) spins++;
  printf("%d\\n", spins > 0 ? n : 0);
  return 0;
}
`;

/** The real sandbox, counting the test runs (not the compilation) under way at once, and those aborted. */
function countingSandbox(): { sandbox: Sandbox; mostRunsAtOnce: () => number; runs: () => number; abortedRuns: () => number } {
  const real = createSandbox();
  let running = 0;
  let most = 0;
  let runs = 0;
  let aborted = 0;
  const counted = async (spec: ExecuteSpec, execute: () => Promise<ExecuteResult>): Promise<ExecuteResult> => {
    const isRun = !spec.isWorkDirWritable;
    if (isRun) {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
    }
    try {
      return await execute();
    } finally {
      if (isRun) running -= 1;
      if (isRun && spec.abortSignal?.aborted) aborted += 1;
    }
  };
  const sandbox: Sandbox = {
    executionMethod: real.executionMethod,
    execute: (spec) => counted(spec, () => real.execute(spec)),
    openSession() {
      const session = real.openSession();
      return { executionMethod: session.executionMethod, execute: (spec) => counted(spec, () => session.execute(spec)), close: () => session.close() };
    },
  };
  return { sandbox, mostRunsAtOnce: () => most, runs: () => runs, abortedRuns: () => aborted };
}

const verdicts = (tests: readonly TestResult[]) => tests.map((test) => [test.index, test.verdict]);

describe('tests of a submission in parallel', () => {
  it('judges the first failing test in order, not the first to fail in time, aborts the tests after it and reports nothing after it', async () => {
    const slots = createJudgingSlots(4);
    const counting = countingSandbox();
    const reported: TestResult[] = [];
    const result = await slots.whileHeld(() =>
      gradeSubmission({
        sandbox: counting.sandbox,
        workRoot: defaultWorkRoot(),
        pkg: readProblemPackage(numberedPackage(6)),
        language: 'python',
        source: LATE_AND_EARLY_FAILURES,
        mode: 'first-failure',
        onTestResult: (test) => reported.push(test),
        slots,
      }),
    );
    expect(result.verdict).toBe('Wrong Answer');
    expect(verdicts(result.tests)).toEqual([
      [1, 'Accepted'],
      [2, 'Wrong Answer'],
    ]);
    expect(reported).toEqual(result.tests);
    expect(result.testCount).toBe(6);
    // Tests 1-4 start at once; test 3's failure aborts test 4 (and test 5, if test 1's end started it); test 6 never starts.
    expect(counting.abortedRuns()).toBeGreaterThanOrEqual(1);
    expect(counting.runs()).toBeLessThanOrEqual(5);
  }, 60_000);

  it("'all' reports every test in order", async () => {
    const judge = createJudge({ judgingSlots: 4 });
    const reported: number[] = [];
    const result = await judge.gradeSubmission({
      pkg: readProblemPackage(numberedPackage(6)),
      language: 'python',
      source: LATE_AND_EARLY_FAILURES.replace('time.sleep(60)', 'pass'),
      mode: 'all',
      onTestResult: (test) => reported.push(test.index),
    });
    expect(result.verdict).toBe('Wrong Answer');
    expect(verdicts(result.tests)).toEqual([
      [1, 'Accepted'],
      [2, 'Wrong Answer'],
      [3, 'Wrong Answer'],
      [4, 'Accepted'],
      [5, 'Accepted'],
      [6, 'Accepted'],
    ]);
    expect(reported).toEqual([1, 2, 3, 4, 5, 6]);
  }, 60_000);

  it('runs one test at a time when every judging slot is held, and several when some are idle', async () => {
    const pkg = readProblemPackage(numberedPackage(4));
    const grade = async (slotCount: number, heldByOthers: number) => {
      const slots = createJudgingSlots(slotCount);
      // A judge makes the memory its tests' outputs are kept in, one per slot, before its first tests run at once.
      await outputMemoriesMade(runLimits({ cpuMs: 1000, memoryBytes: MIB }).stdoutBytes);
      for (let held = 0; held < heldByOthers; held += 1) slots.hold();
      const counting = countingSandbox();
      const result = await slots.whileHeld(() =>
        gradeSubmission({ sandbox: counting.sandbox, workRoot: defaultWorkRoot(), pkg, language: 'python', source: 'print(input())', mode: 'all', slots }),
      );
      expect(result.verdict).toBe('Accepted');
      return counting.mostRunsAtOnce();
    };
    expect(await grade(2, 1)).toBe(1);
    expect(await grade(4, 0)).toBe(4);
    expect(await grade(4, 2)).toBe(2);
  }, 60_000);

  it("keeps each test's CPU time when other tests of the submission run beside it", async () => {
    const pkg = readProblemPackage(numberedPackage(4));
    const cpuTimes = async (judgingSlots: number) => {
      const result = await createJudge({ judgingSlots }).gradeSubmission({ pkg, language: 'c', source: BURN_CPU_C, mode: 'all' });
      expect(result.verdict).toBe('Accepted');
      return result.tests.map((test) => test.timeMs);
    };
    const alone = await cpuTimes(1);
    const beside = await cpuTimes(4);
    // clock() counts the process's own CPU time, so every run burns 0.4 s; the cgroup reports it, not the wall time.
    for (const timeMs of [...alone, ...beside]) {
      expect(timeMs).toBeGreaterThanOrEqual(380);
      expect(timeMs).toBeLessThanOrEqual(700);
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    expect(Math.abs(median(beside) - median(alone))).toBeLessThanOrEqual(150);
  }, 120_000);
});

interface RunSpan {
  who: string;
  from: number;
  to: number;
}

/** The real sandbox, writing down when each of `who`'s runs started and ended, its compile as `who compiles`. */
function spanningSandbox(who: string, spans: RunSpan[], onRunStart: () => void = () => undefined): Sandbox {
  const real = createSandbox();
  const spanned = async (spec: ExecuteSpec, execute: () => Promise<ExecuteResult>): Promise<ExecuteResult> => {
    const from = performance.now();
    if (!spec.isWorkDirWritable) onRunStart();
    try {
      return await execute();
    } finally {
      const what = spec.isWorkDirWritable ? ' compiles' : spec.command.argv.some((arg) => arg.includes('validate')) ? ' checks' : '';
      spans.push({ who: `${who}${what}`, from, to: performance.now() });
    }
  };
  return {
    executionMethod: real.executionMethod,
    execute: (spec) => spanned(spec, () => real.execute(spec)),
    openSession() {
      const session = real.openSession();
      return { executionMethod: session.executionMethod, execute: (spec) => spanned(spec, () => session.execute(spec)), close: () => session.close() };
    },
  };
}

/** Two hidden tests whose input is their answer, each output checked by a validator that takes 0.6 s. */
function slowlyCheckedPackage(): ReturnType<typeof readProblemPackage> {
  const files: Record<string, string> = {
    'problem.yaml': 'name: Checked slowly\nlimits:\n  time: 2\n  memory: 256\nvalidation: custom\n',
    'output_validators/slow/validate.py': 'import sys, time\ntime.sleep(0.6)\nsys.exit(42 if sys.stdin.read().strip() == open(sys.argv[2]).read().strip() else 43)\n',
  };
  for (const test of [1, 2]) {
    files[`data/secret/${test}.in`] = `${test}\n`;
    files[`data/secret/${test}.ans`] = `${test}\n`;
  }
  return readProblemPackage(writePackage(files));
}

// Sleeps 0.3 s, then echoes its input.
const SLEEPING_ECHO_C = '#include <stdio.h>\n#include <unistd.h>\nint main(void) { char line[64]; usleep(300000); if (fgets(line, sizeof line, stdin)) fputs(line, stdout); return 0; }\n';

describe('a program the learner sees, beside hidden tests', () => {
  it("never runs a Run, or its compile, beside another submission's hidden test, and still runs that submission's hidden tests side by side", async () => {
    const spans: RunSpan[] = [];
    const slots = createJudgingSlots(3);
    let run: Promise<Awaited<ReturnType<typeof runProgramOnce>>> | undefined;
    // The Run is sent as soon as the first hidden test starts: it would run at once on the third slot.
    const startRun = () => {
      run ??= slots.whileHeld(() =>
        runProgramOnce({ sandbox: spanningSandbox('run', spans), workRoot: defaultWorkRoot(), language: LANGUAGES.c, source: SLEEPING_ECHO_C, stdin: 'seen' }),
      );
    };
    const graded = await slots.whileHeld(() =>
      gradeSubmission({
        sandbox: spanningSandbox('hidden', spans, startRun),
        workRoot: defaultWorkRoot(),
        pkg: readProblemPackage(numberedPackage(4)),
        language: 'python',
        source: 'import time\nn = input()\ntime.sleep(0.6)\nprint(n)\n',
        mode: 'all',
        slots,
      }),
    );
    expect(graded.verdict).toBe('Accepted');
    const ran = await run;
    expect(ran).toMatchObject({ verdict: 'Accepted', stdout: 'seen' });
    // What a compiler reads while it runs can end up in the program, which prints it (hostile review 29: rustc's
    // include_str! of /proc/self/numa_maps): the Run's compile is kept apart as its run is.
    const seen = spans.filter((span) => span.who === 'run' || span.who === 'run compiles');
    const hidden = spans.filter((span) => span.who === 'hidden');
    expect(seen.map((span) => span.who)).toEqual(['run compiles', 'run']);
    expect(hidden).toHaveLength(4);
    const overlap = (a: RunSpan, b: RunSpan) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));
    expect(hidden.map((test) => seen.map((other) => overlap(test, other)))).toEqual(hidden.map(() => [0, 0]));
    // The gate keeps kinds apart, not tests: two of the hidden tests ran at once (each sleeps 0.6 s).
    expect(hidden.some((test) => hidden.some((other) => other !== test && overlap(test, other) > 300))).toBe(true);
  }, 120_000);

  it("never runs a Run beside the check of another submission's hidden test by the problem's validator", async () => {
    // Hostile review 30: the check ran after the gate let the Run in, and a validator's work follows the output, which a
    // hidden test's program chose from its input (30 MB of tokens or one): a Run that watched how many processes mapped
    // python3's pages (numa_maps) read a hidden input, 8 of 8 bits.
    const spans: RunSpan[] = [];
    const slots = createJudgingSlots(2);
    let run: Promise<Awaited<ReturnType<typeof runProgramOnce>>> | undefined;
    const sandbox = spanningSandbox('hidden', spans);
    const isProgram = (spec: ExecuteSpec) => !spec.isWorkDirWritable && !spec.command.argv.some((arg) => arg.includes('validate'));
    const startRunAtFirstCheck = () => {
      if (run) return;
      // Sent a moment after the first hidden test's program ended, while its output is checked (0.6 s).
      run = new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
        slots.whileHeld(() => runProgramOnce({ sandbox: spanningSandbox('run', spans), workRoot: defaultWorkRoot(), language: LANGUAGES.python, source: 'print(input())\n', stdin: 'seen' })),
      );
    };
    const checkingSandbox: Sandbox = {
      ...sandbox,
      execute: (spec) => {
        const result = sandbox.execute(spec);
        if (isProgram(spec)) void result.then(startRunAtFirstCheck, () => undefined);
        return result;
      },
      openSession() {
        const session = sandbox.openSession();
        return {
          ...session,
          execute: (spec) => {
            const result = session.execute(spec);
            if (isProgram(spec)) void result.then(startRunAtFirstCheck, () => undefined);
            return result;
          },
          close: () => session.close(),
        };
      },
    };
    const graded = await slots.whileHeld(() =>
      gradeSubmission({ sandbox: checkingSandbox, workRoot: defaultWorkRoot(), pkg: slowlyCheckedPackage(), language: 'python', source: 'print(input())\n', mode: 'all' }),
    );
    expect(graded.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted']);
    expect(await run).toMatchObject({ verdict: 'Accepted', stdout: 'seen\n' });
    const checks = spans.filter((span) => span.who === 'hidden checks');
    const seen = spans.filter((span) => span.who.startsWith('run'));
    expect(checks).toHaveLength(2);
    expect(seen.length).toBeGreaterThan(0);
    const overlap = (a: RunSpan, b: RunSpan) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));
    expect(checks.map((check) => seen.map((other) => overlap(check, other)))).toEqual(checks.map(() => seen.map(() => 0)));
  }, 120_000);

  it("never runs Run Code's check of a case by the problem's validator beside another submission's hidden test", async () => {
    // Hostile review 32: the case's check ran after its program left the gate, and the validator's verdict and message
    // are the learner's to read: another grading's hidden tests ran beside it.
    const spans: RunSpan[] = [];
    const slots = createJudgingSlots(2);
    const pkg = slowlyCheckedPackage();
    let grading: Promise<Awaited<ReturnType<typeof gradeSubmission>>> | undefined;
    // Sent as soon as the case's program ended, while its output is checked (0.6 s).
    const startGrading = () => {
      grading ??= slots.whileHeld(() =>
        gradeSubmission({ sandbox: spanningSandbox('hidden', spans), workRoot: defaultWorkRoot(), pkg, language: 'python', source: 'print(input())\n', mode: 'all' }),
      );
    };
    const caseSandbox = spanningSandbox('case', spans);
    const isProgram = (spec: ExecuteSpec) => !spec.isWorkDirWritable && !spec.command.argv.some((arg) => arg.includes('validate'));
    const watched = (execute: (spec: ExecuteSpec) => Promise<ExecuteResult>) => (spec: ExecuteSpec) => {
      const result = execute(spec);
      if (isProgram(spec)) void result.then(startGrading, () => undefined);
      return result;
    };
    const sandbox: Sandbox = {
      ...caseSandbox,
      execute: watched(caseSandbox.execute),
      openSession() {
        const session = caseSandbox.openSession();
        return { ...session, execute: watched(session.execute), close: () => session.close() };
      },
    };
    const ran = await slots.whileHeld(() =>
      runCases({ sandbox, workRoot: defaultWorkRoot(), pkg, language: 'python', source: 'print(input())\n', cases: [{ input: '7\n', expectedOutput: '7\n' }] }),
    );
    expect(ran.cases.map((testCase) => testCase.status)).toEqual(['Passed']);
    expect((await grading)?.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted']);
    const checks = spans.filter((span) => span.who === 'case checks');
    const hidden = spans.filter((span) => span.who === 'hidden' || span.who === 'hidden checks');
    expect(checks).toHaveLength(1);
    expect(hidden.length).toBeGreaterThan(0);
    const overlap = (a: RunSpan, b: RunSpan) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));
    expect(checks.map((check) => hidden.map((other) => overlap(check, other)))).toEqual(checks.map(() => hidden.map(() => 0)));
  }, 120_000);
});
