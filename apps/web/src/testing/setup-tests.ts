import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Test files share one module registry per worker (isolate: false); the project's own
// modules are loaded afresh for each file so no store or cache leaks between files.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
