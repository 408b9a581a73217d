import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@codepath/contract/enums';
import { createJudge } from '../src/judge.ts';
import { languageOfFile } from '../src/languages/registry.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { RUN_STDOUT_BYTES } from '../src/run-program.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'hostile-output');
const MIB = 1024 * 1024;
/** The bound: a check of any output never holds up the server this long. */
const MAX_EVENT_LOOP_DELAY_MS = 200;
/**
 * The captured output itself takes 64 MiB while it is gathered (chunks, then one
 * buffer), and the first check starts a worker thread; splitting the whole output
 * into strings, as the checker once did, took over 1 GiB.
 */
const MAX_RSS_GROWTH_MIB = 256;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-output-'));
const judge = createJudge();

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A package whose secret tests all have empty input and the given answers, in order. */
function packageWithAnswers(name: string, answers: readonly (string | Buffer)[]): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'problem.yaml'),
    'name: Hostile Output\ndifficulty: Easy\ncategory: Math\ntags: [math]\nlimits:\n  time: 5\n  memory: 256\nvalidation: default\nvalidator_flags: ""\n',
  );
  fs.writeFileSync(path.join(dir, 'statement.md'), 'Print what the answer says.\n');
  answers.forEach((answer, index) => {
    const stem = path.join(dir, 'data', 'secret', String(index + 1).padStart(2, '0'));
    fs.writeFileSync(`${stem}.in`, '');
    fs.writeFileSync(`${stem}.ans`, answer);
  });
  return dir;
}

function attackSources(attack: string): { language: Language; source: string }[] {
  const dir = path.join(FIXTURES, attack);
  return fs.readdirSync(dir).flatMap((file) => {
    const language = languageOfFile(file);
    return language ? [{ language, source: fs.readFileSync(path.join(dir, file), 'utf8') }] : [];
  });
}

/** The calling thread's time on a CPU so far, in nanoseconds (the first field of its schedstat). */
function threadCpuNs(): number {
  return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
}

/**
 * Runs `work` while watching the event loop and the process's resident memory. `maxHeldMs`: the longest the loop's
 * thread was on a CPU without coming back to its timers (its CPU time between two 10 ms ticks), what the judge's own
 * work holds up. `maxDelayMs`, a tick's lateness, adds the time the thread waited for a CPU the machine's other work
 * took: with another test file's sandboxes beside it on two cores, and page faults of 15 us each, it read 185-309 ms
 * where the thread itself held the loop for far less.
 */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; maxHeldMs: number; maxDelayMs: number; rssGrowthMib: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  let cpuAtTick = threadCpuNs();
  let maxHeldNs = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 20);
  const ticker = setInterval(() => {
    const cpu = threadCpuNs();
    maxHeldNs = Math.max(maxHeldNs, cpu - cpuAtTick);
    cpuAtTick = cpu;
  }, 10);
  delay.enable();
  try {
    const value = await work();
    maxHeldNs = Math.max(maxHeldNs, threadCpuNs() - cpuAtTick);
    return { value, maxHeldMs: maxHeldNs / 1e6, maxDelayMs: delay.max / 1e6, rssGrowthMib: (rssPeak - rssBefore) / MIB };
  } finally {
    delay.disable();
    clearInterval(sampler);
    clearInterval(ticker);
  }
}

