/* One test's request to a box, from the host (box-helper.c, `run`). */
#define _GNU_SOURCE
#include "box-helper.h"
#include <poll.h>

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
  return send_with_fds(sock, buffer, length, fds, fd_count) < 0 ? -1 : 0;
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
  /* A joined interactive party's client, started for its test: its stdin is the other party's, its request its arguments. */
  if (argc > 2) return send_test(argc, argv);
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

/* One direction of the relay between the judge's end (a socket) and the program's (a pipe). */
struct flow {
  int from, to;
  char buffer[64 * 1024];
  size_t length, offset;
  int is_read_done; /* end of input, or nothing more is wanted */
  int is_closed;    /* the writing side is gone */
  int drops_when_gone; /* once the writing side is gone, what comes is read and dropped (the writer never meets a closed pipe) */
};

/* What the program wrote or will read is passed on as it comes; a side that went away drops the rest. */
static void flow_read(struct flow *flow) {
  ssize_t got = read(flow->from, flow->buffer, sizeof flow->buffer);
  if (got < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (got <= 0) {
    flow->is_read_done = 1;
    return;
  }
  /* Nobody reads it any more: dropped. */
  flow->length = flow->is_closed ? 0 : (size_t)got;
  flow->offset = 0;
}

static void flow_write(struct flow *flow) {
  ssize_t put = write(flow->to, flow->buffer + flow->offset, flow->length - flow->offset);
  if (put < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (put < 0) {
    flow->is_closed = 1;
    flow->length = flow->offset = 0;
    return;
  }
  flow->offset += (size_t)put;
  if (flow->offset == flow->length) flow->length = flow->offset = 0;
}

static int flow_is_drained(const struct flow *flow) { return (flow->is_closed && !flow->drops_when_gone) || (flow->is_read_done && flow->length == 0); }

/*
 * The test's stdio is three pipes made here, when the test is asked for: the
 * judge's own ends (sockets made when this client was started, perhaps long
 * before) never reach the program, so nothing of them (an inode number taken
 * from the machine's one counter at that time) tells it what happened since.
 * Their contents are relayed both ways until the program's end.
 */
static int relay(int sock, int in_w, int out_r, int out_to, int err_r, int is_joined, int watched, int drained, long long drain_limit) {
  /*
   * Each pipe made for the test is relayed to the client's own descriptor of that number (a joined validator's
   * stdout to the interaction's pipe, `out_to`); a joined submission's stdin and stdout are passed on, not relayed.
   */
  /*
   * Static, and only the fields set: a 64 KiB buffer is touched as output comes. Zeroed on the stack, the three
   * took about 50 fresh pages while the judge waited for the test to start.
   */
  static struct flow flows[3];
  const int ends[3][2] = {{in_w >= 0 ? 0 : -1, in_w}, {out_r, out_r >= 0 ? out_to : -1}, {err_r, err_r >= 0 ? 2 : -1}};
  for (int i = 0; i < 3; i++) {
    struct flow *flow = &flows[i];
    flow->from = ends[i][0];
    flow->to = ends[i][1];
    flow->length = flow->offset = 0;
    flow->is_read_done = flow->is_closed = 0;
    flow->drops_when_gone = i == 1 && is_joined;
  }
  /* The drained end is non-blocking already (a description of our own: the validator's stdin stays blocking). */
  int fds[] = {in_w >= 0 ? 0 : -1, out_r >= 0 ? out_to : -1, err_r >= 0 ? 2 : -1, in_w, out_r, err_r};
  /*
   * A joined submission's client watches the rendezvous: once the validator's client is gone (it ends after the
   * validator), what the submission still writes to the validator is read and dropped, as the judge drops it when
   * it relays a sample or Run, so a submission writing on after the validator accepted is not left blocked.
   * What it writes then counts against its output limit, as the judge counts it there (supervise.ts): past
   * `drain_limit` bytes the judge is told and nothing more is read, so the verdict never depends on how fast
   * either reader drains.
   */
  int is_draining = 0;
  long long drained_bytes = 0;
  for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) {
    if (fds[i] >= 0) fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
  }
  int has_ended = 0, status = 0;
  long cpu_us = 0;
  long long ended_ns = 0;
  for (;;) {
    struct flow *in = &flows[0];
    /* The input ends for the program once the judge ended it; the program's stdin is closed then. */
    if (in->to >= 0 && (flow_is_drained(in) || has_ended)) {
      if (in->is_closed && !in->is_read_done) shutdown(0, SHUT_RD); /* the program stopped reading: the judge stops writing */
      close(in->to);
      in->to = -1;
      in->is_closed = 1;
    }
    for (int i = 1; i < 3; i++) {
      struct flow *out = &flows[i];
      if (out->to >= 0 && flow_is_drained(out)) {
        /*
         * A joined validator's output ended: when, said before the end is passed on, so the submission can
         * react to it (a crash on the end of its input) only after that time (interactive.ts orders the two).
         */
        if (is_joined && i == 1) {
          struct timespec now;
          clock_gettime(CLOCK_MONOTONIC, &now);
          dprintf(STATUS_FD, "{ \"output-ended-ns\": %lld }\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
        }
        if (out->from >= 0) close(out->from);
        out->from = -1;
        /* The program's output ended: so does the reader's input (a joined validator's pipe to the submission is ours alone). */
        if (out->to > 2) close(out->to);
        else shutdown(out->to, SHUT_WR);
        out->to = -1;
      }
    }
    if (has_ended && flows[1].to < 0 && flows[2].to < 0) break;
    struct pollfd polled[7];
    struct flow *owner[7];
    int count = 0;
    for (int i = 0; i < 3; i++) {
      struct flow *flow = &flows[i];
      if (flow->to < 0 || flow->from < 0) continue;
      if (flow->length > 0) polled[count] = (struct pollfd){.fd = flow->to, .events = POLLOUT};
      else if (!flow->is_read_done) polled[count] = (struct pollfd){.fd = flow->from, .events = POLLIN};
      else continue;
      owner[count++] = flow;
    }
    int sock_at = -1, watched_at = -1;
    if (!has_ended) {
      sock_at = count;
      polled[count] = (struct pollfd){.fd = sock, .events = POLLIN};
      owner[count++] = NULL;
    }
    if (watched >= 0) {
      watched_at = count;
      polled[count] = (struct pollfd){.fd = is_draining ? drained : watched, .events = POLLIN};
      owner[count++] = NULL;
    }
    if (poll(polled, (nfds_t)count, -1) < 0) {
      if (errno == EINTR) continue;
      return setup_error("relay the test's stdio", errno);
    }
    for (int i = 0; i < count; i++) {
      if (polled[i].revents == 0 || owner[i] == NULL) continue;
      if (owner[i]->length > 0) flow_write(owner[i]);
      else flow_read(owner[i]);
    }
    if (watched_at >= 0 && polled[watched_at].revents != 0) {
      /* The rendezvous is ours alone (a blocking read after poll cannot wait); the drained end never blocks. */
      static char dropped[64 * 1024];
      ssize_t got = read(is_draining ? drained : watched, dropped, sizeof dropped);
      if (is_draining && got > 0 && (drained_bytes += got) > drain_limit) {
        dprintf(STATUS_FD, "{ \"output-limit\": true }\n");
        watched = -1;
      } else if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN)) {
        /* The rendezvous ended: drain from now on; the drained pipe ended: nothing more to watch. */
        if (is_draining) watched = -1;
        is_draining = 1;
      }
    }
    if (sock_at < 0 || polled[sock_at].revents == 0) continue;
    char answer[96];
    ssize_t length = recv(sock, answer, sizeof answer - 1, MSG_DONTWAIT);
    if (length < 0 && (errno == EINTR || errno == EAGAIN)) continue;
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
      /* Every process of the test is gone: what it wrote is in the pipes, passed on before the end is told. */
      sscanf(answer + 2, "%d %ld %lld", &status, &cpu_us, &ended_ns);
      has_ended = 1;
    }
  }
  /* Everything is passed on: the judge's ends are closed before the end is told, so it need not wait for this exit. */
  if (out_to > 2) close(out_to);
  close(1);
  close(2);
  dprintf(STATUS_FD, "{ \"exit-code\": %d, \"cpu-us\": %ld, \"ended-ns\": %lld }\n", status, cpu_us, ended_ns);
  return status;
}

