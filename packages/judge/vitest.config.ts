import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'judge',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Concurrent tests (the hostile suite) run two sandboxed jobs at a time, as the issue asks.
    maxConcurrency: 2,
  },
});
