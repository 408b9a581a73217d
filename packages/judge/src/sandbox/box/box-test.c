/*
 * One test in the box (box-helper.c, `runner`): its pid 1 (the "test init")
 * is cloned by the runner into fresh mount, pid, IPC, network and UTS
 * namespaces before the test is asked for and brings the loopback up; once the
 * request comes it mounts the test's own /proc and /tmp (made then, they are as
 * old as the test: see mount_test_files), makes /box read-only unless the
 * request may write it (set ahead when the last test asked the same), and
 * hands the request on to the program's process, forked ahead with the seccomp
 * filter loaded, which forks the program's own; that joins the test's cgroups,
 * takes a cgroup namespace of its own, and drops every capability before a last
 * small filter and the exec.
 * Nothing a test changes outlives it: its namespaces end with it.
 */
#define _GNU_SOURCE
#include "box-helper.h"
#include <linux/audit.h>
#include <stddef.h>
#include <stdint.h>

/* The request: TMPFS_BYTES BOX_WRITABLE N RESOURCE=SOFT... ARGC ARGV... ENV... (box.ts). */
enum { FIELD_TMPFS, FIELD_WRITABLE, FIELD_LIMIT_COUNT, FIRST_LIMIT };
/* How much of a request buffer is written before the request comes (a run's request takes a few KiB). */
#define TOUCHED_REQUEST_BYTES (32 * 1024)

static void touch_request_buffer(char *buffer) {
  for (size_t at = 0; at < TOUCHED_REQUEST_BYTES; at += 4096) buffer[at] = 0;
}

struct failure {
  int stage;
  int error;
};

static int setup_failure(int stage, int error) {
  return (stage << 16) | (error & 0xffff);
}

static void reply(int conn, const char *text) {
  send(conn, text, strlen(text), MSG_NOSIGNAL);
}

static void reply_failure(int conn, int code) {
  char text[48];
  snprintf(text, sizeof text, "F %d %d", code >> 16, code & 0xffff);
  reply(conn, text);
}

/*
 * What /proc tells of the machine's memory that outlives a test: the counters of
 * page-cache refaults, which a page an earlier test brought in (even once
 * reclaimed: the kernel keeps a shadow of it) moves when a later test reads it
 * again, and the free-page and pressure figures that follow them. Each reads as
 * empty (an empty, read-only file; /proc/pressure an empty folder). sysinfo()
 * still gives a runtime the machine's memory. The host kernel's boot line
 * (/proc/cmdline) and its table of file locks (/proc/locks: the host's processes'
 * locks, by device and inode) are nobody's business inside either, nor /proc/uptime, whose second
 * field is the idle time of every CPU since boot (a counter as /proc/stat's; the time since boot is
 * still clock_gettime's CLOCK_BOOTTIME and sysinfo's). Nor /proc/cgroups: the machine's count of groups of each
 * controller, which moves with the judge's groups of every job and with groups removed that the kernel has not yet
 * freed (a group kept alive by what is still charged to it: hostile review 34).
 */
static const char *const MASKED_PROC_FILES[] = {"/proc/vmstat", "/proc/zoneinfo", "/proc/buddyinfo", "/proc/pagetypeinfo", "/proc/meminfo", "/proc/cmdline",
                                                "/proc/stat", "/proc/interrupts", "/proc/softirqs", "/proc/schedstat", "/proc/diskstats", "/proc/loadavg",
                                                "/proc/locks", "/proc/uptime", "/proc/cgroups", NULL};
/*
 * /proc/fs: the host file systems' own counters (ext4's extent-cache hits and misses only count up, and move
 * when a run reads files: a later run of another job reads how far) and the host disk's free-block layout.
 * /proc/irq: the host's interrupts, which /proc/interrupts is masked for. Nothing a program needs.
 */
static const char *const MASKED_PROC_FOLDERS[] = {"/proc/pressure", "/proc/fs", "/proc/irq", NULL};

/*
 * Each file is the box's /dev/null bound over it: that mount is read-only (seal_device_nodes), and a bind takes its
 * source mount's flags, so no remount is needed. The folders share one empty read-only tmpfs, mounted over the first
 * and bound over the others. A file or folder this kernel does not have is skipped.
 */
