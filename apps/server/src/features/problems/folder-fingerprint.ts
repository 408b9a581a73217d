import fs from 'node:fs';
import path from 'node:path';

/**
 * A cheap stand-in for the content hash: every entry's relative path, size, inode,
 * and modification and change times (nanoseconds), without reading any file. A
 * write to a file changes its change time even when a tool restores the
 * modification time, so equal fingerprints mean the files were not touched.
 */
export function fingerprintDir(dir: string): string {
  const parts: string[] = [];
  const visit = (relative: string) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const entryPath = path.join(relative, entry.name);
      const stat = fs.lstatSync(path.join(dir, entryPath), { bigint: true });
      parts.push(`${entryPath}\0${stat.mode}\0${stat.size}\0${stat.ino}\0${stat.mtimeNs}\0${stat.ctimeNs}`);
      if (entry.isDirectory()) visit(entryPath);
    }
  };
  visit('');
  return parts.join('\n');
}
