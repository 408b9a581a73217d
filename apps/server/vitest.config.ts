import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file starts its own PGlite (a WebAssembly Postgres); on a busy machine that takes seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