static int mask_proc(void) {
  for (const char *const *file = MASKED_PROC_FILES; *file; file++)
    if (mount("/dev/null", *file, NULL, MS_BIND, NULL) < 0 && errno != ENOENT) return -1;
  const char *empty = NULL;
  for (const char *const *folder = MASKED_PROC_FOLDERS; *folder; folder++) {
    int error = empty ? mount(empty, *folder, NULL, MS_BIND, NULL)
                      : mount("tmpfs", *folder, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,nr_inodes=1,mode=555");
    if (error < 0 && errno != ENOENT) return -1;
    if (error == 0 && !empty) empty = *folder;
  }
  return 0;
}

/*
 * The host's device nodes bubblewrap binds into /dev (each its own mount) are the same
 * inodes in every sandbox of the machine: setting their times (utimensat(NULL) needs only
 * write access) would be a channel between tests and learners. Read-only mounts, they
 * still read and write (a device opens for writing on a read-only mount), but their times
 * can be neither set nor updated. The mount's other flags are kept (the kernel refuses to
 * clear a flag the mount was given outside this namespace).
 */
static const char *const DEVICE_NODES[] = {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty", NULL};

static int seal_device_nodes(void) {
  for (const char *const *node = DEVICE_NODES; *node; node++) {
    struct statvfs mounted;
    if (statvfs(*node, &mounted) < 0) {
      if (errno == ENOENT) continue;
      return -1;
    }
    unsigned long kept = (mounted.f_flag & ST_NOSUID ? MS_NOSUID : 0) | (mounted.f_flag & ST_NODEV ? MS_NODEV : 0) | (mounted.f_flag & ST_NOEXEC ? MS_NOEXEC : 0) |
                         (mounted.f_flag & ST_NOATIME ? MS_NOATIME : 0) | (mounted.f_flag & ST_NODIRATIME ? MS_NODIRATIME : 0);
    if (mount(NULL, *node, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | kept, NULL) < 0) return -1;
  }
  return 0;
}

/* The box's real-time policy, when it has one (box-helper.c, start_box), left for the fair one; any other is kept. */
int leave_real_time(void) {
  int policy = sched_getscheduler(0);
  if (policy != SCHED_FIFO && policy != SCHED_RR) return 0;
  struct sched_param fair = {0};
  return sched_setscheduler(0, SCHED_OTHER, &fair);
}

int prepare_test_namespaces(void) {
  /*
   * A session, and so a scheduler autogroup, of the init's own: in the box's, the init's virtual run time (se.vruntime
   * in /proc/1/sched, which the program could read before /proc hid the init) started from the group's, which every earlier test's init moved by
   * the work its program gave it (orphans to reap: 3000 moved the next test's reading by 3-46 ms, against about 1 ms
   * a quiet test; found by hostile review 23). The program's process, forked by the init, takes one of its own too.
   */
  if (setsid() < 0) return setup_failure(STAGE_NAMESPACES, errno);
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) return setup_failure(STAGE_MOUNTS, errno);
  if (seal_device_nodes() < 0) return setup_failure(STAGE_MOUNTS, errno);
  /* The loopback, up as in the per-run sandbox's network namespace: nothing else is reachable. */
  int sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  struct ifreq lo;
  memset(&lo, 0, sizeof lo);
  strcpy(lo.ifr_name, "lo");
  if (sock < 0 || ioctl(sock, SIOCGIFFLAGS, &lo) < 0) return setup_failure(STAGE_NAMESPACES, errno);
  lo.ifr_flags |= IFF_UP | IFF_RUNNING;
  if (ioctl(sock, SIOCSIFFLAGS, &lo) < 0) return setup_failure(STAGE_NAMESPACES, errno);
  close(sock);
  return 0;
}

/* Returns how many descriptors came (stdio first, then the cgroup files), or -1. */
static int receive_request(int conn, char *buffer, int *length, int *fds) {
  char control[CMSG_SPACE(MAX_FDS * sizeof(int))];
  struct iovec iov = {buffer, MAX_REQUEST - 1};
  struct msghdr message = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
  ssize_t got = recvmsg(conn, &message, MSG_CMSG_CLOEXEC);
  struct cmsghdr *header = CMSG_FIRSTHDR(&message);
  if (got <= 0 || !header || header->cmsg_type != SCM_RIGHTS || (message.msg_flags & (MSG_CTRUNC | MSG_TRUNC))) return -1;
  int count = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
  memcpy(fds, CMSG_DATA(header), (size_t)count * sizeof(int));
  buffer[got] = '\0';
  *length = (int)got;
  return count;
}

static int split_strings(char *buffer, int length, char **strings) {
  int count = 0;
  for (int at = 0; at < length && count < MAX_STRINGS - 1; at += (int)strlen(buffer + at) + 1) strings[count++] = buffer + at;
  return count;
}

/*
 * /box is read-only unless the request compiles there. Its flag is set before the test is asked for, as the test
 * before this box's last asked (the runner passes that on, box-runner.c); a test that asks otherwise sets its own.
 * A flag has no time: the mount table reads the same either way.
 */
static struct {
  int is_box_writable;
} mounted = {1};

static int remount_box(int is_writable) {
  struct statvfs box;
  if (statvfs("/box", &box) < 0) return setup_failure(STAGE_MOUNTS, errno);
  unsigned long kept = (box.f_flag & ST_NOSUID ? MS_NOSUID : 0) | (box.f_flag & ST_NODEV ? MS_NODEV : 0) | (box.f_flag & ST_NOEXEC ? MS_NOEXEC : 0);
  if (mount(NULL, "/box", NULL, MS_REMOUNT | MS_BIND | (is_writable ? 0 : MS_RDONLY) | kept, NULL) < 0) return setup_failure(STAGE_MOUNTS, errno);
  mounted.is_box_writable = is_writable;
  return 0;
}

/* Best effort: a flag that could not be set ahead is set when the test comes, which says why if it fails again. */
void premount_test_files(const char *last) {
  int is_writable = 1;
  if (sscanf(last, "%*31[0-9] %d", &is_writable) == 1 && !is_writable) remount_box(0);
}

/*
 * The test's own /proc and /tmp, mounted once the test is asked for. Their times (and /tmp's birth time) are those
 * of their making, and so are /proc/self's and of every masked folder: mounted before the request, when the test
 * before ended, `now - mtime("/tmp")` was how long the box waited for this test, which a validator's run made
 * 0.1-0.36 s on hidden tests and under 0.03 s on Run and samples (hostile review 25). Mounted now they are as old as
 * the test, for about 0.15 ms.
 *
 * This pid namespace's own /proc: the test sees its own processes, numbered from 2, and nothing of the box's. Not its
 * pid 1, this init (hidepid=2, "invisible": a process the reader may not ptrace is not listed, and the init keeps
 * capabilities the program has none of): what the init's /proc showed moved with what the box did before the program
 * started (its page faults, scheduler figures, context switches: hostile reviews 18-23 found one after another), and
 * no program needs it. /tmp is size-capped.
 */
static int mount_test_files(const char *tmpfs_bytes, int is_box_writable) {
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, "hidepid=2") < 0) return setup_failure(STAGE_MOUNTS, errno);
  if (mask_proc() < 0) return setup_failure(STAGE_MOUNTS, errno);
  char options[96];
  snprintf(options, sizeof options, "mode=0755,size=%s", tmpfs_bytes);
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) < 0) return setup_failure(STAGE_MOUNTS, errno);
  return mounted.is_box_writable != is_box_writable ? remount_box(is_box_writable) : 0;
}

