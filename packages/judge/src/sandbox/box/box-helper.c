/*
 * The reusable box's three parts in one program (see README.md beside it):
 *
 *   box-helper start SOCKET TASKS... -- BWRAP ARGV...
 *     host side, once per box: joins the box's cgroups (writing 0 to each
 *     `tasks` file), keeps only fds 0-2, bwrap's status (3) and seccomp (5)
 *     descriptors and the runner binary (7), listens on SOCKET at fd 6 and
 *     becomes bwrap, which starts the runner as the sandbox's pid 1.
 *   box-helper runner
 *     inside the sandbox: accepts one request at a time on fd 6, runs it, then
 *     kills everything else in the pid namespace and empties /tmp before it
 *     reports the exit status, so the next request finds the box as new.
 *   box-helper run SOCKET N TASKS... CPU_S FSIZE NOFILE STACK AS ARGC ARGV... ENV...
 *     host side, once per test: hands its own fds 0-2 (the test's pipes), the
 *     test's N cgroup `tasks` files (opened by the judge's user) and the request
 *     to the runner; the program's process joins those groups itself (writing 0,
 *     as the per-run launcher does) before it starts; reports on fd 3 as bwrap does
 *     ({"child-pid": N}, then {"exit-code": N}); exits with the program's status.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#define LISTEN_FD 6
#define RUNNER_FD 7
#define STATUS_FD 3
#define SECCOMP_FD 5
#define MAX_REQUEST (256 * 1024)
#define MAX_STRINGS 4096
#define MAX_FDS 8
#define WIPE_DEPTH 64
#define SETUP_FAILURE 125

static void close_others(const int *kept, int count) {
  DIR *dir = opendir("/proc/self/fd");
  if (!dir) return;
  int own = dirfd(dir);
  struct dirent *entry;
  while ((entry = readdir(dir))) {
    int fd = atoi(entry->d_name);
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9' || fd == own) continue;
    int is_kept = 0;
    for (int i = 0; i < count; i++) is_kept |= kept[i] == fd;
    if (!is_kept) close(fd);
  }
  closedir(dir);
}

static int fail(const char *what) {
  fprintf(stderr, "box: %s: %s\n", what, strerror(errno));
  return SETUP_FAILURE;
}

static int start_box(int argc, char **argv) {
  int split = 3;
  while (split < argc && strcmp(argv[split], "--") != 0) split++;
  if (split + 1 >= argc) return fail("usage");
  int kept[] = {0, 1, 2, STATUS_FD, SECCOMP_FD, RUNNER_FD};
  close_others(kept, 6);
  for (int i = 3; i < split; i++) {
    int fd = open(argv[i], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, "0", 1) != 1) return fail("cannot join the box's cgroup");
    close(fd);
  }
  struct rlimit no_core = {0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  int sock = socket(AF_UNIX, SOCK_SEQPACKET, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (sock < 0 || strlen(argv[2]) >= sizeof addr.sun_path) return fail("socket");
  strcpy(addr.sun_path, argv[2]);
  umask(077);
  if (bind(sock, (struct sockaddr *)&addr, sizeof addr) < 0 || listen(sock, 16) < 0) return fail("listen");
  if (dup2(sock, LISTEN_FD) < 0) return fail("dup2");
  if (sock != LISTEN_FD) close(sock);
  execv(argv[split + 1], argv + split + 1);
  return fail("exec bwrap");
}

/* Empties a directory the program owned; deeper folders are moved up to `top` and emptied on a later pass. */
static void wipe_dir(int top, int dir_fd, int depth, unsigned *moved) {
  DIR *dir = fdopendir(dir_fd);
  if (!dir) {
    close(dir_fd);
    return;
  }
  struct dirent *entry;
  while ((entry = readdir(dir))) {
    const char *name = entry->d_name;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
    if (unlinkat(dirfd(dir), name, 0) == 0) continue;
    if (depth >= WIPE_DEPTH) {
      char flat[64];
      snprintf(flat, sizeof flat, ".wipe-%u", (*moved)++);
      renameat(dirfd(dir), name, top, flat);
      continue;
    }
    fchmodat(dirfd(dir), name, 0700, 0);
    int child = openat(dirfd(dir), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (child < 0) continue;
    wipe_dir(top, child, depth + 1, moved);
    unlinkat(dirfd(dir), name, AT_REMOVEDIR);
  }
  closedir(dir);
}

static int is_empty_dir(const char *path) {
  DIR *dir = opendir(path);
  if (!dir) return 0;
  struct dirent *entry;
  int count = 0;
  while ((entry = readdir(dir))) count += strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0;
  closedir(dir);
  return count == 0;
}

static int wipe_tmp(void) {
  unsigned moved = 0;
  /* The program owned /tmp too and may have locked it. */
  chmod("/tmp", 0755);
  for (int pass = 0; pass < 10000 && !is_empty_dir("/tmp"); pass++) {
    int top = open("/tmp", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (top < 0) return -1;
    wipe_dir(top, dup(top), 0, &moved);
    close(top);
  }
  return is_empty_dir("/tmp") ? 0 : -1;
}

/* System V objects outlive their processes; the box's IPC namespace is the program's alone, so all of them go. */
static void remove_ipc_objects(void) {
  const char *tables[] = {"/proc/sysvipc/shm", "/proc/sysvipc/msg", "/proc/sysvipc/sem"};
  for (int kind = 0; kind < 3; kind++) {
    FILE *table = fopen(tables[kind], "re");
    if (!table) continue;
    char line[512];
    long key, id;
    while (fgets(line, sizeof line, table)) {
      if (sscanf(line, "%ld %ld", &key, &id) != 2) continue;
      if (kind == 0) shmctl((int)id, IPC_RMID, NULL);
      if (kind == 1) msgctl((int)id, IPC_RMID, NULL);
      if (kind == 2) semctl((int)id, 0, IPC_RMID);
    }
    fclose(table);
  }
}

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
  if (wipe_tmp() < 0) _exit(SETUP_FAILURE);
  remove_ipc_objects();
  if (child < 0 || got != 0) {
    reply(conn, "F", child < 0 ? errno : error);
    return;
  }
  reply(conn, "X", WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status));
}

