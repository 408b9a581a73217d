import { defineConfig } from 'vitest/config';

// One runner for every workspace; `npm test` runs the projects as separate steps.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/judge/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/server/test/scale-out/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'deploy/vitest.config.ts',
    ],
  },
});
