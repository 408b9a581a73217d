import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: builds the images, brings compose.yaml's stack up and judges through
// it (README.md, "Deployment"). Minutes long and needs Docker, so it is not part of `npm test`.
export default defineConfig({
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['deploy/test/**/*.deploy.ts'],
    hookTimeout: 1_800_000,
    testTimeout: 300_000,
    fileParallelism: false,
  },
});
