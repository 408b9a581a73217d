// One lint config for the whole repository. Besides the usual rules it enforces
// the import direction of ARCHITECTURE.md: contract <- judge <- server; web <- contract;
// and features that never reach into each other.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const featureDirs = (root) =>
  fs.existsSync(root)
    ? fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

// A feature may import only itself (and shared code); features meet in route files.
const featureZones = (root) =>
  featureDirs(root).map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [`./${name}`],
    message: 'Features do not import each other; share through lib/components or compose in app/.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cache/**',
      'problems/**',
      'packages/judge/test/fixtures/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './packages/judge', message: 'contract depends on nothing.' },
            { target: './packages/contract', from: './apps' , message: 'contract depends on nothing.' },
            { target: './packages/judge', from: './apps', message: 'judge knows nothing of HTTP or the database.' },
            { target: './apps/web', from: './apps/server', message: 'web imports only contract.' },
            { target: './apps/web', from: './packages/judge', message: 'web imports only contract.' },
            { target: './apps/server', from: './apps/web', message: 'server does not import web.' },
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/features',
              message: 'Shared server code imports no feature; move the helper into the feature that needs it.',
            },
            ...featureZones('apps/web/src/features'),
            ...featureZones('apps/server/src/features'),
          ],
        },
      ],
    },
  },
  {
    // The queue runs jobs; whether a request may add one (429) is lib/admission's.
    files: ['apps/server/src/queue/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*'], message: 'The queue knows nothing of HTTP.' },
            { group: ['**/lib/app-error*', '**/admission*', '**/features/**'], message: 'The queue knows nothing of HTTP: admission and AppError belong to lib/ and the features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/e2e/**', 'apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Fakes and fixtures live in src/testing; only tests (and other test helpers) use them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/testing/*', '**/testing/*'], message: 'Production code does not import test fakes (src/testing).' }] },
      ],
    },
  },
);
