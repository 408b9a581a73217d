import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const monacoVimEsm = path.join(path.dirname(require.resolve('monaco-vim/package.json')), 'dist/index.mjs');

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(here, 'src') },
      // monaco-vim imports Monaco by its file paths (monaco-editor/esm/vs/…), which Monaco's
      // package exports map as monaco-editor/…; both then name the same bundled files.
      { find: /^monaco-editor\/esm\/vs\/(.*)$/, replacement: 'monaco-editor/$1' },
      // Its "browser" build is a UMD file carrying its own copy of old Monaco internals;
      // the ES module build shares the bundled Monaco instead.
      { find: /^monaco-vim$/, replacement: monacoVimEsm },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
