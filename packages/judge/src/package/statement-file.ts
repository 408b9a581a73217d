import path from 'node:path';
import { pickLanguage } from './problem-config.ts';
import { sortedEntries } from './package-files.ts';

/** A Kattis statement file, in the folder and formats its layout allows. */
export interface KattisStatementFile {
  /** Relative to the package, e.g. "problem_statement/problem.en.tex". */
  relativePath: string;
  path: string;
  /** "en", "sv", …; undefined for a plain `problem.tex`. */
  language?: string;
  format: 'tex' | 'md';
}

const STATEMENT_FOLDERS = {
  legacy: { folder: 'problem_statement', formats: ['tex'] },
  '2025-09': { folder: 'statement', formats: ['md', 'tex'] },
} as const;

const STATEMENT_FILE = /^problem(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)?))?\.(tex|md)$/;

/**
 * The statement learners read: English first, then one without a language, then
 * the first language in name order. Within a language, Markdown before LaTeX,
 * as it needs no conversion.
 */
export function findKattisStatementFile(pkgDir: string, layout: 'legacy' | '2025-09'): KattisStatementFile | undefined {
  const { folder, formats } = STATEMENT_FOLDERS[layout];
  const byLanguage: Record<string, KattisStatementFile> = {};
  for (const entry of sortedEntries(path.join(pkgDir, folder))) {
    const match = STATEMENT_FILE.exec(entry.name);
    const format = match?.[2] as KattisStatementFile['format'] | undefined;
    if (!entry.isFile() || !match || !format || !(formats as readonly string[]).includes(format)) continue;
    const language = match[1];
    const key = language ?? '';
    const current = byLanguage[key];
    if (current && current.format === 'md') continue;
    const relativePath = path.join(folder, entry.name);
    byLanguage[key] = { relativePath, path: path.join(pkgDir, relativePath), ...(language ? { language } : {}), format };
  }
  return byLanguage.en ?? byLanguage[''] ?? pickLanguage(byLanguage);
}
