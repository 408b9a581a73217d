import os from 'node:os';
import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import type { ExposureFigures } from './exposure-bench.ts';
import type { GradingFigures } from './grading-bench.ts';
import { EXPOSURE_ROUNDS, PARALLEL_ROUNDS } from './parallel-bench.ts';
import { SCALING_TARGET } from './report.ts';
import { fixed } from './stats.ts';

export const PARALLEL_HEADING = '## Tests in parallel';

/** The "## Tests in parallel" section of BENCHMARKS.md. */
export function formatParallelSection(figures: readonly { language: Language; grading: GradingFigures; exposure: ExposureFigures }[], command: string): string {
  const rows = figures.map(({ language, grading: g }) =>
    [
      LANGUAGE_LABELS[language],
      fixed(g.endToEndSequentialMs, 0),
      fixed(g.endToEndParallelMs, 0),
      `${fixed(100 * (1 - g.endToEndParallelMs / g.endToEndSequentialMs), 0)} %`,
      fixed(g.perMinuteOne, 0),
      fixed(g.perMinuteTwo, 0),
      `${fixed(g.perMinuteTwo / g.perMinuteOne, 2)} ×`,
      fixed(g.perMinuteTwoSequential, 0),
      `${fixed(g.perMinuteTwoSequential / g.perMinuteOne, 2)} ×`,
    ].join(' | '),
  );
  const exposureRows = figures.map(({ language, exposure: e }) =>
    [LANGUAGE_LABELS[language], fixed(e.runAloneMs, 0), fixed(e.runBesideMs, 0), fixed(e.waitMedianMs, 1), fixed(e.waitMaxMs, 1), fixed(e.gradingAloneMs, 0), fixed(e.gradingBesideMs, 0)].join(' | '),
  );
  const [load1, load5] = os.loadavg();
  return [
    PARALLEL_HEADING,
    '',
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}; load average ${fixed(load1 ?? 0, 1)} / ${fixed(load5 ?? 0, 1)} (1 / 5 min) when the run ended.`,
    '',
    '| language | lone grading, one slot (ms) | a second slot idle (ms) | less time | per min, 1 concurrent (1 slot) | 2 concurrent (2 slots) | 2 vs 1 | 2 concurrent, tests one at a time (control) | control vs 1 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row} |`),
    '',
    `The judge benchmark's 10-test problem and gradings (see "Judge"), measured more often: medians of ${PARALLEL_ROUNDS.endToEnd} lone gradings`,
    `per side, interleaved, and ${PARALLEL_ROUNDS.throughput} batches of 8 gradings per column, interleaved, each round starting one column later (a load that\nrises or falls during the run then favours no column). Goal: 2 concurrent at least`,
    `${fixed(SCALING_TARGET, 1)} × 1 concurrent, i.e. a full queue loses nothing to the borrowing; the control (two at a time, every test`,
    'after the other, as before) shows what the machine gave two concurrent gradings at that time, so the borrowing is judged',
    'by the two beside each other. Java is left out: its gradings are mostly the compile and JVM starts.',
    '',
    '### A Run beside another submission\'s hidden tests',
    '',
    '| language | Run alone (ms) | Run sent into a grading (ms) | of which waiting at the gate, median (ms) | largest wait (ms) | grading alone (ms) | grading with the Run (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...exposureRows.map((row) => `| ${row} |`),
    '',
    `A Run never runs beside a hidden test (\`packages/judge/src/exposure-gate.ts\`): sent while a grading of the 10-test problem`,
    `runs its tests on the other slot, it waits at the gate for the tests running then. ${EXPOSURE_ROUNDS} rounds per language, interleaved`,
    'with the Run and the grading alone; the Run is sent 30-80 % into the grading. Medians, but the largest wait.',
  ].join('\n');
}
