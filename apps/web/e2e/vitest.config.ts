import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// Browser tests against the real server and the built web app, two files at a time: most of
// a browser test is waiting for pages and verdicts, so two overlap well even on two cores.
export default defineConfig({
  test: {
    name: 'browser',
    root: here,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    // A server's start (support/app-server.ts) fits in a hook.
    hookTimeout: 300_000,
  },
});
