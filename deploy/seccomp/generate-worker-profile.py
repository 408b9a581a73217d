#!/usr/bin/python3
"""Writes worker.json, the seccomp profile of the judge worker's container (README.md,
"The judge in a container"): every system call libseccomp knows on x86-64 and arm64 is
allowed except those listed in DENIED, and any call it does not know (a newer kernel's)
fails with ENOSYS, so runtimes fall back. 32-bit entry points are not allowed at all.

Docker's default profile cannot be used as it is: it refuses pivot_root, which bubblewrap
needs to enter each sandbox's root. The sandbox's own filter, far stricter, is applied to
every untrusted program inside (packages/judge/src/sandbox/seccomp-filter.py); this one
bounds the worker itself, its Node.js process, bubblewrap and the toolchains.

Run with Debian's python3-seccomp:  /usr/bin/python3 deploy/seccomp/generate-worker-profile.py
"""
import json
import os

import seccomp

# Denied with EPERM. Nothing in the worker uses them; each is a way into the kernel or the
# host that a container has no business with.
DENIED = {
    # Loading code into the kernel, replacing it, rebooting it.
    "init_module": "kernel modules", "finit_module": "kernel modules", "delete_module": "kernel modules",
    "create_module": "kernel modules", "kexec_load": "another kernel", "kexec_file_load": "another kernel",
    "reboot": "reboot", "bpf": "eBPF programs", "perf_event_open": "performance counters",
    # Kernel facilities with a history of escapes, or shared across the host.
    "userfaultfd": "page-fault handling", "io_uring_setup": "io_uring", "io_uring_enter": "io_uring",
    "io_uring_register": "io_uring", "add_key": "kernel keyring", "keyctl": "kernel keyring",
    "request_key": "kernel keyring", "fanotify_init": "file-system wide watches", "lookup_dcookie": "profiling",
    "open_by_handle_at": "opening files by handle (escapes bind mounts)", "name_to_handle_at": "file handles",
    "ptrace": "tracing other processes", "process_vm_readv": "other processes' memory",
    "process_vm_writev": "other processes' memory", "kcmp": "comparing other processes' kernel objects",
    "pidfd_getfd": "taking another process's descriptors",
    # Machine-wide state.
    "swapon": "swap", "swapoff": "swap", "syslog": "the kernel log", "acct": "process accounting",
    "quotactl": "disk quotas", "quotactl_fd": "disk quotas", "settimeofday": "the clock", "clock_settime": "the clock",
    "clock_adjtime": "the clock", "stime": "the clock", "iopl": "I/O ports", "ioperm": "I/O ports", "vhangup": "terminals",
    "nfsservctl": "NFS server", "uselib": "a.out libraries", "_sysctl": "sysctl", "ustat": "old interfaces",
    "get_kernel_syms": "old interfaces", "query_module": "old interfaces", "vm86": "old interfaces",
    "vm86old": "old interfaces",
    # The new mount API and namespace joining: bubblewrap (0.8) uses mount(2) and unshare(2) only.
    "fsopen": "new mount API", "fsconfig": "new mount API", "fsmount": "new mount API", "fspick": "new mount API",
    "move_mount": "new mount API", "open_tree": "new mount API", "mount_setattr": "new mount API", "setns": "joining namespaces",
}

ARCHITECTURES = {"SCMP_ARCH_X86_64": seccomp.Arch.X86_64, "SCMP_ARCH_AARCH64": seccomp.Arch.AARCH64}


def known_syscalls():
    names = set()
    for arch in ARCHITECTURES.values():
        for number in range(0, 1024):
            try:
                names.add(seccomp.resolve_syscall(arch, number).decode())
            except ValueError:
                continue
    return names


def main():
    allowed = sorted(known_syscalls() - DENIED.keys())
    profile = {
        "defaultAction": "SCMP_ACT_ERRNO",
        "defaultErrnoRet": 38,
        "archMap": [{"architecture": name, "subArchitectures": []} for name in ARCHITECTURES],
        "syscalls": [
            {"names": allowed, "action": "SCMP_ACT_ALLOW"},
            {"names": sorted(DENIED), "action": "SCMP_ACT_ERRNO", "errnoRet": 1},
        ],
    }
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "worker.json")
    with open(target, "w") as out:
        json.dump(profile, out, indent=1)
        out.write("\n")
    print(f"{target}: {len(allowed)} calls allowed, {len(DENIED)} denied")


main()
