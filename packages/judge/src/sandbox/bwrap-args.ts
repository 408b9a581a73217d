import fs from 'node:fs';

/** Where the job's files appear inside the sandbox; also the program's working directory. */
export const SANDBOX_WORK_DIR = '/box';
/** The unprivileged identity inside the sandbox (and outside, when the judge runs as root). */
export const SANDBOX_UID = 65534;
/** bwrap reports the child's pid and exit code on this descriptor. */
export const STATUS_FD = 3;
/** bwrap reads the seccomp filter from this descriptor and closes it before the program runs. */
export const SECCOMP_FD = 5;

export interface SandboxMountPlan {
  /** Host directory shown at /box. */
  workDirHost: string;
  isWorkDirWritable: boolean;
  /** Read-only toolchain paths beyond the base system libraries (e.g. a JDK's /etc directory). */
  extraReadOnlyPaths: readonly string[];
  tmpfsBytes: number;
  /** Further host directories, e.g. a validator's test data and feedback directory. */
  extraBinds: readonly DirectoryBind[];
  /** Executables copied in from a descriptor (a reusable box's runner): a file of the sandbox's own, no host path. */
  copiedPrograms?: readonly CopiedProgram[];
}

export interface CopiedProgram {
  fd: number;
  sandboxPath: string;
}

export interface DirectoryBind {
  hostPath: string;
  sandboxPath: string;
  isWritable: boolean;
}

export interface SandboxCommand {
  argv: readonly string[];
  env: Readonly<Record<string, string>>;
}

/**
 * The toolchains live under /usr (every command is named by its real path, so
 * /etc/alternatives is not needed). The loader cache is: without it every
 * shared library is searched through a dozen directories, which triples the
 * start-up time of Python and the JVM. Nothing else of the host is visible: no
 * project, no home directories, no data directory, from /etc only these.
 */
const BASE_READ_ONLY_PATHS = ['/usr', '/etc/ld.so.cache'];
/** Merged-/usr systems have these as symlinks; others have real directories. */
const ROOT_LINKS = ['/bin', '/sbin', '/lib', '/lib64', '/lib32', '/libx32'];

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

function existing(paths: readonly string[]): string[] {
  return paths.filter((p) => fs.existsSync(p));
}

/**
 * The complete bubblewrap argument vector for one execution. No --new-session:
 * the launcher is already a session leader without a controlling terminal (it
 * is spawned detached), so the program has no terminal to inject input into,
 * and bwrap's own setsid costs about 6 ms per run.
 */
export function buildSandboxArgs(plan: SandboxMountPlan, command: SandboxCommand): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--uid', String(SANDBOX_UID),
    '--gid', String(SANDBOX_UID),
    '--hostname', 'sandbox',
    '--json-status-fd', String(STATUS_FD),
    '--clearenv',
    '--seccomp', String(SECCOMP_FD),
  ];
  // The program is the namespace's pid 1, with no bwrap init in between: one process
  // start less per run, and its rusage reaches the launcher (CPU time without cgroups).
  // When it exits, the kernel kills whatever it left behind in the namespace.
  args.push('--as-pid-1');
  for (const [name, value] of Object.entries(command.env)) args.push('--setenv', name, value);
  for (const p of existing([...BASE_READ_ONLY_PATHS, ...plan.extraReadOnlyPaths])) args.push('--ro-bind', p, p);
  // Locally installed software is not part of any toolchain we run.
  if (fs.existsSync('/usr/local')) args.push('--tmpfs', '/usr/local');
  args.push(...rootLinkArgs());
  args.push('--proc', '/proc', '--dev', '/dev');
  args.push('--size', String(plan.tmpfsBytes), '--tmpfs', '/tmp');
  args.push(plan.isWorkDirWritable ? '--bind' : '--ro-bind', plan.workDirHost, SANDBOX_WORK_DIR);
  for (const bind of plan.extraBinds) args.push(bind.isWritable ? '--bind' : '--ro-bind', bind.hostPath, bind.sandboxPath);
  for (const program of plan.copiedPrograms ?? []) args.push('--perms', '0555', '--ro-bind-data', String(program.fd), program.sandboxPath);
  // bwrap builds the root, /dev and /usr/local as writable tmpfs and mounts /proc and /dev/pts writable;
  // nothing outside /tmp (and binds asked for) stays writable. Device nodes (/dev/null ...) are writable files.
  for (const mount of ['/usr/local', '/proc', '/dev/pts', '/dev']) {
    if (mount !== '/usr/local' || fs.existsSync(mount)) args.push('--remount-ro', mount);
  }
  args.push('--remount-ro', '/');
  args.push('--chdir', SANDBOX_WORK_DIR, '--', ...command.argv);
  return args;
}
