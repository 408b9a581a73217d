import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { JudgeError } from '../errors.ts';

/** Every package error names the file (and the field, where there is one) so an author can fix it. */
export function packageError(dir: string, file: string, message: string): JudgeError {
  return new JudgeError('INVALID_PACKAGE', `${path.join(dir, file)}: ${message}`);
}

export function readOptional(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Folder entries in byte order of their names, the order Kattis takes tests in. */
export function sortedEntries(dir: string): fs.Dirent[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A YAML file of the package (`relative` to `dir`), parsed; undefined when it is missing, a package error when it is not YAML. */
export function readYamlFile(dir: string, relative: string): { value: unknown } | undefined {
  const text = readOptional(path.join(dir, relative));
  if (text === undefined) return undefined;
  try {
    return { value: parseYaml(text) as unknown };
  } catch (error) {
    throw packageError(dir, relative, `not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
}
