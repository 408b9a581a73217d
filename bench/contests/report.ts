import { runLines } from '../support/run-lines.ts';
import type { ScoreboardFigures } from './scoreboard-bench.ts';

export const CONTEST_HEADING = '## Contest scoreboard';

export function formatContestSection({ settings, latency, cpuMsPerUpdate, getScoreboard, boardBytes, rowEventBytes }: ScoreboardFigures, command: string): string {
  return [
    CONTEST_HEADING,
    '',
    ...runLines(command),
    '',
    '| what | p50 | p95 | max |',
    '|---|---:|---:|---:|',
    `| verdict written → new board on every stream | ${latency.p50.toFixed(0)} ms | ${latency.p95.toFixed(0)} ms | ${latency.max.toFixed(0)} ms |`,
    `| GET /api/app/contests/:id/scoreboard (load and compute) | ${getScoreboard.p50.toFixed(0)} ms | ${getScoreboard.p95.toFixed(0)} ms | |`,
    '',
    `CPU of the API server holding the streams: ${cpuMsPerUpdate.toFixed(1)} ms per update (the new try and its verdict: reading that`,
    `submission, computing each kind of board once, writing the changed rows to ${settings.streams} streams). A whole board is`,
    `${(boardBytes / 1024).toFixed(0)} KiB of JSON, sent when a stream opens; an update sends the rows that changed (median ${rowEventBytes.toFixed(0)} bytes).`,
    '',
    `Scale-out on this machine: API server A takes the submissions, one worker (JUDGE_CONCURRENCY=1) judges them, API server B`,
    `holds ${settings.streams} scoreboard streams (one of them the jury's) and hears of each verdict through Redis; PostgreSQL and Redis are`,
    `the machine's. The contest holds ${settings.participants} seeded participants with ${settings.submissions.toLocaleString('en')} judged submissions over three problems and three`,
    `hours, plus ${settings.learners} learners who make the ${settings.updates} measured wrong answers one after the other (after 3 for warm-up). Latency`,
    'runs from the submission row\'s finished_at to the moment the last stream received a board showing the new try.',
  ].join('\n');
}
