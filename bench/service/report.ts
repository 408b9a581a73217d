import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { LanguageFigures } from './service-bench.ts';
import { runLines } from '../support/run-lines.ts';

const ms = (value: number) => value.toFixed(0);

export function formatServiceSection(figures: readonly LanguageFigures[], rounds: number, command: string): string {
  const rows = figures.map(
    ({ language, service, bare }) =>
      `| ${LANGUAGE_LABELS[language]} | ${ms(service.median)} | ${ms(service.p95)} | ${ms(bare.median)} | ${ms(bare.p95)} | ${ms(service.median - bare.median)} |`,
  );
  return [
    '## Judging service',
    '',
    ...runLines(command),
    '',
    '| language | service: submit to final verdict, median (ms) | p95 (ms) | bare judge, median (ms) | p95 (ms) | service overhead, median (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `The 10-test sum problem of the judge benchmark, accepted solutions. Service: \`POST /api/submissions\` on a running`,
    `server (embedded database), then the events stream read until its final event; ${rounds} timed submissions per`,
    `language after one warm-up, one at a time. Bare judge: \`gradeSubmission\` of the judge package on the same package,`,
    `interleaved with the service rounds so load falls on both alike. The difference is the queue, the database writes of`,
    `the row and of one event per test, the package hash check, and HTTP/SSE.`,
  ].join('\n');
}
