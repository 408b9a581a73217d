// `npx tsx bench/service/run-service-bench.ts`: rewrites the "## Judging service" section of BENCHMARKS.md.
import fs from 'node:fs';
import path from 'node:path';
import { replaceSection } from '../judge/sections.ts';
import { formatServiceSection } from './report.ts';
import { runServiceBenchmarks } from './service-bench.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BENCHMARKS_FILE = path.join(ROOT, 'BENCHMARKS.md');
const ROUNDS = 9;

const figures = await runServiceBenchmarks(ROUNDS, (line) => console.log(line));
const section = formatServiceSection(figures, ROUNDS, 'npx tsx bench/service/run-service-bench.ts');
const existing = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
fs.writeFileSync(BENCHMARKS_FILE, replaceSection(existing, '## Judging service', section));
console.log(`\n${section}\n\nWritten to ${path.relative(ROOT, BENCHMARKS_FILE)}.`);
