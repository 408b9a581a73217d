import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { AppError } from '../../../lib/app-error.ts';
import { checkEntryName, type EntryKind } from './entry-name.ts';

/** Files and folders one archive may hold: a package is a few hundred at most; 10,000 is an attack. */
export const MAX_ARCHIVE_ENTRIES = 5_000;
/** What the unpacked files may take, as a multiple of the upload limit. */
export const UNPACKED_SIZE_FACTOR = 4;

export interface UnpackLimits {
  /** The largest archive accepted (UPLOAD_LIMIT_MB); the files may take UNPACKED_SIZE_FACTOR times that. */
  archiveBytes: number;
  entries?: number;
}

export interface UnpackedUpload {
  /** The package folder: the archive's top, or its one top folder. */
  packageDir: string;
  /** The name of that one top folder, when the package was in one (a default for the problem's name). */
  folderName: string | null;
  /** Removes everything unpacked. */
  remove(): void;
}

const refused = (message: string) => new AppError('BAD_REQUEST', `The archive was refused: ${message}`);
const MIB = 1024 * 1024;
/** Folders that archivers of some systems add and that no package needs. */
const SKIPPED_TOP_FOLDERS = new Set(['__MACOSX']);

/**
 * One archive entry at a time into a fresh private folder, every entry checked by us
 * whatever the library already checked: its name (no absolute path, no `..`, no
 * backslash or control character, no name twice), its kind (files and folders only:
 * no symbolic or hard link, no device), the count of entries, and the bytes actually
 * written against the budget, counted as they are inflated (the sizes an archive
 * declares are not trusted), so a zip bomb stops at the budget. Files are created
 * exclusively ('wx') in folders this writer made, so nothing can point outside.
 */
class EntryWriter {
  private readonly seen = new Set<string>();
  private entries = 0;
  written = 0;

  constructor(
    readonly root: string,
    readonly budgetBytes: number,
    private readonly maxEntries: number,
  ) {}

  /** The checked relative path, or null for an entry skipped on purpose. */
  admit(rawName: string, kind: EntryKind): string | null {
    this.entries += 1;
    if (this.entries > this.maxEntries) throw refused(`it holds more than ${this.maxEntries.toLocaleString('en-US')} files and folders.`);
    const name = checkEntryName(rawName, kind);
    if (SKIPPED_TOP_FOLDERS.has(name.split('/')[0] ?? '')) return null;
    if (this.seen.has(name)) throw refused(`it names ${name} twice.`);
    this.seen.add(name);
    return name;
  }

  mkdir(name: string): void {
    fs.mkdirSync(path.join(this.root, name), { recursive: true, mode: 0o755 });
  }

  /** Checks a declared size before inflating anything (a cheap early refusal; the count below is what holds). */
  expect(bytes: number): void {
    if (this.written + bytes > this.budgetBytes) throw this.tooBig();
  }

  tooBig(): AppError {
    return new AppError('PAYLOAD_TOO_LARGE', `The archive was refused: its files take more than ${Math.round(this.budgetBytes / MIB)} MiB unpacked.`);
  }

  /** A new file for an entry whose data comes in chunks (tar): created exclusively, never through anything already there. */
  openFile(name: string, isExecutable: boolean): number {
    const target = path.join(this.root, name);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    return fs.openSync(target, 'wx', isExecutable ? 0o755 : 0o644);
  }

  writeChunk(fd: number, chunk: Buffer): void {
    this.written += chunk.length;
    if (this.written > this.budgetBytes) throw this.tooBig();
    fs.writeSync(fd, chunk);
  }

  async writeFile(name: string, content: Readable, isExecutable: boolean): Promise<void> {
    const target = path.join(this.root, name);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.written += chunk.length;
        done(this.written > this.budgetBytes ? this.tooBig() : null, chunk);
      },
    });
    await pipeline(content, counter, fs.createWriteStream(target, { flags: 'wx', mode: isExecutable ? 0o755 : 0o644 }));
  }
}

const isZip = (archive: Buffer) => archive.length >= 4 && archive[0] === 0x50 && archive[1] === 0x4b && (archive[2] === 0x03 || archive[2] === 0x05);
const isGzip = (archive: Buffer) => archive.length >= 2 && archive[0] === 0x1f && archive[1] === 0x8b;
const isTar = (archive: Buffer) => archive.length >= 262 && archive.subarray(257, 262).toString('latin1') === 'ustar';

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

/** A zip entry's kind from its Unix mode, when the archiver wrote one (0 for archivers that write none). */
function zipEntryKind(entry: yauzl.Entry): { kind: EntryKind | 'other'; isExecutable: boolean } {
  const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
  const type = mode & S_IFMT;
  const isDirName = entry.fileName.endsWith('/');
  if (type === 0) return { kind: isDirName ? 'folder' : 'file', isExecutable: false };
  if (type === S_IFDIR) return { kind: 'folder', isExecutable: false };
  if (type === S_IFREG && !isDirName) return { kind: 'file', isExecutable: (mode & 0o111) !== 0 };
  return { kind: 'other', isExecutable: false };
}

function zipError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (/invalid relative path|absolute path/.test(error.message)) return refused('it holds a path outside its folder.');
  return refused(`it is not a readable zip archive (${error.message}).`);
}

