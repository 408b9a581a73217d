/* The box's pid 1: runs one test at a time (box-helper.c, `runner`). */
#define _GNU_SOURCE
#include "box-helper.h"

static void reply(int conn, const char *kind, long value) {
  char text[32];
  int length = snprintf(text, sizeof text, "%s %ld", kind, value);
  send(conn, text, (size_t)length, MSG_NOSIGNAL);
}

static void set_limit(int resource, const char *value) {
  rlim_t limit = strtoull(value, NULL, 10);
  struct rlimit both = {limit, limit};
  if (setrlimit(resource, &both) < 0) _exit(SETUP_FAILURE);
}

/* The forked child: the test's pipes at 0-2 and nothing else, the test's rlimits, then the program. */
static void report_child_error(int error_pipe, int error) {
  if (write(error_pipe, &error, sizeof error) < 0) _exit(SETUP_FAILURE);
  _exit(SETUP_FAILURE);
}

static void exec_program(char **strings, int count, const int *fds, int fd_count, int error_pipe) {
  /* The test's own cgroups, from the program's first instruction on; a negative error says so. */
  for (int i = 3; i < fd_count; i++)
    if (write(fds[i], "0", 1) != 1) report_child_error(error_pipe, -errno);
  for (int i = 0; i < 3; i++)
    if (dup2(fds[i], i) < 0) _exit(SETUP_FAILURE);
  /* The error pipe is close-on-exec: everything from 3 up goes, in one call where the kernel has it. */
  if (error_pipe != 3 && dup2(error_pipe, 3) < 0) _exit(SETUP_FAILURE);
  if (fcntl(3, F_SETFD, FD_CLOEXEC) < 0) _exit(SETUP_FAILURE);
  error_pipe = 3;
  if (syscall(SYS_close_range, 4, ~0U, 0) < 0) {
    int kept[] = {0, 1, 2, 3};
    close_others(kept, 4);
  }
  set_limit(RLIMIT_CPU, strings[0]);
  set_limit(RLIMIT_FSIZE, strings[1]);
  set_limit(RLIMIT_NOFILE, strings[2]);
  set_limit(RLIMIT_STACK, strings[3]);
  if (strcmp(strings[4], "0") != 0) set_limit(RLIMIT_AS, strings[4]);
  set_limit(RLIMIT_CORE, "0");
  int argc = atoi(strings[5]);
  if (argc < 1 || 6 + argc > count) _exit(SETUP_FAILURE);
  char **argv = calloc((size_t)argc + 1, sizeof(char *));
  if (!argv) _exit(SETUP_FAILURE);
  memcpy(argv, strings + 6, (size_t)argc * sizeof(char *));
  strings[count] = NULL;
  if (chdir("/box") < 0) _exit(SETUP_FAILURE);
  signal(SIGPIPE, SIG_DFL);
  execvpe(argv[0], argv, strings + 6 + argc);
  report_child_error(error_pipe, errno);
}

/* Returns how many descriptors came (stdio first, then the cgroup files), or -1. */
static int receive_request(int conn, char *buffer, int *length, int *fds) {
  char control[CMSG_SPACE(MAX_FDS * sizeof(int))];
  struct iovec iov = {buffer, MAX_REQUEST - 1};
  struct msghdr message = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
  ssize_t got = recvmsg(conn, &message, MSG_CMSG_CLOEXEC);
  struct cmsghdr *header = CMSG_FIRSTHDR(&message);
  if (got <= 0 || !header || header->cmsg_type != SCM_RIGHTS || (message.msg_flags & MSG_CTRUNC)) return -1;
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

static void serve(int conn, char *buffer, char **strings) {
  int fds[MAX_FDS];
  int length = 0;
  int fd_count = receive_request(conn, buffer, &length, fds);
  if (fd_count < 0) return;
  int count = split_strings(buffer, length, strings);
  int error_pipe[2];
  if (fd_count < 3 || count < 7 || pipe2(error_pipe, O_CLOEXEC) < 0) {
    for (int i = 0; i < fd_count; i++) close(fds[i]);
    return;
  }
  pid_t child = fork();
  if (child == 0) {
    close(error_pipe[0]);
    exec_program(strings, count, fds, fd_count, error_pipe[1]);
  }
  close(error_pipe[1]);
  for (int i = 0; i < fd_count; i++) close(fds[i]);
  int error = 0;
  ssize_t got = child > 0 ? read(error_pipe[0], &error, sizeof error) : -1;
  close(error_pipe[0]);
  if (child > 0 && got == 0) reply(conn, "S", child);
  int status = 0;
  for (pid_t ended = 0; child > 0 && ended != child;) {
    ended = waitpid(-1, &status, 0);
    if (ended < 0 && errno != EINTR) break;
  }
  /* As when the sandbox's own pid 1 ends: nothing the program started outlives it. */
  for (;;) {
    kill(-1, SIGKILL);
    if (waitpid(-1, NULL, 0) < 0 && errno == ECHILD) break;
  }
  if (wipe_box() < 0) _exit(SETUP_FAILURE);
  if (child < 0 || got != 0) {
    reply(conn, "F", child < 0 ? errno : error);
    return;
  }
  reply(conn, "X", WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status));
}

int run_runner(void) {
  /* Not dumpable: a program of the box cannot open the runner's /proc entries. */
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  int kept[] = {0, 1, 2, LISTEN_FD};
  close_others(kept, 4);
  char *buffer = malloc(MAX_REQUEST);
  char **strings = malloc(sizeof(char *) * (MAX_STRINGS + 1));
  if (!buffer || !strings) return SETUP_FAILURE;
  for (;;) {
    int conn = accept4(LISTEN_FD, NULL, NULL, SOCK_CLOEXEC);
    if (conn < 0) {
      if (errno == EINTR || errno == ECONNABORTED) continue;
      return fail("accept");
    }
    serve(conn, buffer, strings);
    close(conn);
  }
}
