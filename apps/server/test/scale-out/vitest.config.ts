import { defineConfig } from 'vitest/config';

// The scale-out fault test: its own project and its own step of `npm test` (it starts
// a private PostgreSQL and Redis, two API servers and two workers, and takes minutes).
export default defineConfig({
  test: {
    name: 'scale-out-faults',
    environment: 'node',
    include: ['**/*.fault.ts'],
    hookTimeout: 360_000,
    testTimeout: 600_000,
    fileParallelism: false,
  },
});