describe('output that attacks the grader', () => {
  const huge = Buffer.from('1 '.repeat(16 * MIB));
  const hugePackage = readProblemPackage(packageWithAnswers('print-32-mib', [huge, '1\n']));

  it.each(attackSources('print-32-mib'))(
    'checks 32 MiB of output in $language without holding up the event loop',
    async ({ language, source }) => {
      const { value: result, maxHeldMs, maxDelayMs, rssGrowthMib } = await measured(() =>
        judge.gradeSubmission({ pkg: hugePackage, language, source, mode: 'all' }),
      );
      console.info(`${language}: event loop held at most ${maxHeldMs.toFixed(0)} ms (late by ${maxDelayMs.toFixed(0)} ms), RSS growth ${rssGrowthMib.toFixed(0)} MiB`);
      expect(result.tests.map((test) => [test.verdict, test.message])).toEqual([
        ['Accepted', ''],
        ['Wrong Answer', 'Token 2: expected end of output, got "1".'],
      ]);
      expect(maxHeldMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
      expect(rssGrowthMib).toBeLessThan(MAX_RSS_GROWTH_MIB);
    },
    120_000,
  );

  it('checks two 32 MiB outputs at once, as two judging slots would, without holding up the event loop', async () => {
    const attacks = attackSources('print-32-mib').filter(({ language }) => language === 'c' || language === 'python');
    const { value: results, maxHeldMs, maxDelayMs, rssGrowthMib } = await measured(() =>
      Promise.all(attacks.map(({ language, source }) => judge.gradeSubmission({ pkg: hugePackage, language, source, mode: 'all' }))),
    );
    console.info(`two at once: event loop held at most ${maxHeldMs.toFixed(0)} ms (late by ${maxDelayMs.toFixed(0)} ms), RSS growth ${rssGrowthMib.toFixed(0)} MiB`);
    for (const result of results) expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Wrong Answer']);
    expect(maxHeldMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
    expect(rssGrowthMib).toBeLessThan(2 * MAX_RSS_GROWTH_MIB);
  }, 120_000);

  it.each(attackSources('nul-bytes'))('gives NUL in the output of $language a real verdict and a message without NUL', async ({ language, source }) => {
    const pkg = readProblemPackage(packageWithAnswers('nul-bytes', ['ab\n']));
    const result = await judge.gradeSubmission({ pkg, language, source, mode: 'first-failure' });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.message).toBe('Token 1: expected "ab", got "a\\x00b".');
    const run = await judge.runProgram({ language, source });
    expect(run.verdict).toBe('Accepted');
    expect(run.stdout).toBe('a\uFFFDb\n');
  }, 60_000);

  it('returns only the start of a 32 MiB output from a run, and says it was cut', async () => {
    const c = attackSources('print-32-mib').find((attack) => attack.language === 'c');
    const { value: run, maxHeldMs } = await measured(() => judge.runProgram({ language: 'c', source: c?.source ?? '', memoryLimitBytes: 256 * MIB }));
    expect(run.verdict).toBe('Accepted');
    expect(run.stdout).toBe('1 '.repeat(16 * MIB).slice(0, RUN_STDOUT_BYTES));
    expect(run.isStdoutTruncated).toBe(true);
    expect(maxHeldMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  }, 60_000);

  it('ends a stderr flood at the output limit, so the judge reads at most 32 MiB of it, and lets 20 MB of debug text pass', async () => {
    // Four processes writing 64 KiB blocks to stderr without end. Read until the time limit, the
    // flood cost the judge's event loop (every job's) about four times the program's own CPU time: about 4 s at
    // this 1 s limit. Read to 32 MiB only, it cost under 0.35 s, and 0.48 s on a host whose page faults take 15 us.
    const flood =
      '#include <string.h>\n#include <unistd.h>\nstatic char b[65536];\nint main(void) { memset(b, 120, sizeof b); for (int i = 0; i < 3; i++) if (fork() == 0) break; for (;;) write(2, b, sizeof b); }\n';
    await judge.runProgram({ language: 'c', source: 'int main(void) { return 0; }' });
    const before = process.cpuUsage();
    const run = await judge.runProgram({ language: 'c', source: flood, timeLimitMs: 1000 });
    const used = process.cpuUsage(before);
    expect(run.verdict).toBe('Output Limit Exceeded');
    expect(run.stderr.length).toBe(64 * 1024);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    // A correct program that leaves its debug prints in: its answer counts, not its stderr.
    const chatty = '#include <stdio.h>\n#include <string.h>\n#include <unistd.h>\nint main(void) { static char b[4096]; memset(b, 100, sizeof b); b[4095] = 10; for (int i = 0; i < 5000; i++) write(2, b, sizeof b); puts("42"); return 0; }\n';
    const debug = await judge.runProgram({ language: 'c', source: chatty, timeLimitMs: 1000 });
    expect(debug.verdict).toBe('Accepted');
    expect(debug.stdout).toBe('42\n');
  }, 60_000);
});