/* The validator's pipe ends, from the submission's client to the validator's over the socket the judge joined them by. */
enum { PASSED_VALIDATOR_IN, PASSED_VALIDATOR_OUT, PASSED_COUNT };

/* With the pipes goes the submission's host uid (0 without root): its validator's client tells their users apart by it. */
static int pass_pipes(int over, const int *fds, uid_t submission_uid) {
  return send_with_fds(over, &submission_uid, sizeof submission_uid, fds, PASSED_COUNT) == (ssize_t)sizeof submission_uid ? 0 : -1;
}

/* Waits for the submission's client's pipes; anything else (its end: the submission never started) is a set-up failure. */
static int receive_pipes(int over, int *fds, uid_t *submission_uid) {
  fcntl(over, F_SETFL, fcntl(over, F_GETFL) & ~O_NONBLOCK);
  struct iovec iov = {submission_uid, sizeof *submission_uid};
  char control[CMSG_SPACE(PASSED_COUNT * sizeof(int))];
  struct msghdr message = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
  ssize_t got;
  do got = recvmsg(over, &message, MSG_CMSG_CLOEXEC);
  while (got < 0 && errno == EINTR);
  struct cmsghdr *header = got == (ssize_t)sizeof *submission_uid ? CMSG_FIRSTHDR(&message) : NULL;
  if (!header || header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS || header->cmsg_len != CMSG_LEN(PASSED_COUNT * sizeof(int)) || (message.msg_flags & MSG_CTRUNC)) {
    errno = got < 0 ? errno : EPROTO;
    return -1;
  }
  memcpy(fds, CMSG_DATA(header), PASSED_COUNT * sizeof(int));
  return 0;
}

