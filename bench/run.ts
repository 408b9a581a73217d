// `npm run bench`: runs every benchmark and rewrites its section of BENCHMARKS.md.
import fs from 'node:fs';
import path from 'node:path';
import { runJudgeBenchmarks } from './judge/judge-bench.ts';
import { formatJudgeSection } from './judge/report.ts';
import { replaceSection } from './judge/sections.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCHMARKS_FILE = path.join(ROOT, 'BENCHMARKS.md');

const figures = await runJudgeBenchmarks((line) => console.log(line));
const section = formatJudgeSection(figures, 'npm run bench');
const existing = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
fs.writeFileSync(BENCHMARKS_FILE, replaceSection(existing, '## Judge', section));
console.log(`\n${section}\n\nWritten to ${path.relative(ROOT, BENCHMARKS_FILE)}.`);
