/*
 * The reusable box's three parts in one program (see README.md beside it):
 *
 *   box-helper start SOCKET TASKS... -- BWRAP ARGV...
 *     host side, once per box: joins the box's cgroups (writing 0 to each
 *     `tasks` file), keeps only fds 0-2, bwrap's status (3) and seccomp (5)
 *     descriptors and the runner binary (7), listens on SOCKET at fd 6 and
 *     becomes bwrap, which starts the runner as the sandbox's pid 1.
 *   box-helper runner (box-runner.c, box-wipe.c)
 *     inside the sandbox: accepts one request at a time on fd 6, runs it, then
 *     kills everything else in the pid namespace and empties /tmp before it
 *     reports the exit status, so the next request finds the box as new.
 *   box-helper run (box-client.c) SOCKET N TASKS... CPU_S FSIZE NOFILE STACK AS ARGC ARGV... ENV...
 *     host side, once per test: hands its own fds 0-2 (the test's pipes), the
 *     test's N cgroup `tasks` files (opened by the judge's user) and the request
 *     to the runner; the program's process joins those groups itself (writing 0,
 *     as the per-run launcher does) before it starts; reports on fd 3 as bwrap does
 *     ({"child-pid": N}, then {"exit-code": N}); exits with the program's status.
 */
#define _GNU_SOURCE
#include "box-helper.h"

void close_others(const int *kept, int count) {
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

int fail(const char *what) {
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

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "runner") == 0) return run_runner();
  if (argc >= 4 && strcmp(argv[1], "start") == 0) return start_box(argc, argv);
  if (argc >= 3 && strcmp(argv[1], "run") == 0) return run_test(argc, argv);
  fprintf(stderr, "usage: box-helper start|runner|run ...\n");
  return 2;
}
