import path from 'node:path';
import { languageOfFile } from '../languages/registry.ts';
import { sortedEntries } from './package-files.ts';
import { readProgramFolder, type ReadFolderResult } from './program-folder.ts';
import type { SourceFile, ValidatorProgram } from './read-package.ts';

/** One input validator of a package, as `judge verify` runs it (src/validate-inputs.ts). */
export interface InputValidatorProgram {
  /** Relative to the package: "input_validators/validate.py", "input_validator". */
  relativePath: string;
  /** The Kattis program name (file name without extension, or the folder's name): keys `input_validator_args` maps. */
  name: string;
  /** One source file, or a folder (its sources compiled together with the headers beside them, or its build/run scripts). */
  source?: SourceFile | ValidatorProgram;
  /** Why it cannot run; verification fails naming it rather than passing unchecked inputs. */
  unsupported?: string;
  /** A validator in a language no tool here runs (Checktestdata, VIVA): named as not run, without failing the package. */
  notRun?: string;
}

/**
 * Checktestdata and VIVA need their own interpreters. Neither has a Debian package
 * (Debian 12 has no `checktestdata`; DOMjudge builds it from source), so the judge
 * names these validators as not run rather than guess at their grammar.
 */
const NOT_RUN_FORMATS: Readonly<Record<string, string>> = {
  '.viva': 'not run: VIVA is not installed here (no Debian package)',
  '.ctd': 'not run: Checktestdata is not installed here (Debian has no checktestdata package)',
};

/** The languages an input validator may be written in (the format's validators are Python, C or C++). */
const VALIDATOR_LANGUAGES: ReadonlySet<string> = new Set(['python', 'c', 'cpp']);

/** A program of one source file, or a folder of files (problems/README.md, "Programs that are folders"). */
function programOf(pkgDir: string, relativePath: string, name: string, isFolder: boolean): InputValidatorProgram | undefined {
  const files = isFolder
    ? sortedEntries(path.join(pkgDir, relativePath)).filter((entry) => entry.isFile()).map((entry) => path.join(relativePath, entry.name))
    : [relativePath];
  const notRun = files.map((file) => NOT_RUN_FORMATS[path.extname(file).toLowerCase()]).find((reason) => reason !== undefined);
  if (notRun) return { relativePath, name, notRun };
  if (!isFolder) {
    const language = languageOfFile(relativePath);
    if (language === undefined) return undefined;
    if (!VALIDATOR_LANGUAGES.has(language)) return { relativePath, name, unsupported: 'input validators are Python, C or C++ programs' };
    return { relativePath, name, source: { path: path.join(pkgDir, relativePath), fileName: path.basename(relativePath), language } };
  }
  let read: ReadFolderResult;
  try {
    read = readProgramFolder(pkgDir, relativePath);
  } catch (error) {
    return { relativePath, name, unsupported: (error as Error).message.replace(`${path.join(pkgDir, relativePath)}: `, '') };
  }
  if (!read) return { relativePath, name, unsupported: 'no source file (.py, .c, .cc, .cpp) and no build or run script' };
  const at = { path: path.join(pkgDir, relativePath), fileName: path.basename(relativePath) };
  if (read.language === 'scripts') return { relativePath, name, source: { ...at, ...read } };
  if (!VALIDATOR_LANGUAGES.has(read.language)) return { relativePath, name, unsupported: 'input validators are Python, C or C++ programs' };
  return { relativePath, name, source: { ...at, language: read.language, folder: read.folder } };
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
