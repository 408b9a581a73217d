/* One test's request to a box, from the host (box-helper.c, `run`). */
#define _GNU_SOURCE
#include "box-helper.h"

static const char *STAGES[] = {
  [STAGE_NAMESPACES] = "namespaces",
  [STAGE_MOUNTS] = "mounts",
  [STAGE_REQUEST] = "request",
  [STAGE_CGROUP] = "cgroup",
  [STAGE_LIMITS] = "limits",
  [STAGE_PRIVILEGES] = "privileges",
  [STAGE_FILTER] = "seccomp filter",
  [STAGE_EXEC] = "exec",
};

/* A test that never started: said on the status descriptor, where no program can write. */
static int setup_error(const char *what, int error) {
  dprintf(STATUS_FD, "{ \"setup-error\": \"%s: %s\" }\n", what, strerror(error));
  return SETUP_FAILURE;
}

static int send_request(int sock, char **strings, int count, const int *fds, int fd_count) {
  static char buffer[MAX_REQUEST];
  size_t length = 0;
  for (int i = 0; i < count; i++) {
    size_t size = strlen(strings[i]) + 1;
    if (length + size > sizeof buffer) return -1;
    memcpy(buffer + length, strings[i], size);
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

/* Reads exactly `length` bytes, never more: what follows on the descriptor is not ours. */
static int read_exactly(int fd, char *buffer, size_t length) {
  for (size_t done = 0; done < length;) {
    ssize_t got = read(fd, buffer + done, length - done);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return -1;
    done += (size_t)got;
  }
  return 0;
}

static int send_test(int argc, char **argv);

/*
 * The client is started ahead of its test and waits on stdin for the test's request
 * (box.ts, clientRequest): a 4-byte little-endian length, then NUL-ended strings, the
 * box's socket, the cgroup files and the launch plan. Only the judge writes it, before the program's
 * input; it is read to its last byte and no further, so the rest is the program's.
 */
int run_test(int argc, char **argv) {
  static char request[MAX_REQUEST + 4096];
  static char *strings[MAX_STRINGS + 4];
  unsigned char prefix[4];
  if (argc != 2) return setup_error("usage", EINVAL);
  if (read_exactly(0, (char *)prefix, sizeof prefix) < 0) return setup_error("read the request", EIO);
  size_t length = (size_t)prefix[0] | (size_t)prefix[1] << 8 | (size_t)prefix[2] << 16 | (size_t)prefix[3] << 24;
  if (length == 0 || length > sizeof request) return setup_error("read the request", E2BIG);
  if (read_exactly(0, request, length) < 0) return setup_error("read the request", EIO);
  if (request[length - 1] != '\0') return setup_error("read the request", EINVAL);
  int count = 0;
  for (int i = 0; i < 2; i++) strings[count++] = argv[i];
  for (size_t at = 0; at < length; at += strlen(request + at) + 1) {
    if (count >= MAX_STRINGS + 3) return setup_error("read the request", E2BIG);
    strings[count++] = request + at;
  }
  strings[count] = NULL;
  return send_test(count, strings);
}

static int send_test(int argc, char **argv) {
  int join_count = argc > 3 ? atoi(argv[3]) : -1;
  int split = 4 + join_count;
  if (join_count < 0 || join_count > MAX_FDS - 3 || split >= argc || strcmp(argv[split], "--") != 0) return setup_error("usage", EINVAL);
  int fds[MAX_FDS] = {0, 1, 2};
  for (int i = 0; i < join_count; i++) {
    fds[3 + i] = open(argv[4 + i], O_WRONLY | O_CLOEXEC);
    if (fds[3 + i] < 0) return setup_error("cannot open the test's cgroup", errno);
  }
  int sock = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (sock < 0 || strlen(argv[2]) >= sizeof addr.sun_path) return setup_error("socket", errno);
  strcpy(addr.sun_path, argv[2]);
  if (connect(sock, (struct sockaddr *)&addr, sizeof addr) < 0) return setup_error("connect to the box", errno);
  if (send_request(sock, argv + split + 1, argc - split - 1, fds, 3 + join_count) < 0) return setup_error("send to the box", errno);
  /* Only our own pipes stay open here: the program's end of them is the box's now. */
  for (int i = 3; i < 3 + join_count; i++) close(fds[i]);
  /*
   * Nor do we keep the program's stdio: while we held a copy, a program that closed its
   * stdout (an interactive validator done sending) left the reader waiting for an end
   * that came only with our exit. /dev/null takes their places (dprintf needs none of them).
   */
  int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null_fd < 0) return setup_error("open /dev/null", errno);
  for (int i = 0; i < 3; i++) {
    if (dup2(null_fd, i) < 0) return setup_error("release the program's stdio", errno);
  }
  close(null_fd);
  char answer[96];
  for (;;) {
    ssize_t length = recv(sock, answer, sizeof answer - 1, 0);
    if (length <= 0) {
      /* The box ended: before the program started it is a set-up failure; after, the status says nothing more. */
      dprintf(STATUS_FD, "{ \"box-ended\": true }\n");
      return SETUP_FAILURE;
    }
    answer[length] = '\0';
    if (answer[0] == 'S') dprintf(STATUS_FD, "{ \"child-pid\": %ld }\n", atol(answer + 2));
    if (answer[0] == 'F') {
      int stage = 0, error = 0;
      sscanf(answer + 2, "%d %d", &stage, &error);
      const char *what = stage > 0 && stage <= STAGE_EXEC ? STAGES[stage] : "set-up";
      return setup_error(what, error);
    }
    if (answer[0] == 'X') {
      int status = 0;
      long cpu_us = 0;
      long long ended_ns = 0;
      sscanf(answer + 2, "%d %ld %lld", &status, &cpu_us, &ended_ns);
      dprintf(STATUS_FD, "{ \"exit-code\": %d, \"cpu-us\": %ld, \"ended-ns\": %lld }\n", status, cpu_us, ended_ns);
      return status;
    }
  }
}
