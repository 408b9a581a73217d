import path from 'node:path';
import { sortedEntries } from './package-files.ts';

/** 2025-09 `data/invalid_input/`: inputs (no answers) that some input validator must reject. */
export const INVALID_INPUT_FOLDER = path.join('data', 'invalid_input');

/** Its `.in` files, relative to the package, subfolders in name order. */
export function findInvalidInputs(pkgDir: string, relative: string = INVALID_INPUT_FOLDER): string[] {
  const found: string[] = [];
  for (const entry of sortedEntries(path.join(pkgDir, relative))) {
    const entryRelative = path.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...findInvalidInputs(pkgDir, entryRelative));
    else if (entry.name.endsWith('.in')) found.push(entryRelative);
  }
  return found;
}
