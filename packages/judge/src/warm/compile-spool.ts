import fs from 'node:fs';
import path from 'node:path';
import { giveBackHostUid, takeHostUid } from '../sandbox/host-uids.ts';
import { mountOwnFileSystem, removeJobFolder, type JobDir } from '../sandbox/work-dir.ts';

const isRoot = process.getuid?.() === 0;

/** The compile server's folder on the host: shown to it as /box, holding one `<compile>/` folder at a time. */
export interface Spool {
  readonly box: string;
  /** The host uid the compile server runs as (host-uids.ts), whose box/ is. */
  readonly uid: number;
  remove(): Promise<void>;
}

/**
 * A folder like a job's: as root its box/ is a 64 MiB tmpfs of its own, so what
 * a compile writes there (a small source can make javac write hundreds of MiB of
 * class files) is capped as a job's box is, and never reaches the host's disk.
 * Named like a job's folder, so a later judge unmounts and removes one a killed
 * judge left behind (removeStaleJobDirs); its removal unmounts it lazily, as a
 * job's, so a server still running does not keep it.
 */
export async function createSpool(workRoot: string): Promise<Spool> {
  const root = await fs.promises.mkdtemp(path.join(workRoot, `job-${process.pid}-`));
  await fs.promises.chmod(root, 0o711);
  const box = path.join(root, 'box');
  await fs.promises.mkdir(box, { mode: 0o755 });
  const uid = isRoot ? takeHostUid() : (process.getuid?.() ?? 0);
  const remove = () => removeJobFolder(root).finally(() => isRoot && giveBackHostUid(uid));
  try {
    if (isRoot) await mountOwnFileSystem(box, uid);
  } catch (error) {
    await remove();
    throw error;
  }
  return { box, uid, remove };
}

/** A new file of the judge's in the spool; as root, the folders it creates belong to the sandbox user, who writes classes there. */
function writeSpoolFile(spool: Spool, name: string, content: Buffer): void {
  const file = path.join(spool.box, name);
  const created = fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  if (isRoot && created) for (let dir = path.dirname(file); dir.length >= created.length; dir = path.dirname(dir)) fs.chownSync(dir, spool.uid, spool.uid);
  fs.writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
}

/** What one compile may hand back: as much as a job's box holds. */
const MAX_CLASS_BYTES = 64 * 1024 * 1024;

/**
 * A regular file under `base`, read without following a link: O_NOFOLLOW for
 * the file itself, and the opened file's real path must still lie under
 * `base` (a folder on the way swapped for a link points elsewhere); O_NONBLOCK
 * so a planted FIFO cannot stall the judge. The spool is written by the
 * compile server, so the judge trusts none of its names.
 */
function readFileUnder(base: string, file: string, maxBytes = MAX_CLASS_BYTES): Buffer {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const real = fs.readlinkSync(`/proc/self/fd/${fd}`);
    const stat = fs.fstatSync(fd);
    if (!real.startsWith(`${fs.realpathSync(base)}/`) || !stat.isFile()) throw new Error(`${file} is not a file of ${base}`);
    if (stat.size > maxBytes) throw new Error(`${file} is larger than ${maxBytes} bytes`);
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Copies the sources to compile from the job's box (written by the judge, nothing has run there yet) into `<spool>/<folder>/`. */
export function copySourcesToSpool(job: JobDir, spool: Spool, folder: string, sources: readonly string[]): void {
  for (const source of sources) writeSpoolFile(spool, `${folder}/${source}`, readFileUnder(job.box, path.join(job.box, source)));
}

/** What a compiler writes that a program needs: class files, and kotlinc's module file (`META-INF/main.kotlin_module`). */
const isCompiledFile = (name: string) => name.endsWith('.class') || name.endsWith('.kotlin_module');

/** The files the compiler wrote under `<spool>/<folder>/`, by path relative to it; links and anything else are skipped. */
function classFilesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return classFilesUnder(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() && isCompiledFile(entry.name) ? [relative] : [];
  });
}

/** Copies the compiled classes back into the job's box, where a compile in the box would have written them (`-d .`). */
export function copyClassesFromSpool(spool: Spool, folder: string, job: JobDir): void {
  const base = path.join(spool.box, folder);
  let room = MAX_CLASS_BYTES;
  const classes = classFilesUnder(base).map((file) => {
    const content = readFileUnder(base, path.join(base, file), room);
    room -= content.length;
    return { file, content };
  });
  for (const { file, content } of classes) job.writeBoxFile(file, content);
}
