"""Writes the sandbox's seccomp filter (classic BPF, for bwrap --seccomp) to stdout.

Built with libseccomp (Debian python3-seccomp), modelled on Docker's default
profile: every system call libseccomp knows is allowed except the kernel attack
surface below, which fails with EPERM; calls it does not know (newer than the
library) fail with ENOSYS. Denied calls fail rather than kill, so runtimes that
probe for io_uring and the like fall back and keep working.
Run with Debian's /usr/bin/python3, which is where the binding is installed.
"""

import errno
import sys

import seccomp

DENIED = [
    # Kernel attack surface with a history of exploits.
    "bpf", "io_uring_setup", "io_uring_enter", "io_uring_register", "perf_event_open", "userfaultfd",
    # The kernel keyring.
    "add_key", "keyctl", "request_key",
    # Kernels and modules.
    "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module", "create_module",
    "get_kernel_syms", "query_module",
    # Mounts and namespaces: bwrap set them up, the program may not change them.
    "mount", "umount2", "pivot_root", "chroot", "mount_setattr", "move_mount", "open_tree", "fsopen",
    "fsconfig", "fsmount", "fspick", "unshare", "setns",
    # Other processes' memory and descriptors.
    "ptrace", "process_vm_readv", "process_vm_writev", "process_madvise", "kcmp", "pidfd_getfd",
    # The machine as a whole.
    "reboot", "swapon", "swapoff", "acct", "settimeofday", "clock_settime", "clock_adjtime",
    "adjtimex", "syslog", "quotactl", "quotactl_fd", "vhangup", "ioperm", "iopl", "lookup_dcookie",
    "name_to_handle_at", "open_by_handle_at", "nfsservctl", "uselib", "ustat", "sysfs", "_sysctl",
    "fanotify_init",
    # A new session: each makes the kernel a new scheduler autogroup, whose number (/proc/self/autogroup) is one
    # counter for the machine, so a test could move it and a later job read how far. No runtime needs one.
    "setsid",
]

# Fail as on a kernel without them (ENOSYS). memfd_secret takes its pages out of the kernel's direct map,
# splitting huge mappings for good: a lasting, noiseless mark in /proc/meminfo's DirectMap lines that a
# later run could read, and a slower kernel until the machine restarts.
# A pidfd's inode number is the machine's count of processes created (pidfs): a test could move it and a
# later one read it. Without pidfd_open the runtimes that use pidfds fall back to plain pids (Go checks at
# start); clone's CLONE_PIDFD is refused below.
ABSENT = ["memfd_secret", "pidfd_open"]

# Unix sockets only. vsock, netlink, packet and the rest are not isolated by (or not needed inside) the
# network namespace; IP sockets are not needed either (a test's network namespace has only a loopback, and
# problems talk over pipes), and the kernel keeps state of theirs for the whole machine, whatever the
# namespace: the table that spreads connections' source ports is one for the kernel, and a test making
# connections leaves in it what a later test reads back from the ports it is given.
SOCKET_FAMILIES = [1]  # AF_UNIX
LARGEST_FAMILY = 45  # AF_MAX on current kernels; anything above is refused by a range rule

# personality(): the query (0xffffffff) and the plain Linux personalities, as in
# Docker's profile; READ_IMPLIES_EXEC, ADDR_NO_RANDOMIZE and the like are refused.
PERSONALITIES = [0x0, 0x8, 0x20000, 0x20008, 0xFFFFFFFF]

NAMESPACE_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000
CLONE_PIDFD = 0x00001000
REFUSED_CLONE_FLAGS = NAMESPACE_FLAGS | CLONE_PIDFD

# File locks are kept by the inode, so two sandboxes that open the same read-only toolchain file
# could signal each other through its lock: taking a lock succeeds and does nothing (a run's
# processes are its own anyway). Asking who holds a lock still works: no sandbox ever holds one.
LOCK_COMMANDS = [6, 7, 37, 38]  # F_SETLK, F_SETLKW, F_OFD_SETLK, F_OFD_SETLKW
DIRECTORY_NOTIFY = 1026  # F_NOTIFY: watching a shared folder for another sandbox's accesses
# Leases are kept per file too: none (a lease needs a file of the program's own, and its own files are its job's).
LEASE_COMMAND = 1024  # F_SETLEASE
# Every sandbox shares the host's page cache of the read-only toolchain files, so whether a page is
# cached must not be something a program can set to "not cached" or read without touching it: advice
# to drop pages succeeds and does nothing, and a read that fails rather than wait for the disk
# (RWF_NOWAIT) is refused. (How long a read takes still says a little: see packages/judge/README.md.)
# Reading ahead is ignored too (the readahead call, WILLNEED advice): a read the kernel finishes after the program
# ended could land in the cache after the judge reclaimed the run's pages.
FADVISE_IGNORED = [3, 4, 5]  # POSIX_FADV_WILLNEED, POSIX_FADV_DONTNEED, POSIX_FADV_NOREUSE
# MADV_WILLNEED, MADV_COLD, MADV_PAGEOUT; MADV_MERGEABLE (same-page merging shows, by its timing, what another process
# holds); MADV_COLLAPSE (collapsing a shared file's pages into a huge page replaces pages other programs cached).
MADVISE_IGNORED = [3, 20, 21, 12, 25]
MADVISE_ADVICE = range(0, 128)  # every advice Linux has (larger ones fail with ENOSYS here, EINVAL in the kernel)
RWF_NOWAIT = 0x8

