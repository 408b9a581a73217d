/*
 * The box's pid 1 (box-helper.c, `runner`): keeps the next test's namespaces
 * ready. It clones a test init into fresh namespaces (box-test.c), which takes
 * the next request from the box's socket; the moment that test has ended (its
 * init exited), the runner clones the one after, so making namespaces (about a
 * millisecond, most of it the network namespace) happens while the judge reads
 * the test's result and asks for the next, not after the next is asked for.
 * Not earlier: a test init's start time is in its /proc/1/stat, and one made
 * when the previous test started would tell the next test how long it ran.
 * The runner never runs a test's program itself, and no test can see it: each
 * test's processes live in a pid namespace below the box's.
 */
#define _GNU_SOURCE
#include "box-helper.h"

#define TEST_NAMESPACES (CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWUTS)
/* A test init that ended before taking a test (it cannot, e.g. out of namespaces): the next try waits this long. */
#define RETRY_PAUSE_US 20000

/* The filter the programs run under (seccomp-filter.py), passed by the host on FILTER_FD. */
static int read_filter(struct filter *filter) {
  unsigned char *bytes = malloc(MAX_FILTER_BYTES);
  size_t length = 0;
  if (!bytes) return -1;
  for (;;) {
    ssize_t got = read(FILTER_FD, bytes + length, MAX_FILTER_BYTES - length);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return -1;
    if (got == 0) break;
    length += (size_t)got;
    if (length == MAX_FILTER_BYTES) return -1;
  }
  close(FILTER_FD);
  if (length == 0 || length % sizeof(struct sock_filter) != 0) return -1;
  filter->code = (struct sock_filter *)bytes;
  filter->length = (unsigned short)(length / sizeof(struct sock_filter));
  return 0;
}

/* A test's pid 1: namespaces made and the program's process forked, it waits for the test, serves it, and tells the runner it took one. */
/* What the last test mounted ("SIZE WRITABLE", box-test.c): its init mounts the same for the next before it is asked. */
static char last_mounts[64];

static void standby(int taken, const struct filter *filter) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  signal(SIGCHLD, SIG_DFL);
  int setup_error = prepare_test_namespaces();
  if (setup_error == 0) premount_test_files(last_mounts);
  struct program program = {-1, -1, -1};
  if (setup_error == 0) setup_error = start_program(&program, filter, taken);
  /* Real-time only to fork that process (box-helper.c, start_box): the init itself is a fair task from here. */
  if (leave_real_time() < 0 && setup_error == 0) setup_error = (STAGE_PRIVILEGES << 16) | (errno & 0xffff);
  await_request();
  int conn;
  do conn = accept4(LISTEN_FD, NULL, NULL, SOCK_CLOEXEC);
  while (conn < 0 && (errno == EINTR || errno == ECONNABORTED));
  close(LISTEN_FD);
  if (conn < 0) _exit(SETUP_FAILURE);
  /* The test served, the runner is told it was taken; it makes the next init once this one exits (end of file on `taken`). */
  serve_test(conn, taken, setup_error, &program);
  _exit(0);
}

int run_runner(void) {
  /* Not dumpable: nothing may open the runner's /proc entries. */
  prctl(PR_SET_DUMPABLE, 0);
  struct filter filter;
  if (read_filter(&filter) < 0) return fail("cannot read the seccomp filter");
  int kept[] = {0, 1, 2, LISTEN_FD};
  close_others(kept, 4);
  signal(SIGPIPE, SIG_IGN);
  /* Ended test inits are reaped by the kernel: the runner needs none of their statuses. */
  signal(SIGCHLD, SIG_IGN);
  for (;;) {
    int taken[2];
    if (pipe2(taken, O_CLOEXEC) < 0) return fail("pipe");
    pid_t init = (pid_t)syscall(SYS_clone, TEST_NAMESPACES | SIGCHLD, NULL, NULL, NULL, NULL);
    if (init == 0) {
      close(taken[0]);
      standby(taken[1], &filter);
    }
    close(taken[1]);
    char byte;
    ssize_t got = init < 0 ? 0 : -1;
    while (got < 0) {
      got = read(taken[0], &byte, 1);
      if (got < 0 && errno != EINTR) got = 0;
    }
    int is_taken = got > 0;
    /* The test taken: the next init is made once this one has exited (end of file on `taken`), told what it mounted. */
    char mounts[sizeof last_mounts];
    size_t length = 0;
    while (got != 0) {
      got = read(taken[0], &byte, 1);
      if (got < 0 && errno != EINTR) got = 0;
      if (got == 1 && length < sizeof mounts - 1) mounts[length++] = byte;
    }
    mounts[length] = '\0';
    if (length > 0) memcpy(last_mounts, mounts, length + 1);
    close(taken[0]);
    if (!is_taken) {
      /* No test init to take the next test: one that could not be made answers it with the reason instead. */
      if (init < 0) {
        int error = errno;
        int conn = accept4(LISTEN_FD, NULL, NULL, SOCK_CLOEXEC);
        if (conn >= 0) {
          char text[48];
          snprintf(text, sizeof text, "F %d %d", STAGE_NAMESPACES, error);
          send(conn, text, strlen(text), MSG_NOSIGNAL);
          close(conn);
        }
      }
      usleep(RETRY_PAUSE_US);
    }
  }
}