static void report_child_failure(int error_pipe, int stage) {
  struct failure failure = {stage, errno};
  if (write(error_pipe, &failure, sizeof failure) < 0) _exit(SETUP_FAILURE);
  _exit(SETUP_FAILURE);
}

/* The most each resource may be in the box (what the judge itself was given), read before the test came. */
static struct rlimit box_limits[RLIM_NLIMITS];

static int read_box_limits(void) {
  for (int resource = 0; resource < RLIM_NLIMITS; resource++)
    if (getrlimit(resource, &box_limits[resource]) < 0) return -1;
  return 0;
}

/* Every resource of the table: a value, or "inf" for the most the box itself may have. */
static int set_limits(char **limits, int count) {
  for (int i = 0; i < count; i++) {
    char *value = strchr(limits[i], '=');
    if (!value) return -1;
    int resource = atoi(limits[i]);
    if (resource < 0 || resource >= RLIM_NLIMITS) return -1;
    rlim_t most = box_limits[resource].rlim_max;
    rlim_t wanted = strcmp(value + 1, "inf") == 0 ? RLIM_INFINITY : strtoull(value + 1, NULL, 10);
    /* Only lowering is possible in the box; what the judge itself was given is the most there is. */
    if (most != RLIM_INFINITY && (wanted == RLIM_INFINITY || wanted > most)) wanted = most;
    struct rlimit both = {wanted, wanted};
    if (setrlimit(resource, &both) < 0) return -1;
  }
  return 0;
}

