import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import type { EntryPoint, ProgramRunner } from './languages/language.ts';
import { LANGUAGES } from './languages/registry.ts';
import { scriptsRunner } from './languages/scripts.ts';
import type { ProgramFolder, ScriptedFolder } from './package/program-folder.ts';
import type { JobDir } from './sandbox/work-dir.ts';

/** Copies a package's program folder into the box, every file of it; executable files (scripts) stay executable. */
export function writeFolder(job: JobDir, folder: ProgramFolder): EntryPoint {
  for (const file of folder.files) {
    const hostPath = path.join(folder.dir, file);
    const isExecutable = (fs.statSync(hostPath).mode & 0o100) !== 0;
    job.writeBoxFile(file, fs.readFileSync(hostPath), isExecutable ? 0o755 : 0o644);
  }
  return folder.entry;
}

/** What builds and starts a package's program: its folder's `build`/`run` scripts, else its language. */
export function runnerOf(program: { language: Language } | { language: 'scripts'; folder: ScriptedFolder }): ProgramRunner {
  return program.language === 'scripts' ? scriptsRunner(program.folder.scripts) : LANGUAGES[program.language];
}
