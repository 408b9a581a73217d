import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLimits, type ResourceLimits } from '../src/sandbox/limits.ts';
import { createSandbox } from '../src/sandbox/sandbox.ts';
import { isSandboxHostUid } from '../src/sandbox/host-uids.ts';
import type { ExecuteSpec, Sandbox, SandboxSession } from '../src/sandbox/types.ts';
import { createJobDir, type JobDir } from '../src/sandbox/work-dir.ts';

/**
 * A job's session runs its tests in reused boxes, and each test must start from
 * a state no earlier test touched. Every case below runs a test that leaves
 * something behind, then a test of the same box that looks for it.
 */
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-session-'));
const limits = runLimits({ cpuMs: 2000, memoryBytes: 256 * 1024 * 1024 });
let sandbox: Sandbox;
let job: JobDir;
let devNull: number;

beforeAll(async () => {
  sandbox = createSandbox();
  job = await createJobDir(workRoot);
  devNull = fs.openSync('/dev/null', 'r');
});

afterAll(async () => {
  fs.closeSync(devNull);
  await job.remove();
  fs.rmSync(workRoot, { recursive: true, force: true });
});

/** Runs argv in the job's box: a test's run, or a compile's (`/box` writable) with `isWorkDirWritable`. */
function execute(session: SandboxSession, argv: string[], options: Partial<Pick<ExecuteSpec, 'isWorkDirWritable' | 'stdinFd' | 'limits' | 'abortSignal'>> & { env?: Record<string, string> } = {}) {
  const { env = {}, ...spec } = options;
  return session.execute({ workDirHost: job.box, isWorkDirWritable: false, extraReadOnlyPaths: [], command: { argv, env }, stdinFd: devNull, limits, canBoundByAddressSpace: true, ...spec });
}

function shell(session: SandboxSession, script: string, runLimitsFor: ResourceLimits = limits) {
  return execute(session, ['/bin/sh', '-c', script], { env: { PATH: '/usr/bin:/bin' }, limits: runLimitsFor });
}

