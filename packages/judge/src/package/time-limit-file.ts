import path from 'node:path';
import { packageError, readOptional } from './package-files.ts';

/** Where a package's time limit comes from, in the order the judge looks (`judge verify` says which). */
export type TimeLimitSource = 'problem.yaml' | '.timelimit' | 'domjudge-problem.ini' | 'derived';

/** The judge's bound on any time limit (seconds), as problem.yaml's. */
const MAX_SECONDS = 60;

function seconds(pkgDir: string, file: string, text: string, field?: string): number {
  const value = Number(text.trim().replace(/^(['"])(.*)\1$/, '$2'));
  if (!Number.isFinite(value) || value <= 0 || value > MAX_SECONDS) {
    throw packageError(pkgDir, file, `${field ? `field "${field}": ` : ''}expected a time limit in seconds (more than 0, at most ${MAX_SECONDS}), got ${JSON.stringify(text.trim())}`);
  }
  return value;
}

/**
 * A time limit written beside problem.yaml by the tools that installed the package:
 * `.timelimit` (seconds; problemtools and Kattis exports) or DOMjudge's
 * `domjudge-problem.ini` (`timelimit = 6`). Undefined when neither holds one.
 */
export function readTimeLimitFile(pkgDir: string): { seconds: number; source: '.timelimit' | 'domjudge-problem.ini' } | undefined {
  const timelimit = readOptional(path.join(pkgDir, '.timelimit'));
  if (timelimit !== undefined) return { seconds: seconds(pkgDir, '.timelimit', timelimit), source: '.timelimit' };
  const ini = readOptional(path.join(pkgDir, 'domjudge-problem.ini'));
  const line = ini?.split('\n').find((candidate) => /^\s*timelimit\s*=/.test(candidate));
  if (line === undefined) return undefined;
  return { seconds: seconds(pkgDir, 'domjudge-problem.ini', line.slice(line.indexOf('=') + 1), 'timelimit'), source: 'domjudge-problem.ini' };
}
