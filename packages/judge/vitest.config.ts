import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'judge',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Concurrent tests (the hostile suite) run two sandboxed jobs at a time, as the issue asks.
    maxConcurrency: 2,
    // Two files at a time: much of a judge test is a sandbox starting or a program waiting, so two overlap
    // (about 330 s one at a time, 215 s two at a time on two cores).
    maxWorkers: 2,
  },
});