/*
 * Who may open a program's stdio again through /proc/self/fd/N (or /dev/stdin, /dev/stdout): its stdin for
 * reading and its stdout and stderr for writing, never the other way round. A program that could open a reader
 * of its own stdout would race the judge for what it writes (an interactive program reading its output back once
 * the validator ended: what it read was never counted, so the faster reader decided the verdict), and one that
 * could open a writer of its stdin would feed itself. As root, the pipes are root's, whose owner bits the
 * program (the job's user) does not get; without root they are the program's own user's, who could change
 * them back (chmod on /proc/self/fd/1): a judge without root isolates less (../../../README.md).
 * A joined validator's stdin is the submission's stdout: its own group may read it as well (send_test).
 */
static int set_pipe_modes(int stdin_read, int stdout_write, int stderr_write) {
  int is_root_owned = geteuid() == 0;
  mode_t reader = is_root_owned ? 0644 : 0400;
  mode_t writer = is_root_owned ? 0622 : 0200;
  /*
   * Stdout is 0642 in every test, root's group (the client's when it made the pipe) reading: a joined validator's
   * stdin gets the validator's group instead (send_test), and a program, in neither group, sees the same mode either
   * way (both groups unmapped in its namespace): its stdout never tells a hidden interactive test from a sample or Run.
   */
  mode_t output = is_root_owned ? 0642 : 0200;
  if (stdin_read >= 0 && fchmod(stdin_read, reader) < 0) return -1;
  if (stdout_write >= 0 && fchmod(stdout_write, output) < 0) return -1;
  if (fchmod(stderr_write, writer) < 0) return -1;
  /*
   * A pipe's access and modification times are those of its making, its change time that of the last fchmod: a joined
   * submission's pipes, made before the validator's client answered, would show the wait between the two (ctime past
   * mtime), a relayed test's never. All three times are set to now, alike in every test.
   */
  if (stdin_read >= 0 && futimens(stdin_read, NULL) < 0) return -1;
  if (stdout_write >= 0 && futimens(stdout_write, NULL) < 0) return -1;
  return futimens(stderr_write, NULL);
}