/*
 * Before the test comes, every capability leaves the bounding and ambient sets but the two its set-up still uses
 * (CAP_SYS_ADMIN for the cgroup namespace, CAP_SETPCAP to drop the last ones); once it is set up, those go and the
 * effective, permitted and inheritable sets are emptied.
 */
static int drop_capabilities_but_setup(void) {
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) < 0) return -1;
  for (int cap = 0; cap <= CAP_LAST_CAP; cap++)
    if (cap != CAP_SYS_ADMIN && cap != CAP_SETPCAP && prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) < 0 && errno != EINVAL) return -1;
  return 0;
}

static int drop_privileges(void) {
  if (prctl(PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0, 0, 0) < 0 || prctl(PR_CAPBSET_DROP, CAP_SETPCAP, 0, 0, 0) < 0) return -1;
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct none[2];
  memset(none, 0, sizeof none);
  return (int)syscall(SYS_capset, &header, none);
}

#if defined(__x86_64__)
#define NATIVE_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_AUDIT_ARCH AUDIT_ARCH_AARCH64
#else
#error "the box's last filter needs this machine's audit architecture"
#endif

/*
 * The program's filter (seccomp-filter.py) lets unshare through for a cgroup namespace alone, which the program's
 * process takes once it joined the test's groups, after the filter was loaded ahead. This second filter, a few
 * instructions loaded just before the exec, refuses every unshare: the kernel applies the stricter of the two. Other
 * architectures' calls are the first filter's to refuse.
 */
static const struct sock_filter NO_UNSHARE[] = {
  BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_AUDIT_ARCH, 1, 0),
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_unshare, 0, 1),
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
};

static void reset_signals(void) {
  sigset_t all;
  sigemptyset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
}

