import path from 'node:path';
import { packageError, readYamlFile } from './package-files.ts';

/** Where each file keeps the input validators' arguments: 2025-09 first, as test-data.ts reads them. */
const ARGS_KEYS = [
  ['test_group.yaml', 'input_validator_args'],
  ['testdata.yaml', 'input_validator_flags'],
] as const;

/** One argument list for every validator, or a list per validator name (others get none). */
export type InputValidatorArgs = { all: string[] } | { byName: Record<string, string[]> };

function splitArgs(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.split(/\s+/).filter((arg) => arg.length > 0);
  if (Array.isArray(value) && value.every((arg) => typeof arg === 'string')) return value;
  return undefined;
}

function parseArgs(pkgDir: string, file: string, key: string, value: unknown): InputValidatorArgs {
  const all = splitArgs(value);
  if (all) return { all };
  if (typeof value === 'object' && value !== null) {
    const byName: Record<string, string[]> = {};
    for (const [name, args] of Object.entries(value)) {
      const split = splitArgs(args);
      if (!split) break;
      byName[name] = split;
    }
    if (Object.keys(byName).length === Object.keys(value).length) return { byName };
  }
  throw packageError(pkgDir, file, `field "${key}": expected a list of strings, one string, or a map of validator names to those`);
}

function readArgs(pkgDir: string, relativeFiles: readonly (readonly [string, string])[]): InputValidatorArgs | undefined {
  for (const [file, key] of relativeFiles) {
    const found = readYamlFile(pkgDir, file);
    if (found === undefined) continue;
    const raw = found.value;
    const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
    return value === undefined ? undefined : parseArgs(pkgDir, file, key, value);
  }
  return undefined;
}

/**
 * The input validators' arguments for one test input ("data/secret/group1/03.in"): its
 * own `03.yaml` first, then the test-group file of the nearest folder that sets them.
 */
export function inputValidatorArgsOf(pkgDir: string, relativeInput: string): InputValidatorArgs | undefined {
  const base = relativeInput.replace(/\.in$/, '');
  const own = readArgs(pkgDir, [[`${base}.yaml`, 'input_validator_args']]);
  if (own) return own;
  for (let folder = path.dirname(relativeInput); folder !== '.' && folder !== path.sep; folder = path.dirname(folder)) {
    const found = readArgs(pkgDir, ARGS_KEYS.map(([file, key]) => [path.join(folder, file), key] as const));
    if (found) return found;
  }
  return undefined;
}

/** The arguments a validator named `name` (its file name with or without extension) gets. */
export function argsForValidator(args: InputValidatorArgs | undefined, name: string, fileName: string): string[] {
  if (!args) return [];
  if ('all' in args) return args.all;
  return args.byName[name] ?? args.byName[fileName] ?? [];
}
