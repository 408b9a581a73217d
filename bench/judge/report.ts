import os from 'node:os';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { LanguageFigures } from './judge-bench.ts';
import { fixed, median } from './stats.ts';

export const OVERHEAD_TARGET_MS = 1.5;
/** Two concurrent gradings on two cores judge at least this many times what one does. */
export const SCALING_TARGET = 0.9 * 2;

/** The "## Judge" section of BENCHMARKS.md. */
export function formatJudgeSection(figures: readonly LanguageFigures[], command: string): string {
  const overall = median(figures.map((f) => f.overheadMs));
  const overallOneOff = median(figures.map((f) => f.oneOffOverheadMs));
  const overallReady = median(figures.map((f) => f.readyOverheadMs));
  const scaling = (f: LanguageFigures) => f.grading.perMinuteTwo / f.grading.perMinuteOne;
  const rows = figures.map((f) => {
    const { grading: g } = f;
    return `| ${LANGUAGE_LABELS[f.language]} | ${fixed(f.bareMs)} | ${fixed(f.sandboxedMs)} | ${fixed(f.overheadMs)} | ${fixed(f.launchedMs)} | ${fixed(f.readyOverheadMs)} | ${fixed(f.oneOffOverheadMs)} | ${fixed(f.compileMs, 0)} | ${fixed(g.endToEndSequentialMs, 0)} | ${fixed(g.endToEndParallelMs, 0)} | ${fixed(g.perMinuteOne, 0)} | ${fixed(g.perMinuteTwo, 0)} | ${fixed(scaling(f), 2)} × | ${fixed(g.perMinuteTwoSequential, 0)} |`;
  });
  const lowestScaling = Math.min(...figures.map(scaling));
  const speedUp = median(figures.map((f) => 1 - f.grading.endToEndParallelMs / f.grading.endToEndSequentialMs));
  const [load1, load5] = os.loadavg();
  return [
    '## Judge',
    '',
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Linux ${os.release()}; load average ${fixed(load1 ?? 0, 1)} / ${fixed(load5 ?? 0, 1)} (1 / 5 min) when the run ended.`,
    '',
    '| language | hello world, bare (ms) | hello world, sandboxed (ms) | sandbox overhead (ms) | bare, started by a launcher started ahead (ms) | sandbox overhead, both started ahead (ms) | one-off run overhead (ms) | compile (ms) | 10-test problem end to end, one slot (ms) | same, a second slot idle (ms) | submissions / min at 1 concurrent (1 slot) | at 2 concurrent (2 slots) | 2 vs 1 | at 2 concurrent, tests one at a time (control) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Median sandbox overhead per test run against the bare process: **${fixed(overall)} ms** back to back, **${fixed(overallReady)} ms** with both started ahead as in a grading (target: at most ${OVERHEAD_TARGET_MS} ms);`,
    `a one-off run (a box of its own: validators, interactive parties): ${fixed(overallOneOff)} ms.`,
    `A lone grading with a second slot idle (its tests two at a time): **${fixed(speedUp * 100, 0)} %** less time, median over the languages.`,
    `Two concurrent gradings on two slots judge at least **${fixed(lowestScaling, 2)} ×** what one does on one slot (lowest language; goal: at least ${fixed(SCALING_TARGET, 1)} ×).`,
    '',
    'Hello world: median wall time of 60 runs of the compiled program, bare (spawned directly, no limits), sandboxed as',
    'a test run (in a box of a submission\'s session: the box helper hands the pipes to the test init the box\'s runner made',
    'ahead in namespaces of its own, which mounts the test\'s /tmp and starts the program in fresh cgroups) and as a one-off',
    'run (a box of its own: cgroups, bubblewrap, the runner, the test, teardown), interleaved; each overhead is the median of',
    'the per-run differences. Both started ahead: 60 more pairs after those, each run after a pause of 50 ms (the box\'s clients are started once no test has run',
    'for 25 ms), a test run in the session, whose client was started ahead as in a grading, against the bare program started',
    'by a small launcher started once (bench/judge/bare-launcher.c: a byte in, fork and exec, a byte out when it ended), so',
    'neither side pays a fork of the benchmark\'s own large process, which back to back both do once the clients started',
    'ahead are used up. The machine was shared during the run (see the load average); every process start may',
    'wait for a core, so the overheads grow with the load.',
    'Compile: median of 5 sandboxed compilations of the benchmark solution, with the warm toolchains (a C++ solution',
    'that includes <iostream> gains nothing from the precompiled header; javac maps its archive). End to end: median of 5 gradings of a',
    '10-test problem (compile once, run, check each test), holding one judging slot, alone and with a second slot idle, which the',
    'grading borrows to run two tests at a time (interleaved). Throughput: three times 8 gradings of that problem, one at a time on one',
    'slot and two at a time on two slots (each holds one, so none borrows but at the end of a batch), interleaved, each round starting one column later; the ratio is 2 vs 1.',
    'The control judges two at a time with every test after the other, as before tests ran in parallel: it shows what the',
    'machine allows two concurrent gradings, so a ratio below the goal with the control as low is the machine, not the borrowing.',
    'Where the per-run time goes, and what the box keeps of it: "Sandbox: where the per-run time goes" below.',
    'JavaScript, TypeScript, Go, Rust and C# have no warm files that speed them up, so their compile column is the cold',
    'compile, warm and cold alike (TypeScript\'s warm folder only holds the copy of esbuild it runs from): `node --check`, esbuild,',
    '`go build` (the standard library precompiled by Debian), `rustc -O` and `mcs`. Their bare hello world is the same',
    'command spawned directly (the judge\'s Node.js, the built binary, `mono main.exe`).',
  ].join('\n');
}
