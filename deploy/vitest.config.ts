import { defineConfig } from 'vitest/config';

// The deployment files' own checks (compose.yaml, the seccomp profile, the Kubernetes
// manifests): quick, no Docker. The stack itself is `npm run test:deploy` (test/vitest.config.ts).
export default defineConfig({
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
