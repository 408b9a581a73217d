import path from 'node:path';
import { languageOfFile } from '../languages/registry.ts';
import { sortedEntries } from './package-files.ts';
import type { SourceFile } from './read-package.ts';

/** One input validator of a package, as `judge verify` runs it (src/validate-inputs.ts). */
export interface InputValidatorProgram {
  /** Relative to the package: "input_validators/validate.py", "input_validator". */
  relativePath: string;
  /** The Kattis program name (file name without extension, or the folder's name): keys `input_validator_args` maps. */
  name: string;
  source?: SourceFile;
  /** Why it cannot run yet; verification fails naming it rather than passing unchecked inputs. */
  unsupported?: string;
}

const UNSUPPORTED_FORMATS: Readonly<Record<string, string>> = {
  '.viva': 'VIVA validators are not supported yet',
  '.ctd': 'Checktestdata validators are not supported yet',
};

/** A program of one source file, or a folder holding exactly one (folders of several files come later). */
function programOf(pkgDir: string, relativePath: string, name: string, isFolder: boolean): InputValidatorProgram | undefined {
  const files = isFolder
    ? sortedEntries(path.join(pkgDir, relativePath)).filter((entry) => entry.isFile()).map((entry) => path.join(relativePath, entry.name))
    : [relativePath];
  const unsupported = files.map((file) => UNSUPPORTED_FORMATS[path.extname(file).toLowerCase()]).find((reason) => reason !== undefined);
  if (unsupported) return { relativePath, name, unsupported };
  const sources = files.filter((file) => languageOfFile(file) !== undefined);
  if (!isFolder && sources.length === 0) return undefined;
  const language = sources[0] === undefined ? undefined : languageOfFile(sources[0]);
  if (sources.length !== 1 || language === undefined || files.some((file) => ['build', 'run'].includes(path.basename(file)))) {
    return { relativePath, name, unsupported: 'a validator must be one .py, .c or .cpp file (folders of several files are not supported yet)' };
  }
  if (language !== 'python' && language !== 'c' && language !== 'cpp') return { relativePath, name, unsupported: 'input validators are Python, C or C++ programs' };
  const file = sources[0] ?? relativePath;
  return { relativePath, name, source: { path: path.join(pkgDir, file), fileName: path.basename(file), language } };
}

/** `input_format_validators/` is the older legacy name, which problemtools still reads. */
const PROGRAM_FOLDERS = ['input_validators', 'input_format_validators'] as const;

/**
 * Both layouts keep input validators as programs in `input_validators/` (a file, or a
 * folder, each); a 2025-09 package may also give one program as the folder `input_validator/`.
 */
export function findInputValidators(pkgDir: string): InputValidatorProgram[] {
  const programs: InputValidatorProgram[] = [];
  for (const folder of PROGRAM_FOLDERS) {
    for (const entry of sortedEntries(path.join(pkgDir, folder))) {
      const relativePath = path.join(folder, entry.name);
      const name = entry.isDirectory() ? entry.name : path.parse(entry.name).name;
      const program = programOf(pkgDir, relativePath, name, entry.isDirectory());
      if (program) programs.push(program);
    }
  }
  if (sortedEntries(path.join(pkgDir, 'input_validator')).length > 0) {
    const program = programOf(pkgDir, 'input_validator', 'input_validator', true);
    if (program) programs.push(program);
  }
  return programs;
}