# Every fcntl command Linux has (0-63, and 1024 up: leases, pipe sizes, seals and the rest).
FCNTL_COMMANDS = list(range(0, 64)) + list(range(1024, 1064))
# inotify watches on shared toolchain files would see another sandbox open them: no instances.
WATCHES = ["inotify_init", "inotify_init1"]
# Kernel AIO: its requests carry RWF_NOWAIT in memory (where a filter cannot read it), and the count of
# contexts (/proc/sys/fs/aio-nr) is the whole machine's. As a kernel without it: the C library's aio_*
# functions use threads instead.
ASYNC_IO = ["io_setup", "io_destroy", "io_submit", "io_cancel", "io_getevents", "io_pgetevents"]

# Socket and namespace cookies count up across the whole machine for as long as it runs: a program
# could read one, and a later program see how many sockets were made in between.
COOKIE_OPTIONS = [57, 71]  # SO_COOKIE, SO_NETNS_COOKIE (at SOL_SOCKET; other levels' 57 and 71 are kept)
# A unix socket's peer pidfd (getsockopt SO_PEERPIDFD) and pidfds passed with messages (setsockopt
# SO_PASSPIDFD): a pidfd's inode number is the machine's count of processes created (see ABSENT).
PIDFD_GET_OPTIONS = [77]  # SO_PEERPIDFD
PIDFD_SET_OPTIONS = [76]  # SO_PASSPIDFD
SOL_SOCKET = 1
OTHER_SOCKET_LEVELS = [0, 6, 17, 41]  # SOL_IP, SOL_TCP, SOL_UDP, SOL_IPV6
SOCKET_OPTIONS = range(0, 256)  # every socket option Linux has at these levels
# prctl: every option Linux has, except two that reach past the program: same-page merging of its whole
# memory (PR_SET_MEMORY_MERGE, which shows what another process holds) and core scheduling cookies
# (PR_SCHED_CORE, shared with other processes on the machine).
PRCTL_OPTIONS = list(range(0, 128)) + [0x59616D61, 0x53564D41, 0x41555856]  # and PR_SET_PTRACER, PR_SET_VMA, PR_GET_AUXV
PRCTL_DENIED = [62, 67]  # PR_SCHED_CORE, PR_SET_MEMORY_MERGE

# Writing back the host's dirty pages: a program's own files are in its tmpfs (nothing to write back), and a
# sync of every file system on the host is I/O that other programs, the database included, would wait behind.
NO_OPS = ["sync", "syncfs"]

# unshare is refused, but for a cgroup namespace alone: the box loads this filter into a test's program process
# before the test comes, and that process takes its cgroup namespace once it joined the test's groups. A
# second filter of the box's own, loaded just before the program's exec, refuses every unshare
# (box/box-test.c, NO_UNSHARE): a program gets EPERM for each, as for the rest of DENIED.
CLONE_NEWCGROUP = 0x02000000

CONDITIONAL = {"unshare", "socket", "socketpair", "personality", "clone", "clone3", "flock", "fcntl", "prlimit64", "fadvise64", "madvise", "preadv2", "pwritev2", "getsockopt", "setsockopt", "prctl", "readahead"}


def known_syscalls():
    names = []
    for number in range(0, 1024):
        try:
            names.append(seccomp.resolve_syscall(seccomp.Arch.NATIVE, number).decode())
        except (ValueError, RuntimeError):
            continue
    return names


