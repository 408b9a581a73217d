import fs from 'node:fs';
import path from 'node:path';
import type { JobDir } from '../sandbox/work-dir.ts';

/**
 * A regular file under `base`, read without following a link: O_NOFOLLOW for
 * the file itself, and the opened file's real path must still lie under
 * `base` (a folder on the way swapped for a link points elsewhere). The spool
 * is written by the compile server, so the judge never trusts its names.
 */
function readFileUnder(base: string, file: string): Buffer {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  try {
    const real = fs.readlinkSync(`/proc/self/fd/${fd}`);
    if (!real.startsWith(`${fs.realpathSync(base)}/`) || !fs.fstatSync(fd).isFile()) throw new Error(`${file} is not a file of ${base}`);
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Copies the sources to compile from the job's box (written by the judge, nothing has run there yet) into `<spool>/<folder>/`. */
export function copySourcesToSpool(job: JobDir, spool: JobDir, folder: string, sources: readonly string[]): void {
  for (const source of sources) spool.writeBoxFile(`${folder}/${source}`, readFileUnder(job.box, path.join(job.box, source)));
}

/** The class files the compiler wrote under `<spool>/<folder>/`, by path relative to it; links and anything else are skipped. */
function classFilesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return classFilesUnder(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() && entry.name.endsWith('.class') ? [relative] : [];
  });
}

/** Copies the compiled classes back into the job's box, where a compile in the box would have written them (`-d .`). */
export function copyClassesFromSpool(spool: JobDir, folder: string, job: JobDir): void {
  const base = path.join(spool.box, folder);
  for (const file of classFilesUnder(base)) job.writeBoxFile(file, readFileUnder(base, path.join(base, file)));
}
