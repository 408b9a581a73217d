import os from 'node:os';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { LanguageFigures } from './judge-bench.ts';
import { fixed, median } from './stats.ts';

export const OVERHEAD_TARGET_MS = 1.5;

/** The "## Judge" section of BENCHMARKS.md. */
export function formatJudgeSection(figures: readonly LanguageFigures[], command: string): string {
  const overall = median(figures.map((f) => f.overheadMs));
  const overallPerRun = median(figures.map((f) => f.perRunOverheadMs));
  const rows = figures.map(
    (f) =>
      `| ${LANGUAGE_LABELS[f.language]} | ${fixed(f.bareMs)} | ${fixed(f.sandboxedMs)} | ${fixed(f.overheadMs)} | ${fixed(f.perRunOverheadMs)} | ${fixed(f.compileMs, 0)} | ${fixed(f.endToEndMs, 0)} | ${fixed(f.submissionsPerMinute, 0)} |`,
  );
  const [load1, load5] = os.loadavg();
  return [
    '## Judge',
    '',
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Linux ${os.release()}; load average ${fixed(load1 ?? 0, 1)} / ${fixed(load5 ?? 0, 1)} (1 / 5 min) when the run ended.`,
    '',
    '| language | hello world, bare (ms) | hello world, sandboxed (ms) | sandbox overhead (ms) | per-run sandbox overhead (ms) | compile (ms) | 10-test problem end to end (ms) | submissions / min at 2 concurrent |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Median sandbox overhead per test run against the bare process: **${fixed(overall)} ms** (target: at most ${OVERHEAD_TARGET_MS} ms);`,
    `per-run sandbox (compilations, \`run\`, validators): ${fixed(overallPerRun)} ms.`,
    '',
    'Hello world: median wall time of 60 runs of the compiled program, bare (spawned directly, no limits), sandboxed as',
    'a test run (in a box of a submission\'s session: the box helper hands the pipes to the box\'s runner, which forks',
    'and starts the program in fresh cgroups, then empties /tmp) and in the per-run sandbox',
    '(cgroup set-up, rlimits, bubblewrap with every namespace, teardown), interleaved; each overhead is the median of',
    'the per-run differences. The machine was shared during the run (see the load average); every process start may',
    'wait for a core, so the overheads grow with the load.',
    'Compile: median of 5 sandboxed compilations of the benchmark solution, with the warm toolchains (a C++ solution',
    'that includes <iostream> gains nothing from the precompiled header; javac maps its archive). End to end: median of 3 gradings of a',
    '10-test problem (compile once, run, check each test). Throughput: 8 gradings of that problem, two at a time.',
    'Where the per-run time goes, and what the box keeps of it: "Sandbox: where the per-run time goes" below.',
  ].join('\n');
}
