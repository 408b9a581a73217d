import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import type { Constants } from './constants.ts';
import { sortedEntries } from './package-files.ts';

/**
 * The 2025-09 language codes (the format's languages appendix) of the languages the judge
 * runs, for `include/<code>/`. A language missing here takes `include/default/` only.
 */
export const KATTIS_LANGUAGE_CODES: Readonly<Partial<Record<Language, string>>> = { python: 'python3', c: 'c', cpp: 'cpp', java: 'java' };

/** Files a 2025-09 package adds to every submission of a language (`include/<code>/`, else `include/default/`). */
export interface IncludedFiles {
  /** The folder on the host, e.g. `<pkg>/include/python3`. */
  dir: string;
  /** Its regular files, `/`-separated, in name order. */
  files: readonly string[];
  /** 2025-09 constants substituted in them when they are written into a box (constants.ts). */
  constants?: Constants;
}

function listFiles(dir: string, prefix = ''): string[] {
  return sortedEntries(dir).flatMap((entry) => {
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.isFile() ? [`${prefix}${entry.name}`] : [];
  });
}

/** `include/<code>/` for each language the judge runs that has one, and `include/default/` under "default". */
export function readIncludedFiles(pkgDir: string, constants: Constants = {}): Partial<Record<Language | 'default', IncludedFiles>> {
  const found: Partial<Record<Language | 'default', IncludedFiles>> = {};
  const codes = [...(Object.entries(KATTIS_LANGUAGE_CODES) as [Language, string][]), ['default', 'default'] as const];
  for (const [language, code] of codes) {
    const dir = path.join(pkgDir, 'include', code);
    const files = listFiles(dir);
    if (files.length > 0) found[language] = { dir, files, ...(Object.keys(constants).length > 0 ? { constants } : {}) };
  }
  return found;
}

/** What a submission in `language` gets: its own language's folder, which overrides the default one. */
export function includedFilesFor(included: Partial<Record<Language | 'default', IncludedFiles>>, language: Language): IncludedFiles | undefined {
  return included[language] ?? included.default;
}
