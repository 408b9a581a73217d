#!/usr/bin/env node
// Verifies every package of the archive set (fetched by fetch-archives.mjs) with
// `judge verify` and reports N of M: a package counts when the reader takes it and every
// submission in a language the judge runs gets its folder's verdict. Packages run one
// after the other (--workers N for more), each in its own `judge verify` process with a
// time bound (--timeout SECONDS, default 900), so a slow package cannot hold the run.
// The reports go to --results (JSON), one line per package to stdout.
// Usage: node scripts/archives/verify-archives.mjs [--archives DIR] [--jobs N] [--workers N] [--results FILE] [FILTER...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    archives: { type: 'string', default: path.join(root, '.cache', 'archives') },
    jobs: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '900' },
    results: { type: 'string', default: path.join(root, '.cache', 'archives-report.json') },
    judge: { type: 'string', default: path.join(root, 'packages', 'judge', 'bin', 'judge.mjs') },
  },
});
const set = JSON.parse(fs.readFileSync(path.join(here, 'archive-set.json'), 'utf8'));
const packages = set.repositories
  .flatMap(({ repo, packages: paths }) => paths.map((pkg) => ({ name: `${repo}/${pkg}`, dir: path.join(values.archives, repo.replace('/', '+'), pkg) })))
  .filter(({ name }) => positionals.length === 0 || positionals.some((filter) => name.includes(filter)));

function verify(pkg) {
  if (!fs.existsSync(path.join(pkg.dir, 'problem.yaml'))) return Promise.resolve({ ...pkg, isOk: false, reason: 'not fetched (run fetch-archives.mjs)' });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [values.judge, 'verify', '--json', '--jobs', values.jobs, pkg.dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), Number(values.timeout) * 1000);
    const started = Date.now();
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (signal) return resolve({ ...pkg, isOk: false, seconds, reason: `stopped after ${values.timeout} s` });
      try {
        const [report] = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
        resolve({ ...pkg, isOk: report.isOk, seconds, reason: reasonOf(report), report });
      } catch {
        resolve({ ...pkg, isOk: false, seconds, reason: `judge verify exited ${code}: ${(stderr || stdout).trim().split('\n').slice(-3).join(' ')}` });
      }
    });
  });
}

/** The first thing that keeps a package from verifying, in a line. */
function reasonOf(report) {
  if (report.packageError) return report.packageError.replace(report.dir, '.');
  const row = report.rows.find((candidate) => !candidate.isMatch);
  if (row) return `${row.submission}: expected ${row.expected}, got ${row.got}${row.note ? ` (${row.note})` : ''}`;
  const problem = report.inputs?.problems?.[0];
  return problem ?? '';
}

const results = [];
let next = 0;
async function worker() {
  while (next < packages.length) {
    const pkg = packages[next];
    next += 1;
    const result = await verify(pkg);
    results.push(result);
    const skipped = result.report?.skipped?.length ? ` · ${result.report.skipped.length} skipped` : '';
    process.stdout.write(`${result.isOk ? '✔' : '✘'} ${result.name} (${result.seconds ?? 0} s${skipped})${result.isOk ? '' : `: ${result.reason}`}\n`);
  }
}
await Promise.all(Array.from({ length: Math.max(1, Number(values.workers)) }, worker));
fs.mkdirSync(path.dirname(values.results), { recursive: true });
fs.writeFileSync(values.results, `${JSON.stringify(results, null, 1)}\n`);
const verified = results.filter((result) => result.isOk).length;
process.stdout.write(`\n${verified} of ${results.length} packages verified (${new Set(results.map((r) => r.name.split('/').slice(0, 2).join('/'))).size} repositories)\n`);
