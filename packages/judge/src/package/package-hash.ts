import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SHA-256 over every file of a folder (relative path and bytes), in a fixed order:
 * a problem package's identity (the server stores each imported version once by it)
 * and the verification cache's key (scripts/verify-catalogue.mjs).
 */
export function hashPackageDir(dir: string): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const entryPath = path.join(relative, entry.name);
      if (entry.isDirectory()) visit(entryPath);
      else if (entry.isFile()) {
        hash.update(`${entryPath}\0`);
        hash.update(fs.readFileSync(path.join(dir, entryPath)));
        hash.update('\0');
      }
    }
  };
  visit('');
  return hash.digest('hex');
}
