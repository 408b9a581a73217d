import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yazl from 'yazl';

/** A package folder as a zip holding one folder named `folderName` (so uploading it again finds the package). */
export function zipPackage(dir: string, folderName: string): Readable {
  const zip = new yazl.ZipFile();
  const walk = (relative: string) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const entryPath = path.posix.join(relative, entry.name);
      const full = path.join(dir, entryPath);
      if (entry.isDirectory()) walk(entryPath);
      else if (entry.isFile()) zip.addFile(full, `${folderName}/${entryPath}`, { mode: fs.statSync(full).mode });
    }
  };
  walk('');
  zip.end();
  return zip.outputStream as Readable;
}
