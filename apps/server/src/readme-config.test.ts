import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';
import { repositoryRoot } from './paths.ts';

// The README's configuration table is what operators read: it must name every
// variable the server reads, with the same default.
describe('README configuration table', () => {
  const readme = fs.readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  // Only the Configuration section: other sections have tables of some of the variables too.
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const rows = new Map(
    [...section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]),
  );

  it.each(CONFIG_VARIABLES.map((variable) => [variable.name, variable.default]))('documents %s with default %s', (name, fallback) => {
    expect(rows.get(name)).toBe(fallback);
  });

  it('documents no variable the server does not read', () => {
    const known = new Set<string>(CONFIG_VARIABLES.map((variable) => variable.name));
    expect([...rows.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