static int run_runner(void) {
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

static void status_line(const char *key, long value) {
  dprintf(STATUS_FD, "{ \"%s\": %ld }\n", key, value);
}

static int send_request(int sock, int argc, char **argv, const int *fds, int fd_count) {
  static char buffer[MAX_REQUEST];
  size_t length = 0;
  for (int i = 4 + fd_count - 3; i < argc; i++) {
    size_t size = strlen(argv[i]) + 1;
    if (length + size > sizeof buffer) return -1;
    memcpy(buffer + length, argv[i], size);
    length += size;
  }
  char control[CMSG_SPACE(MAX_FDS * sizeof(int))];
  memset(control, 0, sizeof control);
  struct iovec iov = {buffer, length};
  size_t fds_size = (size_t)fd_count * sizeof(int);
  struct msghdr message = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = CMSG_SPACE(fds_size)};
  struct cmsghdr *header = CMSG_FIRSTHDR(&message);
  header->cmsg_level = SOL_SOCKET;
  header->cmsg_type = SCM_RIGHTS;
  header->cmsg_len = CMSG_LEN(fds_size);
  memcpy(CMSG_DATA(header), fds, fds_size);
  return sendmsg(sock, &message, MSG_NOSIGNAL) < 0 ? -1 : 0;
}

static int run_test(int argc, char **argv) {
  int join_count = argc > 3 ? atoi(argv[3]) : -1;
  if (join_count < 0 || join_count > MAX_FDS - 3 || argc < 11 + join_count) return fail("usage");
  int fds[MAX_FDS] = {0, 1, 2};
  for (int i = 0; i < join_count; i++) {
    fds[3 + i] = open(argv[4 + i], O_WRONLY | O_CLOEXEC);
    if (fds[3 + i] < 0) return fail("cannot open the test's cgroup");
  }
  int fd_count = 3 + join_count;
  const char *program = argv[4 + join_count + 6];
  int sock = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (sock < 0 || strlen(argv[2]) >= sizeof addr.sun_path) return fail("socket");
  strcpy(addr.sun_path, argv[2]);
  if (connect(sock, (struct sockaddr *)&addr, sizeof addr) < 0) return fail("connect");
  if (send_request(sock, argc, argv, fds, fd_count) < 0) return fail("send");
  char answer[64];
  for (;;) {
    ssize_t length = recv(sock, answer, sizeof answer - 1, 0);
    if (length <= 0) return SETUP_FAILURE;
    answer[length] = '\0';
    long value = atol(answer + 2);
    if (answer[0] == 'S') status_line("child-pid", value);
    if (answer[0] == 'F') {
      if (value < 0) fprintf(stderr, "box: cannot join the test's cgroup: %s\n", strerror((int)-value));
      else fprintf(stderr, "box: execvp %s: %s\n", program, strerror((int)value));
      return SETUP_FAILURE;
    }
    if (answer[0] == 'X') {
      status_line("exit-code", value);
      return (int)value;
    }
  }
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "runner") == 0) return run_runner();
  if (argc >= 4 && strcmp(argv[1], "start") == 0) return start_box(argc, argv);
  if (argc >= 3 && strcmp(argv[1], "run") == 0) return run_test(argc, argv);
  fprintf(stderr, "usage: box-helper start|runner|run ...\n");
  return 2;
}