/* The program's process, once its test came: the test's pipes at 0-2 and nothing else, its cgroups and limits, then the exec. */
static void exec_program(char **strings, int count, const int *fds, int fd_count, int error_pipe, int handoff) {
  /*
   * The program runs in a process forked now, when its test came: a child of the test init (CLONE_PARENT) with this
   * one's filter, numbered 2 (this one was given another pid, start_program). This process was forked ahead, when
   * the earlier test ended, and what it would carry into the exec told how long the box then waited for this test:
   * its start time (/proc/self/stat), its decayed se.avg.load_avg (/proc/self/sched): on a problem with a custom
   * validator hidden tests waited 0.13-0.25 s, Run and samples under 0.07 (hostile review 24); and its page faults,
   * context switches and writes before the exec. A fresh process has none of them. It sets itself up while the test
   * init reaps this one, and execs only once that is done, so no program ever sees it; it stays in the session (and so
   * the autogroup) this one took ahead.
   */
  pid_t program = (pid_t)syscall(SYS_clone, CLONE_PARENT, NULL, NULL, NULL, NULL);
  if (program < 0) report_child_failure(error_pipe, STAGE_EXEC);
  if (program > 0) {
    struct failure started = {STAGE_STARTED, program};
    _exit(write(error_pipe, &started, sizeof started) == (ssize_t)sizeof started ? 0 : SETUP_FAILURE);
  }
  /*
   * Forked by a real-time process (box-helper.c, start_box), this one started as one too, with no scheduler
   * utilisation of its own; it becomes a fair task now, from zero, whatever the wait was (hostile review 26). First
   * thing: a real-time task may not join a group that gives real-time tasks no time.
   */
  if (leave_real_time() < 0) report_child_failure(error_pipe, STAGE_PRIVILEGES);
  for (int i = 3; i < fd_count; i++)
    if (write(fds[i], "0", 1) != 1) report_child_failure(error_pipe, STAGE_CGROUP);
  /* Its cgroups become its cgroup namespace's root: /proc/self/cgroup names no host group. */
  if (unshare(CLONE_NEWCGROUP) < 0) report_child_failure(error_pipe, STAGE_NAMESPACES);
  /* The word to go comes on the hand-over socket, kept at 4 until the exec closes it; the set-up's pipe is 3. */
  int go = fcntl(handoff, F_DUPFD_CLOEXEC, 5);
  if (go < 0) report_child_failure(error_pipe, STAGE_REQUEST);
  for (int i = 0; i < 3; i++)
    if (dup2(fds[i], i) < 0) report_child_failure(error_pipe, STAGE_REQUEST);
  if (error_pipe != 3 && dup2(error_pipe, 3) < 0) report_child_failure(error_pipe, STAGE_REQUEST);
  error_pipe = 3;
  if (fcntl(error_pipe, F_SETFD, FD_CLOEXEC) < 0 || dup3(go, 4, O_CLOEXEC) < 0) report_child_failure(error_pipe, STAGE_REQUEST);
  if (syscall(SYS_close_range, 5, ~0U, 0) < 0) {
    int kept[] = {0, 1, 2, 3, 4};
    close_others(kept, 5);
  }
  int limit_count = atoi(strings[FIELD_LIMIT_COUNT]);
  int at = FIRST_LIMIT + limit_count;
  if (limit_count < 0 || at >= count || set_limits(strings + FIRST_LIMIT, limit_count) < 0) report_child_failure(error_pipe, STAGE_LIMITS);
  int argc = atoi(strings[at]);
  if (argc < 1 || at + 1 + argc > count) {
    errno = EINVAL;
    report_child_failure(error_pipe, STAGE_REQUEST);
  }
  char **argv = strings + at + 1;
  char **env = argv + argc + 1;
  /* argv ends where the environment starts: split_strings left room for the terminating NULLs. */
  memmove(env, env - 1, (size_t)(count - (at + 1 + argc)) * sizeof(char *));
  argv[argc] = NULL;
  strings[count + 1] = NULL;
  if (chdir("/box") < 0) report_child_failure(error_pipe, STAGE_MOUNTS);
  if (drop_privileges() < 0) report_child_failure(error_pipe, STAGE_PRIVILEGES);
  struct sock_fprog last = {(unsigned short)(sizeof NO_UNSHARE / sizeof NO_UNSHARE[0]), (struct sock_filter *)NO_UNSHARE};
  if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &last) < 0) report_child_failure(error_pipe, STAGE_FILTER);
  char word;
  ssize_t got;
  do got = recv(4, &word, 1, 0); while (got < 0 && errno == EINTR);
  if (got != 1) _exit(SETUP_FAILURE);
  execvpe(argv[0], argv, env);
  report_child_failure(error_pipe, STAGE_EXEC);
}

/*
 * The program's process from its fork to its test: what needs nothing of the request is done before the
 * test is asked for. Loading the seccomp filter takes 0.3-0.45 ms (the kernel checks and compiles its 1,600
 * instructions), the fork 0.1 ms: most of what a test's set-up cost when both came after the request.
 */
static void await_test(int handoff, int error_pipe, const struct filter *filter) {
  /*
   * A session of its own, and so a scheduler autogroup of its own: in the box's, the group's virtual run time
   * (`se.vruntime` in /proc/self/sched) grew with every earlier test's CPU time, for a later test to read.
   */
  if (setsid() < 0) report_child_failure(error_pipe, STAGE_PRIVILEGES);
  reset_signals();
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || drop_capabilities_but_setup() < 0) report_child_failure(error_pipe, STAGE_PRIVILEGES);
  if (read_box_limits() < 0) report_child_failure(error_pipe, STAGE_LIMITS);
  struct sock_fprog program = {filter->length, filter->code};
  if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &program) < 0) report_child_failure(error_pipe, STAGE_FILTER);
  static char buffer[MAX_REQUEST];
  static char *strings[MAX_STRINGS + 2];
  /* Written before the request comes, as the init's are (await_request). */
  touch_request_buffer(buffer);
  int fds[MAX_FDS];
  int length = 0;
  int fd_count = receive_request(handoff, buffer, &length, fds);
  /* No test came (the init could not set it up and said why): nothing to run. */
  if (fd_count < 0) _exit(SETUP_FAILURE);
  exec_program(strings, split_strings(buffer, length, strings), fds, fd_count, error_pipe, handoff);
}

/* The pid of the program's process forked ahead: any but 2, under the smallest pid_max (301). */
#define AHEAD_PID 300

