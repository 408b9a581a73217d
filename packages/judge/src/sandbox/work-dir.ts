import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { giveBackHostUid, takeHostUid } from './host-uids.ts';

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
  /** The host uid the job's sandboxes run as and its box/ belongs to (host-uids.ts); the judge's own without root. */
  readonly uid: number;
  /** Creates a new file in box/ (and its folders, for a `/` in `name`) before any program has run there. */
  writeBoxFile(name: string, content: string | Buffer, mode?: number): void;
  /** A file of the worker's own, outside anything the sandbox can reach. */
  writePrivateFile(name: string, content: string | Buffer): string;
  /** Unmounts and deletes the job's folder; never follows a link planted in box/. */
  remove(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;
/** Room for compiler output (class files, binaries) in a job's own file system. */
const BOX_BYTES = 64 * 1024 * 1024;

const run = promisify(execFile);
/** Job folders carry the judge's pid, so a later judge can tell which ones a dead one left behind. */
const JOB_PREFIX = 'job-';

/**
 * As root, box/ is a tmpfs of its own: the sandbox's mountinfo then shows the
 * root of that file system at /box, not the job's folder on the host, and the
 * compiler's output is capped as a whole. Two short processes per job (mount,
 * umount), nothing per run, awaited so the event loop never waits on them;
 * without root, box/ stays a plain directory.
 */
export async function mountOwnFileSystem(box: string, uid: number): Promise<void> {
  await run('/usr/bin/mount', ['-t', 'tmpfs', '-o', `size=${BOX_BYTES},mode=0755,nosuid,nodev`, 'codepath-box', box]);
  // Given to the job's user after the mount, not by a mount option, which mountinfo would show inside.
  await fs.promises.chown(box, uid, uid);
}

async function unmount(box: string): Promise<void> {
  try {
    // Lazy: every process of the job is gone by now, and a busy mount must not keep the folder alive.
    await run('/usr/bin/umount', ['--lazy', box]);
  } catch {
    // Not mounted (a failed creation): removing the folder below is all there is to do.
  }
}

export async function removeJobFolder(root: string): Promise<void> {
  if (isRoot) await unmount(path.join(root, 'box'));
  // rm never follows symbolic links: a link planted in box/ is removed, not its target.
  await fs.promises.rm(root, { recursive: true, force: true, maxRetries: 3 });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A judge killed mid-job leaves its job folders (and, as root, their box/
 * mounts) behind. Each judge removes, once at its start, the folders of judges
 * that are no longer running; folders of live judges sharing the root are theirs.
 */
export async function removeStaleJobDirs(workRoot: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(workRoot);
  } catch {
    return 0;
  }
  const stale = names.filter((name) => {
    const pid = Number(/^job-(\d+)-/.exec(name)?.[1]);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isAlive(pid);
  });
  await Promise.all(stale.map((name) => removeJobFolder(path.join(workRoot, name))));
  return stale.length;
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

export async function createJobDir(workRoot: string): Promise<JobDir> {
  ensureRoot(workRoot);
  const root = await fs.promises.mkdtemp(path.join(workRoot, `${JOB_PREFIX}${process.pid}-`));
  await fs.promises.chmod(root, 0o711);
  const box = path.join(root, 'box');
  await fs.promises.mkdir(box, { mode: 0o755 });
  const uid = isRoot ? takeHostUid() : (process.getuid?.() ?? 0);
  if (isRoot) {
    try {
      await mountOwnFileSystem(box, uid);
    } catch (error) {
      giveBackHostUid(uid);
      await fs.promises.rm(root, { recursive: true, force: true });
      throw error;
    }
  }
  return {
    root,
    box,
    uid,
    writeBoxFile(name, content, mode = 0o644) {
      const file = path.join(box, name);
      const created = name.includes('/') ? fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 }) : undefined;
      // Like box/ itself, a folder a compiler or build script may write into belongs to the job's user.
      if (isRoot && created) for (let dir = path.dirname(file); dir.length >= created.length; dir = path.dirname(dir)) fs.chownSync(dir, uid, uid);
      fs.writeFileSync(file, content, { flag: 'wx', mode });
    },
    writePrivateFile(name, content) {
      const file = path.join(root, name);
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return file;
    },
    // Every process of the job has ended by now (its sessions are closed first): its uid is free again.
    remove: () => removeJobFolder(root).finally(() => isRoot && giveBackHostUid(uid)),
  };
}
