import { execFileSync } from 'node:child_process';
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
/** Room for compiler output (class files, binaries) in a job's own file system. */
const BOX_BYTES = 64 * 1024 * 1024;

/**
 * As root, box/ is a tmpfs of its own: the sandbox's mountinfo then shows the
 * root of that file system at /box, not the job's folder on the host, and the
 * compiler's output is capped as a whole. Two short processes per job (mount,
 * umount), nothing per run; without root, box/ stays a plain directory.
 */
function mountOwnFileSystem(box: string): void {
  const options = `size=${BOX_BYTES},mode=0755,uid=${SANDBOX_UID},gid=${SANDBOX_UID},nosuid,nodev`;
  execFileSync('/usr/bin/mount', ['-t', 'tmpfs', '-o', options, 'codepath-box', box], { stdio: 'ignore' });
}

function unmount(box: string): void {
  try {
    // Lazy: every process of the job is gone by now, and a busy mount must not keep the folder alive.
    execFileSync('/usr/bin/umount', ['--lazy', box], { stdio: 'ignore' });
  } catch {
    // Not mounted (a failed creation): removing the folder below is all there is to do.
  }
}

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
  if (isRoot) {
    try {
      mountOwnFileSystem(box);
    } catch (error) {
      fs.rmSync(root, { recursive: true, force: true });
      throw error;
    }
  }
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
      if (isRoot) unmount(box);
      // rm never follows symbolic links: a link planted in box/ is removed, not its target.
      fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
