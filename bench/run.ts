// `npm run bench [judge|parallel|warm|service|api|page|scale|contests]`: runs the benchmarks (all by default) and rewrites
// their sections of BENCHMARKS.md, leaving the other sections as they are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runJudgeBenchmarks } from './judge/judge-bench.ts';
import { formatJudgeSection } from './judge/report.ts';
import { replaceSection } from './judge/sections.ts';
import { runParallelBenchmarks } from './judge/parallel-bench.ts';
import { formatParallelSection, PARALLEL_HEADING } from './judge/parallel-report.ts';
import { runIsolationBenchmarks } from './judge/isolation-bench.ts';
import { formatIsolationSection, ISOLATION_HEADING } from './judge/isolation-report.ts';
import { runWarmBenchmarks } from './judge/warm-bench.ts';
import { formatInteractiveSection, INTERACTIVE_HEADING, runInteractiveBenchmarks } from './judge/interactive-bench.ts';
import { formatWarmSection, WARM_HEADING } from './judge/warm-report.ts';
import { formatServiceSection } from './service/report.ts';
import { runServiceBenchmarks } from './service/service-bench.ts';
import { formatScaleSection } from './scale/report.ts';
import { runScaleBenchmarks } from './scale/scale-bench.ts';
import { runApiBenchmarks } from './api/api-bench.ts';
import { formatApiSection } from './api/report.ts';
import { runPageBenchmarks } from './page/page-bench.ts';
import { formatPageSection } from './page/report.ts';
import { runScoreboardBenchmarks } from './contests/scoreboard-bench.ts';
import { CONTEST_HEADING, formatContestSection } from './contests/report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCHMARKS_FILE = path.join(ROOT, 'BENCHMARKS.md');
const SERVICE_ROUNDS = 9;
const SCALE_SETTINGS = { learners: 8, batch: 32, steady: 16, steadyLoad: 0.5 };
const CONTEST_SETTINGS = { participants: 500, submissions: 5000, streams: 50, updates: 40, learners: 10 };

interface Benchmark {
  heading: string;
  run: (command: string) => Promise<string>;
}

const BENCHMARKS = {
  judge: {
    heading: '## Judge',
    run: async (command) =>
      [formatJudgeSection(await runJudgeBenchmarks(console.log), command), formatWarmSection(await runWarmBenchmarks(console.log), command)].join('\n\n'),
  },
  parallel: { heading: PARALLEL_HEADING, run: async (command) => formatParallelSection(await runParallelBenchmarks(console.log), command) },
  warm: { heading: WARM_HEADING, run: async (command) => formatWarmSection(await runWarmBenchmarks(console.log), command) },
  interactive: { heading: INTERACTIVE_HEADING, run: async (command) => formatInteractiveSection(await runInteractiveBenchmarks(console.log), command) },
  // Beside another checkout (BENCH_BEFORE): run only when asked for by name.
  isolation: {
    heading: ISOLATION_HEADING,
    run: async (command) => {
      const before = process.env.BENCH_BEFORE;
      if (!before) throw new Error('npm run bench isolation needs BENCH_BEFORE: a checkout (with its npm packages) to compare with');
      const commit = execFileSync('git', ['-C', before, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      return formatIsolationSection(await runIsolationBenchmarks(before, console.log), command, commit);
    },
  },
  service: {
    heading: '## Judging service',
    run: async (command) => formatServiceSection(await runServiceBenchmarks(SERVICE_ROUNDS, console.log), SERVICE_ROUNDS, command),
  },
  api: { heading: '## API', run: async (command) => formatApiSection(await runApiBenchmarks(console.log), command) },
  page: { heading: '## Solve page', run: async (command) => formatPageSection(await runPageBenchmarks(console.log), command) },
  scale: {
    heading: '## Scale-out',
    run: async (command) => formatScaleSection(await runScaleBenchmarks(SCALE_SETTINGS, console.log), command),
  },
  contests: { heading: CONTEST_HEADING, run: async (command) => formatContestSection(await runScoreboardBenchmarks(CONTEST_SETTINGS, console.log), command) },
} satisfies Record<string, Benchmark>;
type BenchmarkName = keyof typeof BENCHMARKS;

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Choose from: ${Object.keys(BENCHMARKS).join(', ')}.`);
  process.exit(2);
}
const names = (requested.length > 0 ? requested : Object.keys(BENCHMARKS).filter((name) => name !== 'isolation')) as BenchmarkName[];
const command = ['npm run bench', ...requested].join(' ');

for (const name of names) {
  const { heading, run } = BENCHMARKS[name];
  const section = await run(command);
  const existing = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  fs.writeFileSync(BENCHMARKS_FILE, replaceSection(existing, heading, section));
  console.log(`\n${section}\n\nWritten to ${path.relative(ROOT, BENCHMARKS_FILE)}.`);
}
