import os from 'node:os';
import type { PageFigures } from './page-bench.ts';

const ms = (value: number) => (Number.isNaN(value) ? 'cached' : String(value));

export function formatPageSection({ visits, medianEditorMs }: PageFigures, command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os.loadavg().map((value) => value.toFixed(1));
  return [
    '## Solve page',
    '',
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}).`,
    `Machine: ${os.cpus().length} × ${cpu}; load average ${load[0]} / ${load[1]} (1 / 5 min) when the run ended.`,
    '',
    `**Median: the editor shows its template ${medianEditorMs} ms after navigation** (goal: 1,000 ms).`,
    '',
    '| problem | editor with template (ms) | problem answer (ms) | template answer (ms) | editor code (ms) | Python mode code (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    ...visits.map((visit) => `| ${visit.slug} | ${visit.editorMs} | ${ms(visit.problemMs)} | ${ms(visit.templateMs)} | ${ms(visit.editorCodeMs)} | ${ms(visit.languageCodeMs)} |`),
    '',
    "Debian's Chromium, headless, 1280 × 800, signed in; one visit first fills the cache, then each problem is opened from",
    'the problem list. Times are from the start of the navigation (Resource Timing `responseEnd`); "cached" is a file',
    'the browser took from its memory cache without a request. The server runs embedded on this machine.',
  ].join('\n');
}
