import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBoxArgs } from './bwrap-args.ts';

const args = buildBoxArgs(
  {
    workDirHost: '/var/judge/job-1/box',
    extraReadOnlyPaths: ['/etc/java-17-openjdk'],
    extraBinds: [{ hostPath: '/var/judge/job-1/feedback', sandboxPath: '/feedback', isWritable: true }],
  },
  true,
);

function boundSources(all: string[]): string[] {
  return all.flatMap((arg, i) => (arg === '--bind' || arg === '--ro-bind' ? [all[i + 1] ?? ''] : []));
}

describe('buildBoxArgs', () => {
  it('unshares every namespace but the cgroup one (each program takes its own), network included, and dies with its parent', () => {
    for (const flag of ['--unshare-user', '--unshare-ipc', '--unshare-pid', '--unshare-net', '--unshare-uts', '--die-with-parent', '--clearenv', '--disable-userns', '--as-pid-1']) {
      expect(args).toContain(flag);
    }
    expect(args).not.toContain('--share-net');
  });

  it('runs as an unprivileged uid and gid, the runner keeping only the capabilities that make a test’s namespaces', () => {
    expect(args.slice(args.indexOf('--uid'), args.indexOf('--uid') + 2)).toEqual(['--uid', '65534']);
    expect(args.slice(args.indexOf('--gid'), args.indexOf('--gid') + 2)).toEqual(['--gid', '65534']);
    const capabilities = args.flatMap((arg, i) => (arg === '--cap-add' ? [args[i + 1]] : []));
    expect(capabilities.sort()).toEqual(['CAP_NET_ADMIN', 'CAP_SETPCAP', 'CAP_SYS_ADMIN']);
  });

  it('binds only toolchain paths read-only, never the root, home or /etc, and copies the loader cache in', () => {
    const sources = boundSources(args);
    expect(sources).not.toContain('/');
    expect(sources).not.toContain('/etc');
    expect(sources).not.toContain('/etc/ld.so.cache');
    expect(sources).not.toContain('/home');
    expect(sources).not.toContain('/root');
    expect(sources).not.toContain(process.cwd());
    expect(args.join(' ')).toContain('--ro-bind /usr /usr');
    expect(args.join(' ')).toContain('--ro-bind /etc/java-17-openjdk /etc/java-17-openjdk');
    expect(args.join(' ')).toContain('--ro-bind-data 8 /etc/ld.so.cache');
  });

  it('shows the job directory at /box (each run makes it read-only unless it compiles) and extra binds as asked', () => {
    expect(args.join(' ')).toContain('--bind /var/judge/job-1/box /box');
    expect(args.join(' ')).toContain('--bind /var/judge/job-1/feedback /feedback');
  });

  it('leaves every mount read-only but /tmp and the binds asked for: /proc, /dev, /dev/pts, /usr/local and the root', () => {
    const readOnly = args.flatMap((arg, i) => (arg === '--remount-ro' ? [args[i + 1]] : []));
    expect(readOnly).toEqual(expect.arrayContaining(['/proc', '/dev/pts', '/dev', '/']));
    if (fs.existsSync('/usr/local')) expect(readOnly).toContain('/usr/local');
    expect(readOnly).not.toContain('/tmp');
    // A remount applies to what is mounted there by then, so it comes after every mount.
    expect(args.lastIndexOf('--remount-ro')).toBeGreaterThan(args.lastIndexOf('--bind'));
  });

  it('starts the runner copied in from its descriptor, with no environment', () => {
    expect(args.join(' ')).toContain('--perms 0555 --ro-bind-data 7 /.box-runner');
    expect(args).not.toContain('--setenv');
    expect(args.slice(-3)).toEqual(['--', '/.box-runner', 'runner']);
  });

  // The worker image's Node.js is /usr/local/bin/node: bound by itself inside the emptied /usr/local, not hidden by it.
  it.runIf(fs.existsSync('/usr/local') && isWritable('/usr/local'))('binds an extra path inside /usr/local on top of its empty tmpfs, not under it', () => {
    const dir = fs.mkdtempSync('/usr/local/codepath-bind-');
    try {
      const file = path.join(dir, 'node');
      fs.writeFileSync(file, '');
      const local = buildBoxArgs({ workDirHost: '/var/judge/job-1/box', extraReadOnlyPaths: [file], extraBinds: [] }, true);
      const tmpfs = local.findIndex((arg, i) => arg === '--tmpfs' && local[i + 1] === '/usr/local');
      const bind = local.findIndex((arg, i) => arg === '--ro-bind' && local[i + 1] === file);
      expect(tmpfs).toBeGreaterThan(-1);
      expect(bind).toBeGreaterThan(tmpfs);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

function isWritable(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