function python(session: SandboxSession, code: string) {
  return shell(session, `exec python3 -c '${code.replace(/'/g, `'\\''`)}'`);
}

const output = (result: { stdout: Buffer }): string => result.stdout.toString('utf8');

/** The real uid, as the host sees it, of the python3 whose last argument is `token`, and of its parents. */
function hostUidsOfProcessAndParents(token: string, count: number): number[] {
  const pid = fs.readdirSync('/proc').find((name) => /^\d+$/.test(name) && /^(\/usr\/bin\/)?python3\0/.test(readOrEmpty(`/proc/${name}/cmdline`)) && readOrEmpty(`/proc/${name}/cmdline`).endsWith(`${token}\0`));
  const uids: number[] = [];
  for (let at = pid; at !== undefined && uids.length < count; ) {
    const status = readOrEmpty(`/proc/${at}/status`);
    uids.push(Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]));
    at = /^PPid:\s+(\d+)/m.exec(status)?.[1];
  }
  return uids;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

type Printed = { stdout: Buffer; stderr: Buffer };

/**
 * Runs `leave` (which must succeed in leaving its traces, and print `leaveSays`) and
 * then `look` in the same box, and returns what `look` printed.
 */
async function leaveThenLook(leave: (session: SandboxSession) => Promise<Printed>, look: (session: SandboxSession) => Promise<Printed>, leaveSays = ''): Promise<string> {
  const session = sandbox.openSession();
  try {
    const left = await leave(session);
    expect(left.stderr.toString('utf8')).toBe('');
    expect(output(left)).toBe(leaveSays);
    const looked = await look(session);
    expect(looked.stderr.toString('utf8')).toBe('');
    return output(looked);
  } finally {
    await session.close();
  }
}

/** The box's user namespace: the same for every test of one box, another for each box. */
const BOX_ID = 'readlink /proc/self/ns/user';

describe('each test of a session starts from a state no earlier test touched', () => {
  it('in a box of its job alone, reused for the next test', async () => {
    const session = sandbox.openSession();
    try {
      const first = output(await shell(session, BOX_ID));
      const second = output(await shell(session, BOX_ID));
      expect(first).toMatch(/^user:\[\d+\]\n$/);
      expect(second).toBe(first);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('with an empty /tmp whose own metadata and attributes are new', async () => {
    const looked = await leaveThenLook(
      (session) => python(session, 'import os; open("/tmp/kept", "w").write("answer"); os.makedirs("/tmp/a/b"); os.chmod("/tmp/a", 0); os.setxattr("/tmp", "user.leak", b"secret"); os.utime("/tmp", (1000000000, 1000000000)); os.chmod("/tmp", 0o700)'),
      (session) => python(session, 'import os, stat\ntry:\n  leak = os.getxattr("/tmp", "user.leak")\nexcept OSError:\n  leak = None\ns = os.stat("/tmp")\nprint(os.listdir("/tmp"), leak, s.st_atime > 1000000000, oct(stat.S_IMODE(s.st_mode)))'),
    );
    expect(looked).toBe('[] None True 0o755\n');
  }, 60_000);

  it('without System V objects or POSIX message queues of an earlier test', async () => {
    const looked = await leaveThenLook(
      (session) => shell(session, `ipcmk -M 4096 -Q -S 1 > /dev/null; python3 -c 'import ctypes, os; ctypes.CDLL("libc.so.6", use_errno=True).mq_open(b"/leak", os.O_CREAT | os.O_RDWR, 0o600, None)'`),
      (session) => shell(session, `cat /proc/sysvipc/shm /proc/sysvipc/msg /proc/sysvipc/sem | grep -cv key; python3 -c 'import ctypes, os; print(ctypes.CDLL("libc.so.6", use_errno=True).mq_open(b"/leak", os.O_RDONLY), ctypes.get_errno() == 2)'`),
    );
    expect(looked).toBe('0\n-1 True\n');
  }, 60_000);

  it('with a network of its own and no IP sockets: no sockets and no traffic of an earlier test', async () => {
    const tryTraffic =
      'import socket\ntry:\n  server = socket.socket(); server.bind(("127.0.0.1", 4000)); server.listen()\n  client = socket.create_connection(("127.0.0.1", 4000)); peer, _ = server.accept()\n  client.sendall(b"x" * 100000)\nexcept OSError as error:\n  pass';
    const looked = await leaveThenLook(
      (session) => python(session, tryTraffic),
      (session) => python(session, 'import errno, socket\nlines = open("/proc/net/tcp").read().splitlines()[1:]\nlo = [l.split() for l in open("/proc/net/dev") if l.strip().startswith("lo:")][0]\ntry:\n  socket.socket()\nexcept OSError as error:\n  print(errno.errorcode[error.errno])\nprint(len(lines), lo[1], lo[2])'),
    );
    expect(looked).toBe('EAFNOSUPPORT\n0 0 0\n');
  }, 60_000);

  it('numbered from pid 2, as in a box of its own, however many processes the earlier test started', async () => {
    const looked = await leaveThenLook(
      (session) => shell(session, 'for i in $(seq 50); do /bin/true; done'),
      (session) => shell(session, 'echo $$'),
    );
    expect(looked).toBe('2\n');
  }, 60_000);

  it('with the limits and priority its plan sets, whatever an earlier test tried on its pid 1', async () => {
    const looked = await leaveThenLook(
      // Its own pid 1's limits and priority are out of its reach too (the filter, and the capabilities pid 1 keeps).
      (session) => python(session, 'import os, resource\ndenied = []\nfor change in (lambda: resource.prlimit(1, resource.RLIMIT_NOFILE, (3, 3)), lambda: resource.prlimit(1, resource.RLIMIT_CPU, (0, 0)), lambda: os.setpriority(os.PRIO_PROCESS, 1, 19)):\n  try:\n    change()\n  except PermissionError:\n    denied.append(True)\nos.setpriority(os.PRIO_PROCESS, 0, 19)\nresource.setrlimit(resource.RLIMIT_NOFILE, (3, 3))\nprint(len(denied))'),
      (session) => python(session, 'import os, resource\nprint(resource.getrlimit(resource.RLIMIT_NOFILE), resource.getrlimit(resource.RLIMIT_STACK)[0] > 65536, os.getpriority(os.PRIO_PROCESS, 0))'),
      '3\n',
    );
    expect(looked).toBe('(64, 64) True 0\n');
  }, 60_000);

  it('in a scheduler group of its own, whose virtual run time counts no CPU time of an earlier test', async () => {
    // Pinned to one CPU: the burner's time would show in the reader's `se.vruntime` if they shared a group there.
    const session = sandbox.openSession();
    try {
      const burned = await python(session, 'import os, time\nos.sched_setaffinity(0, {0})\nwhile time.process_time() < 0.4: pass\nprint("burned")');
      expect(output(burned)).toBe('burned\n');
      const read = output(await python(session, 'import os, re\nos.sched_setaffinity(0, {0})\nos.sched_yield()\nprint(re.search(r"se.vruntime\\s*:\\s*(-?[0-9.]+)", open("/proc/self/sched").read()).group(1))'));
      expect(Math.abs(Number(read)), read).toBeLessThan(100);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('with no view of its pid 1, whose figures moved with what the box did before the program started', async () => {
    // The init's CPU time, start time, page faults and scheduler figures each told something of an earlier test or of
    // the test's own set-up (hostile reviews 18 to 23): its /proc is not shown at all (hidepid).
    const looked = await leaveThenLook(
      (session) => shell(session, 'python3 -c "import time; t = time.process_time()\nwhile time.process_time() - t < 0.3: pass"'),
      (session) => shell(session, 'for f in stat status sched cgroup environ; do cat /proc/1/$f > /dev/null 2>&1 && echo "read $f"; done; echo pids $(ls /proc | grep "^[0-9]*$")'),
    );
    // Nothing of pid 1 is read, and only the shell (pid 2) and the commands it started are listed.
    expect(looked).toMatch(/^pids [\d ]+\n$/);
    const pids = looked.trim().split(' ').slice(1).map(Number);
    expect(pids).toContain(2);
    expect(pids).not.toContain(1);
  }, 60_000);

  it('and a program that ended within its wall limit is not timed out by a judge whose event loop was stalled past it', async () => {
    const session = sandbox.openSession();
    try {
      await shell(session, 'exit 0');
      const running = shell(session, 'sleep 0.3; echo ended', { ...limits, wallMs: 600 });
      // The program ends after 0.3 s; this process, busy from 0.2 s to 1.7 s, hears of it only after its wall timer is due.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stalledUntil = Date.now() + 1500;
      while (Date.now() < stalledUntil);
      const result = await running;
      expect(result.isWallTimeout).toBe(false);
      expect(output(result)).toBe('ended\n');
      expect(result.wallMs).toBeLessThan(600);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('with stdio made when it was asked for, so no inode number of it predates an earlier test', async () => {
    // The machine's one inode counter (pipes, sockets) only counts up, handed out in blocks of 1,024 per CPU: a
    // descriptor made before an earlier test would let this test read how far that test moved it. The earlier
    // test here takes a new block on every CPU; whatever is made after it is numbered above the lowest of those.
    const session = sandbox.openSession();
    try {
      await shell(session, 'true');
      // Clients started ahead are ready by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const moved = await python(
        session,
        'import os\nlast = []\nfor cpu in sorted(os.sched_getaffinity(0)):\n  os.sched_setaffinity(0, {cpu})\n  for _ in range(2100):\n    a, b = os.pipe(); os.close(a); os.close(b)\n  a, b = os.pipe()\n  last.append(os.fstat(a).st_ino)\nprint(min(last))',
      );
      const floor = Number(output(moved));
      expect(floor).toBeGreaterThan(0);
      const read = output(await python(session, 'import os\nprint(*(os.fstat(fd).st_ino for fd in (0, 1, 2)))'));
      const stdio = read.trim().split(' ').map(Number);
      expect(stdio).toHaveLength(3);
      for (const inode of stdio) expect(inode, read).toBeGreaterThan(floor);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('with nothing left of a run that was aborted while it was being set up', async () => {
    // Aborted between its request and its program's start (a later test stopped by an earlier failure), a run's
    // program could start after its groups were emptied, unwatched. Each attempt aborts at another moment.
    const token = `3031.${process.pid}${Date.now() % 100_000}`;
    const running = () =>
      fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && readOrEmpty(`/proc/${pid}/cmdline`).split('\0').includes(token));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const session = sandbox.openSession();
      const stop = new AbortController();
      try {
        const run = execute(session, ['/bin/sleep', token], { abortSignal: stop.signal });
        setTimeout(() => stop.abort(), attempt % 15);
        await run;
        expect(running(), `attempt ${attempt}`).toEqual([]);
      } finally {
        await session.close();
      }
    }
    expect(running()).toEqual([]);
  }, 120_000);

  it('with nothing an earlier test started still running', async () => {
    const session = sandbox.openSession();
    const listProcesses = 'for f in /proc/[0-9]*/comm; do read c < $f; printf "%s " "$c"; done';
    try {
      await shell(session, 'sleep 600 & sleep 600 & exit 0');
      const afterEnded = output(await shell(session, listProcesses));
      await shell(session, 'sleep 600 & sleep 600 & while :; do :; done', { ...limits, cpuMs: 300 });
      const afterTimedOut = output(await shell(session, listProcesses));
      // The shell that lists them alone (the test's init, pid 1, is not shown).
      expect(afterEnded).toBe('sh ');
      expect(afterTimedOut).toBe('sh ');
    } finally {
      await session.close();
    }
  }, 60_000);
});

describe('what a test can see of the box and the host', () => {
  it('runs as the unprivileged uid on the host too, with no capability', async () => {
    const session = sandbox.openSession();
    const token = `uid-probe-${process.pid}-${Date.now()}`;
    try {
      const probe = shell(session, `grep -E '^(CapEff|CapBnd|CapAmb|NoNewPrivs|Seccomp):' /proc/self/status; exec python3 -c 'import time; time.sleep(1.5)' ${token}`);
      await new Promise((resolve) => setTimeout(resolve, 700));
      // The probe, its test init and the box's runner, as the host sees them.
      const uids = hostUidsOfProcessAndParents(token, 3);
      const seen = output(await probe);
      // The job's own uid: no other job's sandbox is that user, and no account of the host is.
      expect(new Set(uids).size).toBe(1);
      if (process.getuid?.() === 0) expect(isSandboxHostUid(uids[0] ?? 0)).toBe(true);
      expect(uids[0]).toBe(job.uid);
      expect(seen).toBe('CapEff:\t0000000000000000\nCapBnd:\t0000000000000000\nCapAmb:\t0000000000000000\nNoNewPrivs:\t1\nSeccomp:\t2\n');
    } finally {
      await session.close();
    }
  }, 60_000);

  it('has its stdio pipes made by its box’s user, so their pages count against no user another job or the judge shares', async () => {
    const session = sandbox.openSession();
    try {
      await shell(session, 'true');
      // Clients started ahead are ready by now: this test's relays pipes it makes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const running = shell(session, 'sleep 1');
      const clientUids = async (): Promise<number[]> => {
        const uids = waitingClients(true).map((pid) => Number(/^Uid:\s+(\d+)/m.exec(readOrEmpty(`/proc/${pid}/status`))?.[1]));
        return uids.filter((uid) => uid !== 0);
      };
      await expect.poll(clientUids, { timeout: 5_000 }).toHaveLength(1);
      const [uid = 0] = await clientUids();
      expect(isSandboxHostUid(uid)).toBe(true);
      await running;
    } finally {
      await session.close();
    }
  }, 60_000);

  it('runs two jobs as two users, so no counter the kernel keeps per user (pipe pages, descriptors in flight) is shared', async () => {
    const other = await createJobDir(workRoot);
    const probe = (box: string, token: string) => {
      const session = sandbox.openSession();
      const argv = ['/usr/bin/python3', '-c', 'import time; time.sleep(1.5)', token];
      const run = session.execute({ workDirHost: box, isWorkDirWritable: false, extraReadOnlyPaths: [], command: { argv, env: {} }, stdinFd: devNull, limits, canBoundByAddressSpace: true });
      return run.finally(() => session.close());
    };
    try {
      const tokens = [`mine-${Date.now()}`, `theirs-${Date.now()}`];
      const runs = Promise.all([probe(job.box, tokens[0] ?? ''), probe(other.box, tokens[1] ?? '')]);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const [mine, theirs] = tokens.map((token) => hostUidsOfProcessAndParents(token, 1)[0]);
      await runs;
      expect([mine, theirs]).toEqual([job.uid, other.uid]);
      expect(mine).not.toBe(theirs);
    } finally {
      await other.remove();
    }
  }, 60_000);

  it('sees its own pid 1 only, and none of its descriptors', async () => {
    const session = sandbox.openSession();
    try {
      const result = await python(session, 'import os\ntry:\n  os.listdir("/proc/1/fd")\nexcept FileNotFoundError:\n  print("not shown")\nprint(sorted(int(p) for p in os.listdir("/proc") if p.isdigit()), sorted(os.listdir("/proc/self/fd")))');
      // Its pid 1 is not shown; the fourth descriptor is the listing's own.
      expect(output(result)).toBe("not shown\n[2] ['0', '1', '2', '3']\n");
      // Its own group is its cgroup namespace's root: nothing of the host or the judge.
      const groups = output(await shell(session, 'cat /proc/self/cgroup'));
      expect(groups).not.toContain(String(process.pid));
      expect(groups).not.toContain('codepath');
      expect(groups).not.toContain('judge-');
    } finally {
      await session.close();
    }
  }, 60_000);

  it('shares no lock with a test of another box running at the same time', async () => {
    const one = sandbox.openSession();
    const other = sandbox.openSession();
    try {
      const holder = python(one, 'import fcntl, time\nfiles = [open(p, "rb") for p in ("/etc/ld.so.cache", "/usr/bin/python3")]\nfor f in files: fcntl.flock(f, fcntl.LOCK_EX)\nfor f in files: fcntl.lockf(f, fcntl.LOCK_SH)\ntime.sleep(1.5)');
      await new Promise((resolve) => setTimeout(resolve, 700));
      const tried = await python(other, 'import fcntl\nfor p in ("/etc/ld.so.cache", "/usr/bin/python3"):\n  f = open(p, "rb")\n  fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)\nprint("free")');
      expect(output(tried)).toBe('free\n');
      expect((await holder).exitCode).toBe(0);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  }, 60_000);

  it('cannot drop the shared toolchain files from the page cache, nor learn what is cached without reading it', async () => {
    // A library file nothing maps, fully cached by the host: a sandbox that could evict its pages (or read
    // without caching) could write and read bits there that another learner's program reads back.
    const file = '/usr/lib/python3.11/difflib.py';
    fs.readFileSync(file);
    const cached = (): number => Number(execFileSync('/usr/bin/fincore', ['--raw', '--noheadings', '--output', 'PAGES', file], { encoding: 'utf8' }).trim());
    const before = cached();
    const session = sandbox.openSession();
    try {
      const result = await python(
        session,
        `import mmap, os\nfd = os.open("${file}", os.O_RDONLY)\nos.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)\nos.posix_fadvise(fd, 0, 0, os.POSIX_FADV_NOREUSE)\nm = mmap.mmap(fd, 0, prot=mmap.PROT_READ)\nm.madvise(21)\nm.madvise(20)\nimport ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\nlibc.mmap.restype = ctypes.c_void_p\nsize = os.fstat(fd).st_size\naddress = libc.mmap(None, size, 1, 1, fd, 0)\nfor advice in (21, 20):\n  libc.syscall(28, ctypes.c_void_p(address), ctypes.c_size_t(size), ctypes.c_long((1 << 32) | advice))\ntry:\n  os.preadv(fd, [bytearray(1)], 0, os.RWF_NOWAIT)\nexcept OSError as error:\n  print(error.strerror)`,
      );
      expect(output(result)).toBe('Operation not supported\n');
      expect(cached()).toBe(before);
      expect(before).toBeGreaterThan(0);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('leaves nothing in the page cache that it read in: a later job finds the shared files as they were', async () => {
    // Not cached before (dropped by the host), read by the program: cached while it runs, gone once it ended.
    const file = '/usr/lib/python3.11/difflib.py';
    const cached = (): number => Number(execFileSync('/usr/bin/fincore', ['--raw', '--noheadings', '--output', 'PAGES', file], { encoding: 'utf8' }).trim());
    execFileSync('/usr/bin/python3', ['-c', `import os; os.posix_fadvise(os.open("${file}", os.O_RDONLY), 0, 0, os.POSIX_FADV_DONTNEED)`]);
    expect(cached()).toBe(0);
    const session = sandbox.openSession();
    try {
      const result = await shell(session, `cat ${file} > /dev/null && cat /proc/self/cgroup > /dev/null && echo read`);
      expect(output(result)).toBe('read\n');
      // Reclaimed behind the result, by the time its box is closed.
      await session.close();
      expect(cached()).toBe(0);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('leaves none of the names it looked up in the dentry cache, not even the ones that do not exist', async () => {
    // A lookup of a missing name leaves a negative dentry, which a later job could look for: 40,000 of them here.
    const negativeDentries = (): number => Number(fs.readFileSync('/proc/sys/fs/dentry-state', 'utf8').split(/\s+/)[4]);
    const session = sandbox.openSession();
    try {
      const before = negativeDentries();
      const result = await python(session, 'import os\nfor i in range(40000):\n  os.path.exists(f"/usr/lib/.probe-{i}")\nprint("looked")');
      expect(output(result)).toBe('looked\n');
      await session.close();
      // The machine's other work adds and drops some meanwhile: far fewer than the program's.
      expect(negativeDentries() - before).toBeLessThan(20_000);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('leaves none of a compile’s lookups to another job that starts right after it', async () => {
    // A compile reads what its source chooses (an include of each name, say): its own job's tests may find that,
    // another job's may not.
    const negativeDentries = (text: string): number => Number(text.split(/\s+/)[4]);
    const compiling = sandbox.openSession();
    const other = sandbox.openSession();
    try {
      const before = negativeDentries(fs.readFileSync('/proc/sys/fs/dentry-state', 'utf8'));
      const compiled = await execute(compiling, ['/usr/bin/python3', '-c', 'import os\nfor i in range(80000):\n  os.path.exists(f"/usr/lib/.include-{i}")\nprint("looked")'], {
        isWorkDirWritable: true,
      });
      expect(output(compiled)).toBe('looked\n');
      const seen = output(await shell(other, 'cat /proc/sys/fs/dentry-state'));
      expect(negativeDentries(seen) - before).toBeLessThan(20_000);
    } finally {
      await Promise.all([compiling.close(), other.close()]);
    }
  }, 60_000);

  it('starts a test only once its own compile’s reclaim is over, so no page the compile read can be held past it', async () => {
    // A test running while its compile's pages were reclaimed could splice chosen ones into a pipe and keep them
    // cached for a later job to find: 8 MiB of a file on disk, read by the compile, spliced by the first test
    // (a C program, so it starts within the reclaim when it may).
    const file = path.join('/usr/share', `codepath-reclaim-${process.pid}-${Date.now()}`);
    fs.writeFileSync(file, Buffer.alloc(8 * 1024 * 1024, 7));
    const pinner = path.join(job.box, 'pin');
    const pinnerSource = `${pinner}.c`;
    fs.writeFileSync(
      pinnerSource,
      `#define _GNU_SOURCE\n#include <fcntl.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void) {\n  int fd = open("${file}", O_RDONLY), p[2];\n  if (fd < 0 || pipe(p) < 0) return 1;\n  fcntl(p[1], F_SETPIPE_SZ, 1 << 20);\n  for (long page = 0; page < 512; page += 2) { __off64_t at = page * 4096; splice(fd, &at, p[1], NULL, 4096, SPLICE_F_NONBLOCK); }\n  usleep(300000);\n  puts("held");\n  return 0;\n}\n`,
    );
    execFileSync('gcc', ['-O2', '-o', pinner, pinnerSource]);
    fs.chmodSync(pinner, 0o755);
    const evict = () => execFileSync('python3', ['-c', `import os\nfd = os.open(${JSON.stringify(file)}, os.O_RDONLY)\nos.fsync(fd)\nos.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)`]);
    const cachedBytes = () => Number(execFileSync('fincore', ['--bytes', '--noheadings', '--output', 'RES', file], { encoding: 'utf8' }).trim());
    try {
      for (let round = 0; round < 5; round += 1) {
        evict();
        const session = sandbox.openSession();
        try {
          const run = (argv: string[], isWorkDirWritable: boolean) => execute(session, argv, { isWorkDirWritable });
          // The compile also looks up names, so its reclaim takes a while: the window a test could use.
          expect(output(await run(['/usr/bin/python3', '-c', `import os\nfor i in range(100000): os.path.exists(f'/usr/lib/.r-{i}')\nopen(${JSON.stringify(file)}, 'rb').read()\nprint('read')`], true))).toBe('read\n');
          expect(output(await run(['/box/pin'], false))).toBe('held\n');
        } finally {
          await session.close();
        }
        expect(cachedBytes()).toBeLessThan(64 * 1024);
      }
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(pinner, { force: true });
      fs.rmSync(pinnerSource, { force: true });
    }
  }, 60_000);

  it('never lets two sessions, nor two tests at the same time, share a box', async () => {
    const one = sandbox.openSession();
    const other = sandbox.openSession();
    try {
      const [a, b] = await Promise.all([shell(one, `${BOX_ID}; sleep 0.3`), shell(one, `${BOX_ID}; sleep 0.3`)]);
      const c = await shell(other, BOX_ID);
      const boxes = [a, b, c].map((result) => output(result).trim());
      expect(new Set(boxes).size).toBe(3);
      // Both boxes of the first session stay for its next tests.
      expect(boxes.slice(0, 2)).toContain(output(await shell(one, BOX_ID)).trim());
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  }, 60_000);

  it('measures each test’s CPU time and peak memory on its own', async () => {
    const session = sandbox.openSession();
    try {
      const busy = await python(session, 'import time\nblock = bytearray(96 * 1024 * 1024)\nstarted = time.process_time()\nwhile time.process_time() - started < 0.4: pass');
      const idle = await shell(session, 'true');
      expect(busy.cpuMs).toBeGreaterThanOrEqual(400);
      expect(idle.cpuMs).toBeLessThan(100);
      expect(busy.peakBytes).toBeGreaterThanOrEqual(96 * 1024 * 1024);
      expect(idle.peakBytes).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await session.close();
    }
  }, 60_000);
});