int start_program(struct program *program, const struct filter *filter, int taken) {
  int handoff[2], error_pipe[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, handoff) < 0) return setup_failure(STAGE_REQUEST, errno);
  if (pipe2(error_pipe, O_CLOEXEC) < 0) return setup_failure(STAGE_REQUEST, errno);
  /*
   * Numbered apart (clone3's set_tid, which does not move the namespace's next pid): the program's own process,
   * forked from this one when the test comes, is then pid 2, as the first process of a box of its own.
   */
  pid_t parked = AHEAD_PID;
  struct {
    uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack, stack_size, tls, set_tid, set_tid_size;
  } args = {.exit_signal = SIGCHLD, .set_tid = (uint64_t)(uintptr_t)&parked, .set_tid_size = 1};
  pid_t child = (pid_t)syscall(SYS_clone3, &args, sizeof args);
  /* A kernel without clone3 (before 5.3) or its set_tid (5.5): forked as pid 2, the program's process is pid 3. */
  if (child < 0 && (errno == ENOSYS || errno == E2BIG || errno == EINVAL)) child = fork();
  if (child < 0) return setup_failure(STAGE_EXEC, errno);
  if (child == 0) {
    /* Nothing of the box's: its socket, and the runner's pipe that says this test was taken. */
    close(LISTEN_FD);
    close(taken);
    close(handoff[0]);
    close(error_pipe[0]);
    await_test(handoff[1], error_pipe[1], filter);
  }
  close(handoff[1]);
  close(error_pipe[1]);
  *program = (struct program){child, handoff[0], error_pipe[0]};
  return 0;
}

/* The request as it came, with the test's descriptors, to the program's process. */
static int hand_on(int handoff, const char *buffer, int length, const int *fds, int fd_count) {
  return send_with_fds(handoff, buffer, (size_t)length, fds, fd_count) < 0 ? -1 : 0;
}

/* Waits for the program, then ends whatever it left (this is the namespace's pid 1), and says how it ended. */
static void finish_test(int conn, pid_t child) {
  int status = 0;
  for (pid_t ended = 0; ended != child;) {
    ended = waitpid(-1, &status, 0);
    if (ended < 0 && errno != EINTR) break;
  }
  /* When it ended, on the machine's monotonic clock (the judge's too): orders two parties' ends however late each is heard. */
  struct timespec ended_at;
  clock_gettime(CLOCK_MONOTONIC, &ended_at);
  for (;;) {
    kill(-1, SIGKILL);
    if (waitpid(-1, NULL, 0) < 0 && errno == ECHILD) break;
  }
  struct rusage usage;
  getrusage(RUSAGE_CHILDREN, &usage);
  long cpu_us = usage.ru_utime.tv_sec * 1000000L + usage.ru_utime.tv_usec + usage.ru_stime.tv_sec * 1000000L + usage.ru_stime.tv_usec;
  char text[96];
  long long ended_ns = (long long)ended_at.tv_sec * 1000000000LL + ended_at.tv_nsec;
  snprintf(text, sizeof text, "X %d %ld %lld", WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status), cpu_us, ended_ns);
  reply(conn, text);
}

/*
 * The init's pages are shared with the process forked ahead until it exits: each the init writes after the fork costs
 * it a page fault, which a program could read in /proc/1/stat (minflt) and /proc/1/status (RssAnon). When the first
 * test after a compile mounted more than a later test did, a deeper stack and the `mounted` record written, one fault
 * more, told it from the others (sample 1, Run: hostile review 23). Every test's init writes them all before the test
 * is asked for, whatever it mounts then. The test's /proc hides the init (hidepid, mount_test_files); this stays in
 * case a figure of it shows elsewhere.
 */
#define TOUCHED_STACK_BYTES (64 * 1024)

static __attribute__((noinline)) void touch_pages_written_later(void) {
  volatile char stack[TOUCHED_STACK_BYTES];
  for (size_t at = 0; at < sizeof stack; at += 1024) stack[at] = 0;
  stack[sizeof stack - 1] = 0;
  volatile char *record = (volatile char *)&mounted;
  record[0] = record[0];
  record[sizeof mounted - 1] = record[sizeof mounted - 1];
}

/* The request as it came; its first pages are written before it comes (await_request). */
static char request_buffer[MAX_REQUEST];
static char *request_strings[MAX_STRINGS + 2];

