import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file starts its own PGlite (a WebAssembly Postgres); on a busy machine that takes seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Files of one worker share loaded modules, so PGlite's WebAssembly is compiled once per
    // worker instead of once per file (halves the CPU time). Tests must therefore not mock modules.
    isolate: false,
    // Two files at a time even on two cores (the default there is one): most of a file's time is
    // waiting on child servers, judging and databases. Each file has its own database and Redis prefix.
    maxWorkers: 2,
  },
});
