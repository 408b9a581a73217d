import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import type { LanguageFigures } from './service-bench.ts';
import { runLines } from '../support/run-lines.ts';

const ms = (value: number) => value.toFixed(0);
/** Submit to final verdict against the bare floor, at most (issue #17): Java's warm compiler beats a cold javac. */
const FLOOR_GOALS: Record<Language, number> = { python: 1.3, c: 1.3, cpp: 1.3, java: 0.7, javascript: 1.3, typescript: 1.3, go: 1.3, rust: 1.3, kotlin: 1.3, csharp: 1.3 };

export function formatServiceSection(figures: readonly LanguageFigures[], rounds: number, command: string): string {
  const rows = figures.map(
    ({ language, service, bare, floor }) =>
      `| ${LANGUAGE_LABELS[language]} | ${ms(service.median)} | ${ms(service.p95)} | ${ms(bare.median)} | ${ms(bare.p95)} | ${ms(service.median - bare.median)} | ${(service.median / bare.median).toFixed(2)} | ${ms(floor.median)} | ${(service.median / floor.median).toFixed(2)} × (goal ${FLOOR_GOALS[language]} ×) |`,
  );
  return [
    '## Judging service',
    '',
    ...runLines(command),
    '',
    '| language | service: submit to final verdict, median (ms) | p95 (ms) | bare judge, median (ms) | p95 (ms) | service overhead, median (ms) | service / bare judge | bare floor, median (ms) | service / bare floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `The 10-test sum problem of the judge benchmark, accepted solutions. Service: \`POST /api/submissions\` on a running`,
    `server (embedded database), then the events stream read until its final event; ${rounds} timed submissions per`,
    `language after one warm-up, one at a time. Bare judge: \`gradeSubmission\` of the judge package on the same package,`,
    `interleaved with the service rounds so load falls on both alike. The difference is HTTP and the submission's row`,
    `(checks, insert, progress), the queue and the claim, the call to the judge's own process (the server's judge runs in a`,
    `child process beside the embedded database, see apps/server/src/judge-host/README.md), the test events stored behind the`,
    `published ones (those of a short grading in the verdict's own transaction), the verdict's transaction and SSE. The`,
    `machine is shared: compare the ratio of the two medians`,
    `beside the difference, which other work on the machine stretches as much as the grading itself.`,
    `Bare floor: the language's compile command with the system compiler (no precompiled header, a cold javac) and the`,
    `ten tests run one after another as bare processes on the host, no sandbox, no limits, no checks, interleaved with the others.`,
    `Each of the three measurements starts after a pause of 400 ms, once the judges' own work after a grading (the next job`,
    `prepared, the boxes' clients started ahead) is over: an idle server's submission, as a learner's usually is.`,
    `Goals (issue #17): service overhead at most 15 ms; submit to final verdict at most 1.3 × the floor for C, C++ and`,
    `Python, 0.7 × for Java.`,
  ].join('\n');
}
