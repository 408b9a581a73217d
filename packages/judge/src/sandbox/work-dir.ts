import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_UID } from './bwrap-args.ts';

/**
 * A job's directory on the host: `<root>/job-XXXX/` (root-owned, searchable
 * only) holding `box/`, the one directory the sandbox sees. The worker writes
 * into `box/` only before any untrusted code ran, creates files exclusively (a
 * planted symlink makes that fail instead of being followed), keeps its own
 * files (stdin) outside `box/`, and never reads anything back from it.
 */
export interface JobDir {
  readonly root: string;
  readonly box: string;
  /** Creates a new file in box/ before any program has run there. */
  writeBoxFile(name: string, content: string | Buffer): void;
  /** A file of the worker's own, outside anything the sandbox can reach. */
  writePrivateFile(name: string, content: string | Buffer): string;
  remove(): void;
}

const isRoot = process.getuid?.() === 0;

export function defaultWorkRoot(): string {
  return path.join(os.tmpdir(), 'codepath-judge');
}

/** The sandbox user must be able to pass through the root (not list it) to reach its own job's box/. */
function ensureRoot(root: string): void {
  fs.mkdirSync(root, { recursive: true, mode: 0o711 });
  const stat = fs.lstatSync(root);
  if (!stat.isDirectory()) throw new Error(`judge work root ${root} is not a directory`);
  if ((stat.mode & 0o001) === 0) fs.chmodSync(root, (stat.mode & 0o7777) | 0o111);
  for (let dir = path.dirname(root); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(`judge work root ${root} is out of the sandbox user's reach: ${dir} is not searchable by others`);
    }
  }
}

export function createJobDir(workRoot: string): JobDir {
  ensureRoot(workRoot);
  const root = fs.mkdtempSync(path.join(workRoot, 'job-'));
  fs.chmodSync(root, 0o711);
  const box = path.join(root, 'box');
  fs.mkdirSync(box, { mode: 0o755 });
  if (isRoot) fs.chownSync(box, SANDBOX_UID, SANDBOX_UID);
  return {
    root,
    box,
    writeBoxFile(name, content) {
      fs.writeFileSync(path.join(box, name), content, { flag: 'wx', mode: 0o644 });
    },
    writePrivateFile(name, content) {
      const file = path.join(root, name);
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return file;
    },
    remove() {
      // rm never follows symbolic links: a link planted in box/ is removed, not its target.
      fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