/*
 * argv: the client's own two, then the request: the box's socket, how the
 * program gets its stdio, the host uid the box runs as (empty: ours), the number
 * of cgroup files, those files, "--" and the launch plan. The stdio:
 *   "relay": three pipes made now, relayed to ours (every test, interactive
 *     parties on samples and Run too, whose messages the judge relays);
 *   "joined-validator", "joined-submission:N": the two parties of an interaction
 *     joined by pipes, no message through the judge. The submission's client makes
 *     the submission's three pipes as a relayed test's are made and passes the
 *     validator's ends over its stdin, a socket whose other end is the validator's
 *     client's stdin; each program's stderr is a pipe relayed to ours, as every
 *     test's. So a program's 0-2 are pipes, made alike, in every test. Pipes carry no descriptors: nothing a
 *     program passes on can outlive it in a queue nobody reads. The validator's
 *     stdout is relayed from a pipe of its own, so its client says when it ended
 *     before passing the end on ("output-ended-ns"); what comes once the
 *     submission is gone is dropped. The submission's client keeps the validator's
 *     input pipe, both ends, until it ends after its program: the validator reads the
 *     end of the submission's output only once the submission has ended, and the
 *     submission never writes to a pipe without a reader.
 */
static int send_test(int argc, char **argv) {
  if (argc < 6) return setup_error("usage", EINVAL);
  int is_relayed = strcmp(argv[3], "relay") == 0;
  int is_validator = strcmp(argv[3], "joined-validator") == 0;
  /* "joined-submission:N": N, the submission's output limit, bounds what is drained once the validator is gone. */
  const char *submission_mode = "joined-submission:";
  int is_submission = strncmp(argv[3], submission_mode, strlen(submission_mode)) == 0;
  char *limit_end = NULL;
  long long drain_limit = is_submission ? strtoll(argv[3] + strlen(submission_mode), &limit_end, 10) : 0;
  if (is_submission && (limit_end == argv[3] + strlen(submission_mode) || *limit_end != '\0' || drain_limit < 0)) return setup_error("usage", EINVAL);
  if (!is_relayed && !is_validator && !is_submission) return setup_error("usage", EINVAL);
  const char *uid_text = argv[4];
  int join_count = atoi(argv[5]);
  int split = 6 + join_count;
  if (join_count < 0 || join_count > MAX_FDS - 3 || split >= argc || strcmp(argv[split], "--") != 0) return setup_error("usage", EINVAL);
  int fds[MAX_FDS] = {0, 1, 2};
  for (int i = 0; i < join_count; i++) {
    fds[3 + i] = open(argv[6 + i], O_WRONLY | O_CLOEXEC);
    if (fds[3 + i] < 0) return setup_error("cannot open the test's cgroup", errno);
  }
  int sock = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (sock < 0 || strlen(argv[2]) >= sizeof addr.sun_path) return setup_error("socket", errno);
  strcpy(addr.sun_path, argv[2]);
  if (connect(sock, (struct sockaddr *)&addr, sizeof addr) < 0) return setup_error("connect to the box", errno);
  /*
   * The test's pipes are made with the box's user as our real uid (the kernel counts a pipe's pages against
   * the user that made it, a count no two jobs share) but still root's as their owner (set_pipe_modes).
   * What is left after them needs no privilege: the relay runs as the box's user.
   */
  int is_root = uid_text[0] != '\0' && getuid() == 0;
  uid_t uid = is_root ? (uid_t)strtoul(uid_text, NULL, 10) : 0;
  if (is_root && (setgroups(0, NULL) < 0 || setresuid(uid, 0, 0) < 0)) return setup_error("become the box's user", errno);
  int in[2] = {0, -1}, out[2] = {-1, 1}, err[2] = {-1, 2};
  int out_to = 1;
  int passed[PASSED_COUNT] = {-1, -1};
  int drained = -1;
  if (is_relayed && (pipe2(in, O_CLOEXEC) < 0 || pipe2(out, O_CLOEXEC) < 0 || pipe2(err, O_CLOEXEC) < 0)) return setup_error("make the test's pipes", errno);
  if (is_submission) {
    /*
     * Made here, counted against the submission's job's user, in the order a relayed test's are: a program's stdio are the same
     * in every test, to fstat and to an open of /proc/self/fd/N alike. The validator's client gets its two ends.
     */
    int to_validator[2];
    if (pipe2(in, O_CLOEXEC) < 0 || pipe2(to_validator, O_CLOEXEC) < 0 || pipe2(err, O_CLOEXEC) < 0) return setup_error("make the interaction's pipes", errno);
    out[1] = to_validator[1];
    passed[PASSED_VALIDATOR_IN] = to_validator[0];
    passed[PASSED_VALIDATOR_OUT] = in[1];
    if (pass_pipes(0, passed, uid) < 0) return setup_error("pass the validator its pipes", errno);
    /*
     * The validator's input is read here once the validator's client has ended (relay), through a reading end of
     * our own that never blocks: the validator's is blocking.
     */
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", to_validator[0]);
    drained = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (drained < 0) return setup_error("open the validator's input", errno);
    close(to_validator[0]);
    close(in[1]);
    /*
     * The validator's client says when it gave the validator's input its group: only then are the three modes and
     * times set, one after the other, as a relayed test's are, before the program starts (a change of the stdout's
     * alone, under a running program, would tell it a hidden test from a sample or Run; and a mode set before that
     * group raced the validator's client).
     */
    char ack = 0;
    ssize_t got;
    for (;;) {
      got = read(0, &ack, 1);
      if (got < 0 && errno == EAGAIN) {
        struct pollfd wait = {.fd = 0, .events = POLLIN};
        poll(&wait, 1, -1);
        continue;
      }
      if (got < 0 && errno == EINTR) continue;
      break;
    }
    if (got != 1) return setup_error("wait for the validator's client", got < 0 ? errno : EPIPE);
    if (set_pipe_modes(in[0], out[1], err[1]) < 0) return setup_error("make the interaction's pipes", errno);
  }
  if (is_validator) {
    uid_t submission_uid = 0;
    if (receive_pipes(0, passed, &submission_uid) < 0) return setup_error("receive the pipes from the submission's client", errno);
    /*
     * The validator's stdin is the submission's stdout, which the submission may open again for writing only. Its
     * own user's group may read it too (a validator that opens /dev/stdin, as on a sample, where its stdin is a
     * relayed pipe of its own): root's pipe, the validator's group, 0642. Only when the two users differ, as they
     * do with root (each job its own uid): sharing one, the submission could read its own output back.
     */
    if (is_root && uid != submission_uid && fchown(passed[PASSED_VALIDATOR_IN], (uid_t)-1, (gid_t)uid) < 0)
      return setup_error("make the test's pipes", errno);
    /* The submission's client waits for this before it sets its pipes' modes again (above). */
    if (send(0, "A", 1, MSG_NOSIGNAL) != 1) return setup_error("answer the submission's client", errno);
    if (pipe2(out, O_CLOEXEC) < 0 || pipe2(err, O_CLOEXEC) < 0) return setup_error("make the test's pipes", errno);
    in[0] = passed[PASSED_VALIDATOR_IN];
    out_to = passed[PASSED_VALIDATOR_OUT];
  }
  if (!is_submission && set_pipe_modes(is_relayed ? in[0] : -1, out[1], err[1]) < 0) return setup_error("make the test's pipes", errno);
  if (is_root && (setresgid(uid, uid, uid) < 0 || setresuid(uid, uid, uid) < 0)) return setup_error("become the box's user", errno);
  fds[0] = in[0];
  fds[1] = out[1];
  fds[2] = err[1];
  if (send_request(sock, argv + split + 1, argc - split - 1, fds, 3 + join_count) < 0) return setup_error("send to the box", errno);
  /*
   * The program's stdio and its cgroup files are the box's now: we keep none, so a program
   * that closes its stdout (an interactive validator done sending) ends it at once; but a
   * joined submission's client keeps the validator's input pipe until it ends (above).
   * A joined party's own stdin and stdout (the rendezvous, and a pipe nobody writes) are done with.
   */
  for (int i = is_relayed ? 0 : 2; i < 3 + join_count; i++) close(fds[i]);
  if (is_validator) {
    close(in[0]);
    close(out[1]);
  }
  if (is_submission) close(in[0]);
  /*
   * A joined party's stdout (a pipe nobody writes) is done with. Its stdin, the rendezvous, stays open as long as
   * the client: the validator's ends when the validator has, which the submission's watches for.
   */
  if (!is_relayed) {
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null_fd < 0 || dup2(null_fd, 1) < 0) return setup_error("release the client's stdout", errno);
    close(null_fd);
  }
  signal(SIGPIPE, SIG_IGN);
  return relay(sock, is_relayed ? in[1] : -1, is_relayed || is_validator ? out[0] : -1, out_to, err[0], is_validator, is_submission ? 0 : -1, drained, drain_limit);
}
