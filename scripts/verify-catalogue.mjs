#!/usr/bin/env node
// Verifies every problem package of the catalogue with the judge (`judge verify`
// semantics: accepted solutions pass, wrong ones fail as their folder says, templates
// are judged Wrong Answer, input validators accept every input). Packages run two at a
// time by default (--workers N). Unlike `judge verify`, time_limit_exceeded submissions are
// not run a second time with the limit × time_limit_to_tle: that check only warns, and
// costs a run of up to twice the limit per such submission.
// A package whose files and the judge's own sources are unchanged since its last
// successful verification is not judged again (cache in .cache/verify/).
// Usage: node scripts/verify-catalogue.mjs [--workers N] [--no-cache] [--problems-dir DIR] [--cache-dir DIR] [SLUG...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    workers: { type: 'string', default: '2' },
    'no-cache': { type: 'boolean' },
    'problems-dir': { type: 'string', default: path.join(root, 'problems') },
    'cache-dir': { type: 'string', default: path.join(root, '.cache', 'verify') },
  },
});
const problemsDir = path.resolve(values['problems-dir']);
const cacheDir = path.resolve(values['cache-dir']);
const workers = Math.max(1, Number(values.workers) || 2);

register();
// The judge's own package hash and verifier: this script only caches and reports.
const { hashPackageDir } = await import('../packages/judge/src/package/package-hash.ts');

// A change in the judge can change any verdict, so its sources are part of every key.
const judgeDigest = hashPackageDir(path.join(root, 'packages', 'judge', 'src'));
const packageKey = (dir) => `${judgeDigest}:${hashPackageDir(dir)}`;

function cacheFile(slug) {
  return path.join(cacheDir, `${slug}.json`);
}

function isCached(slug, key) {
  if (values['no-cache']) return false;
  try {
    return JSON.parse(fs.readFileSync(cacheFile(slug), 'utf8')).key === key;
  } catch {
    return false;
  }
}

const slugs = (positionals.length > 0 ? positionals.map((p) => path.basename(path.resolve(p))) : fs.readdirSync(problemsDir))
  .filter((slug) => fs.existsSync(path.join(problemsDir, slug, 'problem.yaml')))
  .sort();

const pending = [];
let cachedCount = 0;
for (const slug of slugs) {
  const key = packageKey(path.join(problemsDir, slug));
  if (isCached(slug, key)) cachedCount += 1;
  else pending.push({ slug, key });
}
console.log(`Catalogue: ${slugs.length} problems, ${cachedCount} unchanged since their last verification, ${pending.length} to judge (${workers} at a time).`);

let verifiedCount = 0;
const failures = [];
if (pending.length > 0) {
  const { createJudge } = await import('../packages/judge/src/judge.ts');
  const { verifyPackage, formatVerifyTable, isHostileRow } = await import('../packages/judge/src/verify.ts');
  const { formatVerifyFindings } = await import('../packages/judge/src/verify-findings.ts');
  const judge = createJudge();
  fs.mkdirSync(cacheDir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const { slug, key } = pending[next];
      next += 1;
      const started = Date.now();
      const report = await verifyPackage(judge, path.join(problemsDir, slug), { concurrency: 1, checkTimeLimitMargins: false }).catch((error) => ({
        rows: [],
        packageError: `the judge failed: ${error.message}`,
        isOk: false,
      }));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (report.isOk) {
        verifiedCount += 1;
        fs.writeFileSync(cacheFile(slug), JSON.stringify({ key, verifiedAt: new Date().toISOString() }));
        const hostile = report.rows.filter(isHostileRow).length;
        console.log(`✔ ${slug} (${report.rows.length - hostile} submissions${hostile > 0 ? `, ${hostile} hostile programs` : ''}, ${seconds} s)`);
      } else {
        failures.push(slug);
        fs.rmSync(cacheFile(slug), { force: true });
        const findings = report.inputs ? formatVerifyFindings(report).join('\n') : '';
        const details = [report.rows.length > 0 ? formatVerifyTable(report) : '', findings, report.packageError ? `✘ ${report.packageError}` : '']
          .filter(Boolean)
          .join('\n');
        console.log(`✘ ${slug} (${seconds} s)\n${details.replace(/^/gm, '    ')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

console.log(`\n${verifiedCount} verified, ${cachedCount} cached, ${failures.length} failed${failures.length ? `: ${failures.join(', ')}` : ''}`);
process.exit(failures.length === 0 ? 0 : 1);