describe('a box closed as soon as it was started', () => {
  // A prepared job's box closed by a judge closing at once: the box may not have joined its groups yet.
  it('ends, and its session closes', async () => {
    for (let round = 0; round < 20; round += 1) {
      const session = sandbox.openSession({ prestart: { workDirHost: job.box, extraReadOnlyPaths: [], extraBinds: [] } });
      const closed = await Promise.race([session.close().then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      expect(closed).toBe(true);
    }
  }, 300_000);
});

/** This process's children that are a box's client (`box-helper run`), by pid: waiting for a test, or any. */
function waitingClients(isServingToo = false): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => /^PPid:\s+(\d+)$/m.exec(readOrEmpty(`/proc/${pid}/status`))?.[1] === String(process.pid))
    .filter((pid) => {
      const argv = readOrEmpty(`/proc/${pid}/cmdline`).split('\0');
      return argv.length === 3 && argv[1] === 'run' && argv[2] === '' && (isServingToo || /^Uid:\s+0\s/m.test(readOrEmpty(`/proc/${pid}/status`)));
    })
    .map(Number);
}

describe('the boxes’ clients, started ahead while no test runs', () => {
  it('pass on the whole of the test’s input, whatever its first bytes look like', async () => {
    // Bytes that would read as a request's length and strings, then binary: the program gets them all.
    const input = Buffer.concat([Buffer.from([12, 0, 0, 0]), Buffer.from('/x\x001\x00/y\x00--\x00'), Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 256))]);
    const file = path.join(workRoot, 'input.bin');
    fs.writeFileSync(file, input);
    const fd = fs.openSync(file, 'r');
    const session = sandbox.openSession();
    try {
      for (let round = 0; round < 3; round += 1) {
        const run = await execute(session, ['/usr/bin/sha256sum'], { stdinFd: fd });
        expect(output(run).split(' ')[0]).toBe(execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0]);
      }
    } finally {
      fs.closeSync(fd);
      await session.close();
    }
  }, 60_000);

  it('give a test the same kind of stdio whether one was ready or not, so it cannot tell how many tests ran since the judge was idle', async () => {
    const session = sandbox.openSession();
    const kind = 'for fd in 0 1 2; do stat -L -c %F /proc/self/fd/$fd; done';
    try {
      await shell(session, 'true');
      await expect.poll(() => waitingClients().length, { timeout: 10_000 }).toBeGreaterThan(0);
      const withOneReady = output(await shell(session, kind));
      // None ready: every waiting client ended at once (the judge starts no other within 25 ms of a test's end), so
      // the next test's client is started for it.
      for (const pid of waitingClients()) process.kill(pid, 'SIGKILL');
      const withNoneReady = output(await shell(session, kind));
      expect(withOneReady).toBe('fifo\nfifo\nfifo\n');
      expect(withNoneReady).toBe(withOneReady);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('are ready after a test, replaced when one ended while it waited, and ended when the sandbox closes', async () => {
    const session = sandbox.openSession();
    try {
      expect(output(await shell(session, 'echo one'))).toBe('one\n');
      await expect.poll(() => waitingClients().length, { timeout: 10_000 }).toBeGreaterThan(0);
      // Clients killed while they waited: the next test starts another and runs as usual.
      for (const pid of waitingClients()) process.kill(pid, 'SIGKILL');
      expect(output(await shell(session, 'echo two'))).toBe('two\n');
      await expect.poll(() => waitingClients().length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await session.close();
    }
    await sandbox.close?.();
    expect(waitingClients()).toEqual([]);
  }, 60_000);
});
