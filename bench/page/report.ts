import type { PageFigures } from './page-bench.ts';
import { runLines } from '../support/run-lines.ts';

const ms = (value: number) => (Number.isNaN(value) ? 'cached' : String(value));

export function formatPageSection({ visits, medianEditorMs }: PageFigures, command: string): string {
  return [
    '## Solve page',
    '',
    ...runLines(command),
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
