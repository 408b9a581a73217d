import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import { folderEntryPoint } from '../languages/folder-entry-point.ts';
import type { EntryPoint } from '../languages/language.ts';
import type { FolderScripts } from '../languages/scripts.ts';
import type { Constants } from './constants.ts';
import { packageError, sortedEntries } from './package-files.ts';

/** A program (submission or validator) that is a folder of files: problems/README.md "Programs that are folders". */
export interface ProgramFolder {
  /** The folder on the host. */
  dir: string;
  /** Every regular file inside it (headers, data, subfolders' files), `/`-separated, in name order. */
  files: readonly string[];
  /** What its language compiles and starts (for scripts, only a name for `run`). */
  entry: EntryPoint;
  /** 2025-09 constants substituted in its files when they are written into a box (constants.ts). */
  constants?: Constants;
}

/** A folder with `build`/`run` scripts, which replace a language's commands. */
export type ScriptedFolder = ProgramFolder & { scripts: FolderScripts };

export type ReadFolderResult = { language: Language; folder: ProgramFolder } | { language: 'scripts'; folder: ScriptedFolder } | undefined;

const SCRIPT_NAMES = ['build', 'run'];

function listFiles(dir: string, prefix = ''): string[] {
  return sortedEntries(dir).flatMap((entry) => {
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.isFile() ? [`${prefix}${entry.name}`] : [];
  });
}

/** An executable script is started itself (its `#!` line decides); another is given to /bin/sh. */
function scriptCommand(dir: string, name: string): readonly string[] {
  return (fs.statSync(path.join(dir, name)).mode & 0o100) !== 0 ? [`./${name}`] : ['/bin/sh', name];
}

/**
 * Reads a program folder of a package (`relative` to `pkgDir`). `undefined` when it holds
 * no source of a language the judge knows and no scripts; anything it cannot build
 * (two languages, no entry point) throws a
 * package error naming the folder.
 */
export function readProgramFolder(pkgDir: string, relative: string): ReadFolderResult {
  const dir = path.join(pkgDir, relative);
  const files = listFiles(dir);
  const topLevel = files.filter((name) => !name.includes('/'));
  const scriptNames = SCRIPT_NAMES.filter((name) => topLevel.includes(name));
  if (scriptNames.length > 0) {
    const scripts: FolderScripts = {
      ...(topLevel.includes('build') ? { build: scriptCommand(dir, 'build') } : {}),
      // Without its own run script, the program is the `run` that `build` writes.
      run: topLevel.includes('run') ? scriptCommand(dir, 'run') : ['./run'],
    };
    return { language: 'scripts', folder: { dir, files, entry: { sourceFileName: 'run', mainName: 'run' }, scripts } };
  }
  const found = folderEntryPoint(path.basename(dir), topLevel, (name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  if (!found) return undefined;
  if (!found.ok) throw packageError(pkgDir, relative, found.message);
  return { language: found.language, folder: { dir, files, entry: found.entry } };
}