/*
 * The program's process is forked: the init writes the pages it may write later now, before the test is asked for,
 * and maps what it reads once the test came (the clock's page, the formatting code), so the test's start and its end
 * take no page faults of the init's: on a machine whose page faults are slow (12-16 us each here) they were 0.3 ms.
 */
void await_request(void) {
  touch_pages_written_later();
  touch_request_buffer(request_buffer);
  request_strings[0] = NULL;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  char text[96];
  snprintf(text, sizeof text, "X %d %ld %lld S %d F %d %d", 0, 0L, (long long)now.tv_nsec, 0, 0, 0);
  volatile char kept = text[0];
  (void)kept;
}

/* Serves the test; what it mounted ("SIZE WRITABLE") is left in `mounts`, for the runner. */
static void serve(int conn, int setup_error, const struct program *program, char *mounts, size_t mounts_size) {
  char *buffer = request_buffer;
  char **strings = request_strings;
  int fds[MAX_FDS];
  int length = 0;
  int fd_count = receive_request(conn, buffer, &length, fds);
  int count = fd_count < 0 ? 0 : split_strings(buffer, length, strings);
  if (setup_error == 0 && (fd_count < 3 || count < FIRST_LIMIT + 2)) setup_error = setup_failure(STAGE_REQUEST, EINVAL);
  if (setup_error == 0) {
    int is_writable = strcmp(strings[FIELD_WRITABLE], "1") == 0;
    snprintf(mounts, mounts_size, "%.31s %d", strings[FIELD_TMPFS], is_writable);
    setup_error = mount_test_files(strings[FIELD_TMPFS], is_writable);
  }
  /* A test that cannot start ends here: its program's process, still waiting, ends with this namespace. */
  if (setup_error != 0) {
    reply_failure(conn, setup_error);
    return;
  }
  int handed_error = hand_on(program->handoff, buffer, length, fds, fd_count) < 0 ? errno : 0;
  for (int i = 0; i < fd_count; i++) close(fds[i]);
  struct failure failure;
  ssize_t got;
  pid_t started = -1, ahead = program->pid;
  /* The process forked ahead says the pid of the program's and ends; once it is reaped, the program's goes on. */
  do got = read(program->error_pipe, &failure, sizeof failure); while (got < 0 && errno == EINTR);
  if (got == (ssize_t)sizeof failure && failure.stage == STAGE_STARTED) {
    started = failure.error;
    waitpid(ahead, NULL, 0);
    ahead = -1;
    int sent = send(program->handoff, "g", 1, MSG_NOSIGNAL) == 1;
    do got = read(program->error_pipe, &failure, sizeof failure); while (got < 0 && errno == EINTR);
    if (!sent && got == 0) got = -1;
  } else if (got == 0) {
    got = -1;
  }
  close(program->handoff);
  close(program->error_pipe);
  if (got != 0 || handed_error != 0) {
    if (ahead > 0) waitpid(ahead, NULL, 0);
    if (started > 0) waitpid(started, NULL, 0);
    if (got == (ssize_t)sizeof failure) reply_failure(conn, setup_failure(failure.stage, failure.error));
    else reply_failure(conn, setup_failure(handed_error != 0 ? STAGE_REQUEST : STAGE_EXEC, handed_error != 0 ? handed_error : EIO));
    return;
  }
  char text[32];
  snprintf(text, sizeof text, "S %d", started);
  reply(conn, text);
  finish_test(conn, started);
}

/*
 * Once the test is over and its client has gone (it closes the connection when it exits, having told the judge the
 * end), the runner is told it was taken and what it mounted, for the next test's init to set ahead. Said at the test's
 * start, it woke the runner twice while the test was being set up; and the runner makes the next init at once, real
 * time (box-helper.c, start_box), which on one of two processors would take it from the client's last relay.
 */
void serve_test(int conn, int taken, int setup_error, const struct program *program) {
  char mounts[64] = "";
  serve(conn, setup_error, program, mounts, sizeof mounts);
  char byte;
  for (ssize_t got = 1; got != 0;) {
    got = recv(conn, &byte, 1, 0);
    if (got < 0 && errno != EINTR) break;
  }
  char said[sizeof mounts + 1];
  int length = snprintf(said, sizeof said, "t%s", mounts);
  if (write(taken, said, (size_t)length) < 0) return; /* the runner is gone: so is the box */
}
