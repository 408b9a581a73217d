/* One test's request to a box's runner, from the host (box-helper.c, `run`). */
#define _GNU_SOURCE
#include "box-helper.h"

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

int run_test(int argc, char **argv) {
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
