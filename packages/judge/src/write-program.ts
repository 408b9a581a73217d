import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import type { EntryPoint, ProgramRunner } from './languages/language.ts';
import { LANGUAGES, languageOfFile } from './languages/registry.ts';
import { substituteConstants, type Constants } from './package/constants.ts';
import { includedFilesFor, type IncludedFiles } from './package/included-files.ts';
import { scriptsRunner } from './languages/scripts.ts';
import type { ProgramFolder, ScriptedFolder } from './package/program-folder.ts';
import type { JobDir } from './sandbox/work-dir.ts';

/**
 * Copies files of a package folder into the box, with the package's constants substituted;
 * executable files (scripts) stay executable. Files named in `except` are skipped.
 */
function writeFiles(job: JobDir, folder: { dir: string; files: readonly string[]; constants?: Constants }, except: ReadonlySet<string>): void {
  for (const file of folder.files) {
    if (except.has(file)) continue;
    const hostPath = path.join(folder.dir, file);
    const isExecutable = (fs.statSync(hostPath).mode & 0o100) !== 0;
    const bytes = fs.readFileSync(hostPath);
    job.writeBoxFile(file, folder.constants ? substituteConstants(bytes, folder.constants) : bytes, isExecutable ? 0o755 : 0o644);
  }
}

/** Copies a package's program folder into the box, every file of it but those in `except` (included files already there). */
export function writeFolder(job: JobDir, folder: ProgramFolder, except: ReadonlySet<string> = new Set()): EntryPoint {
  writeFiles(job, folder, except);
  return folder.entry;
}

/**
 * Writes a submission with a 2025-09 package's included files for its language: those go
 * in first and win a name collision (the format's rule), and the sources among them in
 * the submission's language are compiled with it.
 */
export function writeWithIncludedFiles(job: JobDir, included: IncludedFiles | undefined, language: Language, writeSubmission: (except: ReadonlySet<string>) => EntryPoint): EntryPoint {
  if (!included) return writeSubmission(new Set());
  writeFiles(job, included, new Set());
  const entry = writeSubmission(new Set(included.files));
  const extraSources = included.files.filter((file) => !file.includes('/') && languageOfFile(file) === language);
  if (extraSources.length === 0 || language === 'python') return entry;
  const sources = entry.sourceFileNames ?? [entry.sourceFileName];
  return { ...entry, sourceFileNames: [...sources, ...extraSources.filter((file) => !sources.includes(file))] };
}

/**
 * A learner's source as Submit and Run Code both write it: with the package's included files for its language
 * (`include/<language>/`, which win a name collision), so the same program finds the same files in both.
 */
export function writeLearnerSource(
  job: JobDir,
  pkg: { includedFiles: Partial<Record<Language | 'default', IncludedFiles>> },
  language: Language,
  source: string,
  fileName?: string,
  writeOwn: (except: ReadonlySet<string>) => EntryPoint | undefined = () => undefined,
): EntryPoint {
  const module = LANGUAGES[language];
  return writeWithIncludedFiles(job, includedFilesFor(pkg.includedFiles, language), language, (except) => {
    const own = writeOwn(except);
    if (own) return own;
    const entry = module.entryPoint(source, fileName);
    if (except.has(entry.sourceFileName)) return entry;
    job.writeBoxFile(entry.sourceFileName, source);
    return entry;
  });
}

/** What builds and starts a package's program: its folder's `build`/`run` scripts, else its language. */
export function runnerOf(program: { language: Language } | { language: 'scripts'; folder: ScriptedFolder }): ProgramRunner {
  return program.language === 'scripts' ? scriptsRunner(program.folder.scripts) : LANGUAGES[program.language];
}
