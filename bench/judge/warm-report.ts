import os from 'node:os';
import type { WarmFigure } from './warm-compare.ts';
import { fixed } from './stats.ts';

export const WARM_HEADING = '### Warm toolchains';

/** The warm toolchains' subsection of "## Judge" in BENCHMARKS.md. */
export function formatWarmSection(figures: readonly WarmFigure[], command: string): string {
  const rows = figures.map(
    (f) => `| ${f.label} | ${f.oursName} | ${fixed(f.oursMs, 0)} | ${f.plainName} | ${fixed(f.plainMs, 0)} | ${fixed((100 * f.oursMs) / f.plainMs, 0)} % |`,
  );
  const [load1, load5] = os.loadavg();
  return [
    WARM_HEADING,
    '',
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}) on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}; load average ${fixed(load1 ?? 0, 1)} / ${fixed(load5 ?? 0, 1)} (1 / 5 min) when the run ended.`,
    '',
    '| figure | ours | ours (ms) | against | against (ms) | ours / against |',
    '|---|---|---:|---|---:|---:|',
    ...rows,
    '',
    'Everything in the sandbox (cgroup, bubblewrap, seccomp), wall time from start to exit, job set-up not counted.',
    'Submit to final verdict against the bare floor, in every language: "Judging service".',
    'The long-lived compiler: the judge\'s whole compile step (sources copied to the server, the compile, classes',
    'copied back) on a server that already runs; its start (about a second) comes once per 200 compiles.',
    'Medians of 7 compilations or 30 starts per side, the two sides alternating so load weighs on both alike.',
    'Goals (issue #17): C++ bits/stdc++.h compile with the precompiled header at most 30 % of plain g++; Java compile',
    'at most 10 % of a cold javac; Java hello world at most 70 % of the default JVM start. The hello world misses',
    'it: the default JVM (G1) maps its module graph from the archive, which the serial collector cannot (JDK 17),',
    'and initialising the module system is then about 8 ms instead of 1.6 (packages/judge/README.md, JVM flags).',
  ].join('\n');
}
