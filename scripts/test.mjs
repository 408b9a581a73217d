#!/usr/bin/env node
// `npm test` after set-up: every check in order, stopping at the first failure.
// Prints one closing line `N passed, N failed` counting the steps. Steps that share a
// `group` run at the same time (their output is printed whole, one step after the other).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const has = (p) => fs.existsSync(path.join(root, p));

const steps = [
  { name: 'types', cmd: ['npx', 'tsc', '-b'], group: 'static' },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'], group: 'static' },
  { name: 'unit: contract', cmd: ['npx', 'vitest', 'run', '--project', 'contract'] },
  { name: 'judge', cmd: ['npx', 'vitest', 'run', '--project', 'judge'] },
  { name: 'server', cmd: ['npx', 'vitest', 'run', '--project', 'server'] },
  { name: 'scale-out faults', cmd: ['npx', 'vitest', 'run', '--project', 'scale-out-faults'] },
  { name: 'web components', cmd: ['npx', 'vitest', 'run', '--project', 'web'] },
  { name: 'deploy files', cmd: ['npx', 'vitest', 'run', '--project', 'deploy'] },
  { name: 'catalogue', cmd: ['node', 'scripts/verify-catalogue.mjs'], when: () => has('scripts/verify-catalogue.mjs') },
  { name: 'browser', cmd: ['npx', 'vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'], when: () => has('apps/web/e2e/vitest.config.ts') },
];

const only = process.argv.slice(2);
const selected = steps.filter((step) => (only.length === 0 || only.some((o) => step.name.includes(o))) && (!step.when || step.when()));

/** Runs one step; `buffered` keeps its output until it ends so concurrent steps do not interleave. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const chunks = [];
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => resolve({ step, ok: code === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1), output: Buffer.concat(chunks) }));
  });
}

const header = (step) => `\n\x1b[1m▶ ${step.name}\x1b[0m  (${step.cmd.join(' ')})`;

let passed = 0;
let failed = 0;
const started = Date.now();
for (let i = 0; i < selected.length && failed === 0; ) {
  const group = selected[i].group ? selected.filter((s) => s.group === selected[i].group) : [selected[i]];
  i += group.length;
  const concurrent = group.length > 1;
  if (!concurrent) console.log(header(group[0]));
  const results = await Promise.all(group.map((step) => run(step, concurrent)));
  for (const { step, ok, seconds, output } of results) {
    if (concurrent) {
      console.log(header(step));
      process.stdout.write(output);
    }
    if (ok) {
      passed += 1;
      console.log(`\x1b[32m✔ ${step.name}\x1b[0m in ${seconds}s`);
    } else {
      failed += 1;
      console.log(`\x1b[31m✘ ${step.name}\x1b[0m failed after ${seconds}s`);
    }
  }
}
console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
