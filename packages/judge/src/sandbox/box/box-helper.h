/* Shared by the box helper's roles (box-helper.c). */
#ifndef BOX_HELPER_H
#define BOX_HELPER_H
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Descriptors of `start`, kept through bwrap for the runner (box.ts spawns them at these numbers). */
#define STATUS_FD 3
#define FILTER_FD 5
#define LISTEN_FD 6
#define RUNNER_FD 7
#define LOADER_CACHE_FD 8

#define MAX_REQUEST (256 * 1024)
#define MAX_STRINGS 4096
#define MAX_FDS 8
#define MAX_FILTER_BYTES (256 * 1024)
#define SETUP_FAILURE 125

/* What a test's set-up failed at, reported to the host out of band (box-test.c). */
enum setup_stage {
  STAGE_NAMESPACES = 1,
  STAGE_MOUNTS,
  STAGE_REQUEST,
  STAGE_CGROUP,
  STAGE_LIMITS,
  STAGE_PRIVILEGES,
  STAGE_FILTER,
  STAGE_EXEC,
  /* Not a failure: the pid of the process the program runs in (box-test.c, exec_program). */
  STAGE_STARTED,
};

struct filter {
  struct sock_filter *code;
  unsigned short length;
};

/* A test's program process, forked by its test init before the test was asked for (box-test.c). */
struct program {
  pid_t pid;
  int handoff;    /* the init hands the request and the test's descriptors on through this */
  int error_pipe; /* what its set-up failed at; end of file once it exec'd */
};

void close_others(const int *kept, int count);
ssize_t send_with_fds(int sock, const void *data, size_t length, const int *fds, int fd_count);
int fail(const char *what);
int run_runner(void);
int start_program(struct program *program, const struct filter *filter, int taken);
void premount_test_files(const char *last);
void await_request(void);
void serve_test(int conn, int taken, int setup_error, const struct program *program);
int prepare_test_namespaces(void);
int leave_real_time(void);
int run_test(int argc, char **argv);

#endif
