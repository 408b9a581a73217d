#!/usr/bin/env node
// `npm test` after set-up: every check in order, stopping at the first failure.
// Prints one closing line `N passed, N failed` counting the steps.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const has = (p) => fs.existsSync(path.join(root, p));

const steps = [
  { name: 'types', cmd: ['npx', 'tsc', '-b'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'unit: contract', cmd: ['npx', 'vitest', 'run', '--project', 'contract'] },
  { name: 'judge', cmd: ['npx', 'vitest', 'run', '--project', 'judge'] },
  { name: 'server', cmd: ['npx', 'vitest', 'run', '--project', 'server'] },
  { name: 'scale-out faults', cmd: ['npx', 'vitest', 'run', '--project', 'scale-out-faults'] },
  { name: 'web components', cmd: ['npx', 'vitest', 'run', '--project', 'web'] },
  { name: 'catalogue', cmd: ['node', 'scripts/verify-catalogue.mjs'], when: () => has('scripts/verify-catalogue.mjs') },
  { name: 'browser', cmd: ['npx', 'vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'], when: () => has('apps/web/e2e/vitest.config.ts') },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.includes(o))) continue;
  if (step.when && !step.when()) continue;
  const t0 = Date.now();
  console.log(`\n\x1b[1m▶ ${step.name}\x1b[0m  (${step.cmd.join(' ')})`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`\x1b[32m✔ ${step.name}\x1b[0m in ${seconds}s`);
  } else {
    failed += 1;
    console.log(`\x1b[31m✘ ${step.name}\x1b[0m failed after ${seconds}s`);
    break;
  }
}
console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