def build():
    sandbox_filter = seccomp.SyscallFilter(defaction=seccomp.ERRNO(errno.ENOSYS))
    # A binary tree of comparisons instead of one long chain: every call of the program passes through it.
    sandbox_filter.set_attr(seccomp.Attr.CTL_OPTIMIZE, 2)
    denied = set(DENIED)
    for name in known_syscalls():
        if name in CONDITIONAL:
            continue
        if name in NO_OPS:
            sandbox_filter.add_rule(seccomp.ERRNO(0), name)
            continue
        if name in WATCHES:
            sandbox_filter.add_rule(seccomp.ERRNO(errno.EMFILE), name)
            continue
        if name in ASYNC_IO or name in ABSENT:
            continue  # the filter's default: ENOSYS
        sandbox_filter.add_rule(seccomp.ERRNO(errno.EPERM) if name in denied else seccomp.ALLOW, name)
    # The kernel reads unshare's flags as an unsigned long: all 64 bits compared.
    sandbox_filter.add_rule(seccomp.ALLOW, "unshare", seccomp.Arg(0, seccomp.EQ, CLONE_NEWCGROUP))
    sandbox_filter.add_rule(seccomp.ERRNO(errno.EPERM), "unshare", seccomp.Arg(0, seccomp.NE, CLONE_NEWCGROUP))
    sandbox_filter.add_rule(seccomp.ERRNO(0), "flock")
    sandbox_filter.add_rule(seccomp.ERRNO(0), "readahead")
    for advice in range(0, 6):
        sandbox_filter.add_rule(seccomp.ERRNO(0) if advice in FADVISE_IGNORED else seccomp.ALLOW, "fadvise64", seccomp.Arg(3, seccomp.MASKED_EQ, 0xFFFFFFFF, advice))
    # The kernel reads the advice as an int: compare its low 32 bits only, or high bits would slip past.
    for advice in MADVISE_ADVICE:
        action = seccomp.ERRNO(0) if advice in MADVISE_IGNORED else seccomp.ALLOW
        sandbox_filter.add_rule(action, "madvise", seccomp.Arg(2, seccomp.MASKED_EQ, 0xFFFFFFFF, advice))
    for name in ("preadv2", "pwritev2"):
        sandbox_filter.add_rule(seccomp.ERRNO(errno.EOPNOTSUPP), name, seccomp.Arg(5, seccomp.MASKED_EQ, RWF_NOWAIT, RWF_NOWAIT))
        sandbox_filter.add_rule(seccomp.ALLOW, name, seccomp.Arg(5, seccomp.MASKED_EQ, RWF_NOWAIT, 0))
    # A program's own limits only (pid 0): the same uid could otherwise starve its sandbox's pid 1.
    sandbox_filter.add_rule(seccomp.ALLOW, "prlimit64", seccomp.Arg(0, seccomp.MASKED_EQ, 0xFFFFFFFF, 0))
    sandbox_filter.add_rule(seccomp.ERRNO(errno.EPERM), "prlimit64", seccomp.Arg(0, seccomp.NE, 0))
    # The kernel reads level, option name and prctl option as ints: low 32 bits only, as for madvise.
    for name, refused_options in (("getsockopt", COOKIE_OPTIONS + PIDFD_GET_OPTIONS), ("setsockopt", PIDFD_SET_OPTIONS)):
        for option in SOCKET_OPTIONS:
            if option not in refused_options:
                sandbox_filter.add_rule(seccomp.ALLOW, name, seccomp.Arg(2, seccomp.MASKED_EQ, 0xFFFFFFFF, option))
                continue
            refused = seccomp.Arg(2, seccomp.MASKED_EQ, 0xFFFFFFFF, option)
            sandbox_filter.add_rule(seccomp.ERRNO(errno.ENOPROTOOPT), name, seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, SOL_SOCKET), refused)
            for level in OTHER_SOCKET_LEVELS:
                sandbox_filter.add_rule(seccomp.ALLOW, name, seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, level), refused)
    for option in PRCTL_OPTIONS:
        action = seccomp.ERRNO(errno.EPERM) if option in PRCTL_DENIED else seccomp.ALLOW
        sandbox_filter.add_rule(action, "prctl", seccomp.Arg(0, seccomp.MASKED_EQ, 0xFFFFFFFF, option))
    # A rule per fcntl command (a filter compares one value per rule); commands outside these ranges fail.
    for command in FCNTL_COMMANDS:
        if command in LOCK_COMMANDS:
            action = seccomp.ERRNO(0)
        elif command in (DIRECTORY_NOTIFY, LEASE_COMMAND):
            action = seccomp.ERRNO(errno.EPERM)
        else:
            action = seccomp.ALLOW
        sandbox_filter.add_rule(action, "fcntl", seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, command))
    for name in ("socket", "socketpair"):
        for family in range(0, LARGEST_FAMILY + 1):
            action = seccomp.ALLOW if family in SOCKET_FAMILIES else seccomp.ERRNO(errno.EAFNOSUPPORT)
            sandbox_filter.add_rule(action, name, seccomp.Arg(0, seccomp.EQ, family))
        sandbox_filter.add_rule(seccomp.ERRNO(errno.EAFNOSUPPORT), name, seccomp.Arg(0, seccomp.GT, LARGEST_FAMILY))
    # The kernel reads the persona as an unsigned int, and callers may leave the register's upper half unset.
    for persona in PERSONALITIES:
        sandbox_filter.add_rule(seccomp.ALLOW, "personality", seccomp.Arg(0, seccomp.MASKED_EQ, 0xFFFFFFFF, persona))
    # New namespaces and pidfds are refused; clone3 passes its flags in memory, which a filter cannot read,
    # so it reports ENOSYS and the C library falls back to clone.
    sandbox_filter.add_rule(seccomp.ALLOW, "clone", seccomp.Arg(0, seccomp.MASKED_EQ, REFUSED_CLONE_FLAGS, 0))
    for bit in range(32):
        if REFUSED_CLONE_FLAGS & (1 << bit):
            sandbox_filter.add_rule(seccomp.ERRNO(errno.EPERM), "clone", seccomp.Arg(0, seccomp.MASKED_EQ, 1 << bit, 1 << bit))
    return sandbox_filter


if __name__ == "__main__":
    build().export_bpf(sys.stdout)
