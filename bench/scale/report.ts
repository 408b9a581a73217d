import type { ScaleFigures } from './scale-bench.ts';
import { runLines } from '../support/run-lines.ts';

export const SCALE_GOAL = 1.7;

const seconds = (value: number) => value.toFixed(0);
const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

export function formatScaleSection(figures: ScaleFigures, command: string): string {
  const { settings, setups } = figures;
  const one = setups.find((setup) => setup.name === 'scale-out, 1 worker');
  const two = setups.find((setup) => setup.name === 'scale-out, 2 workers');
  const ratio = one && two ? two.perMinute / one.perMinute : Number.NaN;
  const rows = setups.map(
    (setup) =>
      `| ${setup.name} | ${setup.perMinute.toFixed(1)} | ${(setup.p50 / 1000).toFixed(2)} | ${(setup.p95 / 1000).toFixed(2)} | ${seconds(setup.cpu.judging)} | ${(setup.cpu.judging / settings.batch).toFixed(2)} | ${seconds(setup.cpu.api)} | ${seconds(setup.cpu.machineBusy - setup.cpu.judging - setup.cpu.api)} | ${percent(setup.cpu.machineBusy / setup.cpu.machineTotal)} |`,
  );
  const verdict = ratio >= SCALE_GOAL ? `meets the goal of ${SCALE_GOAL} ×` : `misses the goal of ${SCALE_GOAL} × by ${(SCALE_GOAL - ratio).toFixed(2)}`;
  return [
    '## Scale-out',
    '',
    ...runLines(command),
    '',
    '| setup | judged per minute (queue full) | steady load: submit to verdict p50 (s) | p95 (s) | CPU s of the judging processes | per submission | CPU s of the API server | CPU s of everything else | machine busy |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Two workers judge ${ratio.toFixed(2)} × what one does: ${verdict}.`,
    '',
    `Problem two-sum (14 tests), accepted solutions, the four languages in turn. Throughput: ${settings.batch} submissions sent at once`,
    `by ${settings.learners} learners, from the first submit to the last final event, after a warm-up of two per language.`,
    `Steady load: ${settings.steady} submissions at ${figures.steadyPerMinute.toFixed(1)} per minute (${percent(settings.steadyLoad)} of one worker's`,
    'throughput, the same rate for every setup), each timed from `POST /api/submissions` to its final event; with this',
    'few, p95 is the slowest but one or the slowest. Scale-out: one API server (`SERVER_ROLE=api`) and one or two',
    '`npm run worker` processes with `JUDGE_CONCURRENCY=1`, on the machine\'s PostgreSQL (a fresh database) and Redis',
    '(a fresh `REDIS_PREFIX`). Embedded: one `SERVER_ROLE=all` process with `JUDGE_CONCURRENCY=2`, PGlite in a fresh',
    '`DATA_DIR`, no Redis, i.e. the same two judging slots as two workers in one process. CPU columns are for the',
    'throughput batch: the judging processes include the sandboxed compilers and programs they waited for (embedded: with its judge process); "everything',
    'else" is the rest of the machine (PostgreSQL, Redis, this benchmark\'s client, and whatever else ran on the machine);',
    '"machine busy" is the share of all cores in use during the batch. The machine is shared: CPU that other work took',
    'during a batch (in "everything else") is missing from that setup\'s judging, so compare the judging CPU per',
    'submission (the cost of one judgement, the same in every setup when nothing else interferes) beside the rates.',
  ].join('\n');
}
