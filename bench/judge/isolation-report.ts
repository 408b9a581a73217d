import os from 'node:os';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { IsolationFigures } from './isolation-bench.ts';
import { fixed } from './stats.ts';

export const ISOLATION_HEADING = '## Isolation: the cost of a fresh state per test';

/** The section of BENCHMARKS.md comparing this checkout's box with the one before each test had namespaces of its own. */
export function formatIsolationSection(figures: readonly IsolationFigures[], command: string, before: string): string {
  const [load1, load5] = os.loadavg();
  const rows = figures.map(
    (f) =>
      `| ${LANGUAGE_LABELS[f.language]} | ${fixed(f.bareMs)} | ${fixed(f.beforeOverheadMs)} | ${fixed(f.nowOverheadMs)} | ${fixed(f.nowOverheadMs - f.beforeOverheadMs)} | ${fixed(f.beforeOneOffOverheadMs)} | ${fixed(f.nowOneOffOverheadMs)} |`,
  );
  return [
    ISOLATION_HEADING,
    '',
    `Command: \`BENCH_BEFORE=<checkout of ${before}> ${command}\` (${new Date().toISOString().slice(0, 10)}).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Linux ${os.release()}; load average ${fixed(load1 ?? 0, 1)} / ${fixed(load5 ?? 0, 1)} (1 / 5 min) when the run ended.`,
    '',
    '| language | hello world, bare (ms) | test run overhead, before (ms) | test run overhead, now (ms) | cost of the fresh state (ms) | one-off run overhead, before (ms) | one-off run overhead, now (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '"Before" is the box in which a test ran after the earlier tests of its submission (the runner wiped /tmp and System V',
    'objects between tests, as root on the host); "now" is the box in which every test gets namespaces of its own, made while',
    'the earlier test ran, as the job\'s own unprivileged user. A one-off run is a run outside a session: before, bubblewrap',
    'started by a launcher shell; now, a box of its own. Medians of the per-run differences against the bare program over 60',
    'interleaved runs of each, both checkouts in one process.',
  ].join('\n');
}