async function unpackZip(archive: Buffer, writer: EntryWriter): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, opened) => (error ? reject(zipError(error)) : resolve(opened)));
  });
  // The central directory says how many entries there are: a 10,000-file archive is refused before any is read.
  if (zip.entryCount > MAX_ARCHIVE_ENTRIES) {
    zip.close();
    throw refused(`it holds more than ${MAX_ARCHIVE_ENTRIES.toLocaleString('en-US')} files and folders.`);
  }
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(zipError(error));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      const handle = async () => {
        const { kind, isExecutable } = zipEntryKind(entry);
        if (kind === 'other') throw refused(`${entry.fileName} is a link or a special file; a package holds only files and folders.`);
        const name = writer.admit(entry.fileName, kind);
        if (name === null) return;
        if (kind === 'folder') return writer.mkdir(name);
        writer.expect(entry.uncompressedSize);
        const content = await new Promise<Readable>((ok, ko) => zip.openReadStream(entry, (error, stream) => (error ? ko(error) : ok(stream))));
        await writer.writeFile(name, content, isExecutable);
      };
      handle().then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

const TAR_KINDS: Record<string, EntryKind> = { File: 'file', OldFile: 'file', ContiguousFile: 'file', Directory: 'folder' };

async function unpackTar(archive: Buffer, writer: EntryWriter): Promise<void> {
  const parser = new Parser({ strict: true });
  // Written synchronously as the parser hands each chunk over: one entry at a time, nothing left running after a refusal.
  const open = new Set<number>();
  let failure: Error | null = null;
  const fail = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
    parser.abort(failure);
  };
  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return entry.resume();
    try {
      const kind = TAR_KINDS[entry.type];
      if (!kind) throw refused(`${entry.path} is a ${entry.type === 'SymbolicLink' || entry.type === 'Link' ? 'link' : 'special file'}; a package holds only files and folders.`);
      const name = writer.admit(entry.path, kind);
      if (name === null || kind === 'folder') {
        if (name !== null) writer.mkdir(name);
        return entry.resume();
      }
      writer.expect(entry.size ?? 0);
      const fd = writer.openFile(name, ((entry.mode ?? 0) & 0o111) !== 0);
      open.add(fd);
      entry.on('data', (chunk: Buffer) => {
        if (failure) return;
        try {
          writer.writeChunk(fd, chunk);
        } catch (error) {
          fail(error);
        }
      });
      entry.on('end', () => {
        open.delete(fd);
        fs.closeSync(fd);
      });
    } catch (error) {
      fail(error);
      entry.resume();
    }
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.on('end', () => resolve());
    parser.on('abort', (error: Error) => reject(error));
    parser.on('error', (error: Error) => reject(error));
  });
  // Inflated here, counting: a gzip bomb stops at the budget (plus the tar headers' share) whatever the tar inside says.
  const source = isGzip(archive) ? zlib.createGunzip() : new Transform({ transform: (chunk, _encoding, next) => next(null, chunk) });
  let inflated = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      inflated += chunk.length;
      next(inflated > writer.budgetBytes * 1.25 + MIB ? writer.tooBig() : null, chunk);
    },
  });
  const feeding = pipeline(source, limit, parser as unknown as NodeJS.WritableStream).catch(fail);
  source.end(archive);
  try {
    await Promise.all([feeding, done]);
  } catch (error) {
    fail(error);
  } finally {
    for (const fd of open) fs.closeSync(fd);
  }
  const failed = failure as Error | null;
  if (failed) throw failed instanceof AppError ? failed : refused(`it is not a readable tar.gz archive (${failed.message}).`);
}

/** The package folder inside what was unpacked: its top when problem.yaml is there, else its one top folder. */
function findPackage(root: string): { packageDir: string; folderName: string | null } {
  if (fs.existsSync(path.join(root, 'problem.yaml'))) return { packageDir: root, folderName: null };
  const top = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  const [only] = top;
  if (top.length === 1 && only?.isDirectory() && fs.existsSync(path.join(root, only.name, 'problem.yaml'))) {
    return { packageDir: path.join(root, only.name), folderName: only.name };
  }
  throw new AppError('BAD_REQUEST', 'The archive holds no problem package: problem.yaml must be at its top, or in its one top folder.');
}

/**
 * Unpacks an uploaded archive (zip, tar.gz or tar) into a fresh private temporary
 * folder, refusing, with a message for the author, anything that is not plainly a
 * folder of files (see EntryWriter); nothing of a refused archive is kept.
 */
export async function unpackArchive(archive: Buffer, limits: UnpackLimits): Promise<{ root: string; remove(): void }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-upload-'));
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  const writer = new EntryWriter(root, limits.archiveBytes * UNPACKED_SIZE_FACTOR, limits.entries ?? MAX_ARCHIVE_ENTRIES);
  try {
    if (isZip(archive)) await unpackZip(archive, writer);
    else if (isGzip(archive) || isTar(archive)) await unpackTar(archive, writer);
    else throw new AppError('BAD_REQUEST', 'The upload is not a zip, tar.gz or tar archive.');
    return { root, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Unpacks an uploaded package (either Kattis layout) as unpackArchive does, and finds the package in it. */
export async function unpackUpload(archive: Buffer, limits: UnpackLimits): Promise<UnpackedUpload> {
  const { root, remove } = await unpackArchive(archive, limits);
  try {
    return { ...findPackage(root), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
