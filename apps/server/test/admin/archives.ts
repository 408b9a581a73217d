import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Header } from 'tar';
import yazl from 'yazl';

/** Test archives, made here so each attack is explicit. */
export interface ArchiveFile {
  name: string;
  content?: string | Buffer;
  /** Full Unix mode, type bits included (0o120777 for a symbolic link). */
  mode?: number;
}

export async function makeZip(files: readonly ArchiveFile[], options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : (file.content ?? Buffer.alloc(0));
    zip.addBuffer(content, file.name, { mode: file.mode ?? 0o100644, compress: options.compress ?? true, mtime: new Date(2025, 0, 1) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces a name inside an archive by another of the same length (zip writers refuse to write hostile names). */
export function renameInArchive(archive: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must have the same length');
  const copy = Buffer.from(archive);
  const needle = Buffer.from(from);
  for (let at = copy.indexOf(needle); at >= 0; at = copy.indexOf(needle, at + 1)) Buffer.from(to).copy(copy, at);
  return copy;
}

/** A tar (gzip-compressed unless told otherwise) written header by header, so any entry type and name can be had. */
export function makeTar(
  entries: readonly { path: string; type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link'; content?: string | Buffer; linkpath?: string; mode?: number }[],
  options: { gzip?: boolean } = {},
): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : (entry.content ?? Buffer.alloc(0));
    const type = entry.type ?? 'File';
    const header = Buffer.alloc(512);
    new Header({ path: entry.path, type, size: type === 'File' ? content.length : 0, mode: entry.mode ?? (type === 'Directory' ? 0o755 : 0o644), mtime: new Date(2025, 0, 1), ...(entry.linkpath ? { linkpath: entry.linkpath } : {}) }).encode(header);
    blocks.push(header);
    if (type === 'File' && content.length > 0) {
      blocks.push(content, Buffer.alloc((512 - (content.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  const tar = Buffer.concat(blocks);
  return options.gzip === false ? tar : zlib.gzipSync(tar);
}

/** Every file of a folder as archive entries, under `prefix`. */
export function filesOf(dir: string, prefix = ''): ArchiveFile[] {
  const files: ArchiveFile[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const entryPath = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(entryPath);
      else files.push({ name: `${prefix}${entryPath}`, content: fs.readFileSync(path.join(dir, entryPath)), mode: fs.statSync(path.join(dir, entryPath)).mode });
    }
  };
  walk('');
  return files;
}
