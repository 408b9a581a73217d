import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSandboxArgs } from './bwrap-args.ts';

const args = buildSandboxArgs(
  {
    workDirHost: '/var/judge/job-1/box',
    isWorkDirWritable: false,
    extraReadOnlyPaths: ['/etc/java-17-openjdk'],
    tmpfsBytes: 1024,
    extraBinds: [{ hostPath: '/var/judge/job-1/feedback', sandboxPath: '/feedback', isWritable: true }],
  },
  { argv: ['./main', '--flag'], env: { PATH: '/usr/bin', HOME: '/tmp' } },
);

function boundSources(all: string[]): string[] {
  return all.flatMap((arg, i) => (arg === '--bind' || arg === '--ro-bind' ? [all[i + 1] ?? ''] : []));
}

describe('buildSandboxArgs', () => {
  it('unshares every namespace, network included, and dies with its parent', () => {
    for (const flag of ['--unshare-all', '--unshare-user', '--die-with-parent', '--clearenv', '--disable-userns', '--as-pid-1']) {
      expect(args).toContain(flag);
    }
    expect(args).not.toContain('--share-net');
  });

  it('loads the seccomp filter from its descriptor', () => {
    expect(args.slice(args.indexOf('--seccomp'), args.indexOf('--seccomp') + 2)).toEqual(['--seccomp', '5']);
  });

  it('runs as an unprivileged uid and gid', () => {
    expect(args.slice(args.indexOf('--uid'), args.indexOf('--uid') + 2)).toEqual(['--uid', '65534']);
    expect(args.slice(args.indexOf('--gid'), args.indexOf('--gid') + 2)).toEqual(['--gid', '65534']);
  });

  it('binds only toolchain paths read-only, never the root, home or /etc as a whole', () => {
    const sources = boundSources(args);
    expect(sources).not.toContain('/');
    expect(sources).not.toContain('/etc');
    expect(sources).not.toContain('/home');
    expect(sources).not.toContain('/root');
    expect(sources).not.toContain(process.cwd());
    expect(args.join(' ')).toContain('--ro-bind /usr /usr');
    expect(args.join(' ')).toContain('--ro-bind /etc/java-17-openjdk /etc/java-17-openjdk');
  });

  it('shows the job directory read-only at /box, extra binds as asked, and a size-capped /tmp', () => {
    expect(args.join(' ')).toContain('--ro-bind /var/judge/job-1/box /box');
    expect(args.join(' ')).toContain('--bind /var/judge/job-1/feedback /feedback');
    expect(args.join(' ')).toContain('--size 1024 --tmpfs /tmp');
  });

  it('leaves every mount read-only but /tmp and the binds asked for: /proc, /dev, /dev/pts, /usr/local and the root', () => {
    const readOnly = args.flatMap((arg, i) => (arg === '--remount-ro' ? [args[i + 1]] : []));
    expect(readOnly).toEqual(expect.arrayContaining(['/proc', '/dev/pts', '/dev', '/']));
    if (fs.existsSync('/usr/local')) expect(readOnly).toContain('/usr/local');
    expect(readOnly).not.toContain('/tmp');
    // A remount applies to what is mounted there by then, so it comes after every mount.
    expect(args.lastIndexOf('--remount-ro')).toBeGreaterThan(args.lastIndexOf('--bind'));
  });

  it('sets only the given environment and ends with the command', () => {
    expect(args.join(' ')).toContain('--setenv PATH /usr/bin --setenv HOME /tmp');
    expect(args.slice(-3)).toEqual(['--', './main', '--flag']);
  });
});
