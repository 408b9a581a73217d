import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
/** A cap on the warm files' own file system: a precompiled header and two archives take about 130 MiB. */
const WARM_CACHE_BYTES = 1024 * 1024 * 1024;

/** Shared by every judge of this machine and user: the files depend only on the toolchain, so they are built once. */
export function defaultWarmCacheDir(): string {
  return path.join(os.tmpdir(), `codepath-judge-warm-${process.getuid?.() ?? 0}`);
}

/** A short, stable name for a toolchain version and the flags its files were built with. */
export function warmKey(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);
}

/**
 * The cache folder, created 0755 and trusted only when it is ours and nobody
 * else can write to it: a folder another user planted in /tmp could hold a
 * crafted header or archive that the sandboxed compiler would read.
 */
function ensureOwnCacheRoot(cacheRoot: string): void {
  fs.mkdirSync(cacheRoot, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(cacheRoot);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o022) !== 0) {
    throw new Error(`the warm toolchain cache ${cacheRoot} is not a folder of this user that only it can write`);
  }
}

function isMountPoint(dir: string): boolean {
  return fs.statSync(dir).dev !== fs.statSync(path.dirname(dir)).dev;
}

/**
 * As root, the cache is a tmpfs of its own (mounted once, kept until the machine
 * restarts): a box's mountinfo then shows the warm folders by their names in it,
 * not a host path. Without root it stays a plain folder, and mountinfo names it.
 */
async function ensureOwnFileSystem(cacheRoot: string): Promise<void> {
  if (!isRoot || isMountPoint(cacheRoot)) return;
  await run('/usr/bin/mount', ['-t', 'tmpfs', '-o', `size=${WARM_CACHE_BYTES},mode=0755,nosuid,nodev`, 'codepath-warm', cacheRoot]);
}

/** Removes a cache folder and its file system (tests, and an operator clearing the cache). */
export async function removeWarmCache(cacheRoot: string): Promise<void> {
  if (fs.existsSync(cacheRoot) && isMountPoint(cacheRoot)) await run('/usr/bin/umount', ['--lazy', cacheRoot]);
  await fs.promises.rm(cacheRoot, { recursive: true, force: true });
}

const MANIFEST = 'manifest.json';

/** Size and modification time of each built file, by path relative to the folder. */
function describeFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === MANIFEST) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = fs.statSync(file);
    files[path.relative(dir, file)] = `${size}:${mtimeMs}`;
  }
  return files;
}

function writeManifest(dir: string): void {
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(describeFiles(dir)), { mode: 0o644 });
}

/** True when every built file still has the size and time it had when built (a few stat calls). */
export function isIntact(dir: string): boolean {
  try {
    return fs.readFileSync(path.join(dir, MANIFEST), 'utf8') === JSON.stringify(describeFiles(dir));
  } catch {
    return false;
  }
}

/**
 * `<cacheRoot>/<name>`, built by `build` into a fresh folder and renamed into
 * place when complete, so a judge never sees half a build; when two judges
 * build at once, the first rename wins and the other's copy is removed.
 */
export async function buildOnce(cacheRoot: string, name: string, build: (dir: string) => Promise<void>): Promise<string> {
  ensureOwnCacheRoot(cacheRoot);
  await ensureOwnFileSystem(cacheRoot);
  const target = path.join(cacheRoot, name);
  if (fs.existsSync(target)) {
    if (isIntact(target)) return target;
    // A truncated archive crashes the JVM that maps it: what does not match its manifest is built again.
    await fs.promises.rm(target, { recursive: true, force: true });
  }
  const scratch = await fs.promises.mkdtemp(path.join(cacheRoot, `.build-${name}-`));
  try {
    await fs.promises.chmod(scratch, 0o755);
    await build(scratch);
    writeManifest(scratch);
    await fs.promises.rename(scratch, target).catch((error: NodeJS.ErrnoException) => {
      if (!fs.existsSync(target)) throw error;
    });
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
  return target;
}
