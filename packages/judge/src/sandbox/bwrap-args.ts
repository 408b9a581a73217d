import fs from 'node:fs';
import type { BoxMountPlan } from './types.ts';

/** Where the job's files appear inside the sandbox; also the program's working directory. */
export const SANDBOX_WORK_DIR = '/box';
/** The unprivileged identity inside the sandbox and outside it (when the judge runs as root). */
export const SANDBOX_UID = 65534;
/** bwrap reports the box's pid and its exit on this descriptor. */
export const STATUS_FD = 3;
/** The runner reads the programs' seccomp filter from this descriptor (box-helper.h FILTER_FD). */
export const FILTER_FD = 5;
/** The runner's binary, copied into the box by bwrap (box-helper.h RUNNER_FD). */
export const RUNNER_FD = 7;
/** The loader cache's bytes, copied into the box by bwrap (box-helper.h LOADER_CACHE_FD). */
export const LOADER_CACHE_FD = 8;
/** Where the runner's copy sits inside the box (a read-only file of the box's own root). */
export const RUNNER_PATH = '/.box-runner';
export const LOADER_CACHE_PATH = '/etc/ld.so.cache';

/**
 * The toolchains live under /usr (every command is named by its real path, so
 * /etc/alternatives is not needed); the loader cache is copied in (without it
 * every shared library is searched through a dozen directories, which triples
 * the start-up time of Python and the JVM), so no file of the host's /etc is
 * shared. Nothing else of the host is visible: no project, no home directories,
 * no data directory.
 */
const BASE_READ_ONLY_PATHS = ['/usr'];
/** Merged-/usr systems have these as symlinks; others have real directories. */
const ROOT_LINKS = ['/bin', '/sbin', '/lib', '/lib64', '/lib32', '/libx32'];
/** The box's own /tmp is never a test's (each mounts its own over it): a token size. */
const BOX_TMPFS_BYTES = 64 * 1024;
/**
 * What the runner keeps in the box's user namespace to give each test fresh
 * namespaces and mounts (SYS_ADMIN), bring its loopback up (NET_ADMIN) and take
 * every capability from the program (SETPCAP). Only inside that namespace,
 * never on the host; the program has none.
 */
const RUNNER_CAPABILITIES = ['CAP_SYS_ADMIN', 'CAP_NET_ADMIN', 'CAP_SETPCAP'];

function rootLinkArgs(): string[] {
  const args: string[] = [];
  for (const link of ROOT_LINKS) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(link);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', fs.readlinkSync(link), link);
    else if (stat.isDirectory()) args.push('--ro-bind', link, link);
  }
  return args;
}

/**
 * The package format promises build scripts `cc` and `c++` on the search path. Debian
 * links /usr/bin/cc through /etc/alternatives, which the box does not show: the box gets
 * the links themselves (to the compilers under /usr they resolve to), no file of the host's /etc.
 */
const COMPILER_ALIASES = ['cc', 'c++'];
let compilerAliasLinks: string[] | undefined;

function compilerAliasArgs(): string[] {
  compilerAliasLinks ??= COMPILER_ALIASES.flatMap((name) => {
    const link = `/usr/bin/${name}`;
    try {
      const target = fs.readlinkSync(link);
      const resolved = fs.realpathSync(link);
      if (!target.startsWith('/etc/alternatives/') || !resolved.startsWith('/usr/')) return [];
      return ['--symlink', resolved, target];
    } catch {
      return [];
    }
  });
  return compilerAliasLinks;
}

function existing(paths: readonly string[]): string[] {
  return paths.filter((p) => fs.existsSync(p));
}

/**
 * The bubblewrap argument vector of one box (box/box.ts): every namespace but
 * the cgroup one (each test's program takes its own once it joined its groups),
 * the read-only mounts, and the runner as the box's pid 1. Each test then runs
 * in namespaces of its own below the box's (box/box-test.c). No --new-session:
 * the box's helper is already a session leader without a controlling terminal
 * (it is spawned detached), so no program has a terminal to inject input into.
 */
export function buildBoxArgs(plan: BoxMountPlan, hasLoaderCache: boolean): string[] {
  const args = [
    '--unshare-user',
    '--unshare-ipc',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-uts',
    '--disable-userns',
    '--die-with-parent',
    '--uid', String(SANDBOX_UID),
    '--gid', String(SANDBOX_UID),
    '--hostname', 'sandbox',
    '--json-status-fd', String(STATUS_FD),
    '--clearenv',
    ...RUNNER_CAPABILITIES.flatMap((capability) => ['--cap-add', capability]),
    '--as-pid-1',
  ];
  for (const p of existing(BASE_READ_ONLY_PATHS)) args.push('--ro-bind', p, p);
  // Locally installed software is not part of any toolchain we run: /usr/local is an empty tmpfs, mounted
  // before the extra paths so that one of them inside it (Node.js in /usr/local/bin) is bound on top, not hidden.
  if (fs.existsSync('/usr/local')) args.push('--tmpfs', '/usr/local');
  for (const p of existing(plan.extraReadOnlyPaths)) args.push('--ro-bind', p, p);
  if (hasLoaderCache) args.push('--perms', '0444', '--ro-bind-data', String(LOADER_CACHE_FD), LOADER_CACHE_PATH);
  args.push(...rootLinkArgs(), ...compilerAliasArgs());
  args.push('--proc', '/proc', '--dev', '/dev');
  args.push('--size', String(BOX_TMPFS_BYTES), '--tmpfs', '/tmp');
  args.push('--bind', plan.workDirHost, SANDBOX_WORK_DIR);
  for (const bind of plan.extraBinds) args.push(bind.isWritable ? '--bind' : '--ro-bind', bind.hostPath, bind.sandboxPath);
  args.push('--perms', '0555', '--ro-bind-data', String(RUNNER_FD), RUNNER_PATH);
  // bwrap builds the root, /dev and /usr/local as writable tmpfs and mounts /proc and /dev/pts writable;
  // nothing outside /tmp (and binds asked for) stays writable. Device nodes (/dev/null ...) are writable files.
  for (const mount of ['/usr/local', '/proc', '/dev/pts', '/dev']) {
    if (mount !== '/usr/local' || fs.existsSync(mount)) args.push('--remount-ro', mount);
  }
  args.push('--remount-ro', '/');
  args.push('--chdir', '/', '--', RUNNER_PATH, 'runner');
  return args;
}
