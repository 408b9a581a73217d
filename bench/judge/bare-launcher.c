/*
 * The bare side of a test run started ahead, as a box's client is: started once with a
 * working folder and a command, it runs the command once per byte read on stdin, its
 * stdin /dev/null and its stdout and stderr this launcher's own, and writes one byte on
 * descriptor 3 when the command has ended. No sandbox, no limits: only the launch.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: bare-launcher <folder> <command> [arguments]\n");
    return 2;
  }
  char request;
  while (read(0, &request, 1) == 1) {
    pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
      int null_fd = open("/dev/null", O_RDONLY);
      if (null_fd < 0 || dup2(null_fd, 0) < 0 || chdir(argv[1]) < 0) _exit(127);
      close(null_fd);
      close(3);
      execvp(argv[2], argv + 2);
      _exit(127);
    }
    int status;
    while (waitpid(child, &status, 0) < 0) {
    }
    char done = WIFEXITED(status) ? (char)WEXITSTATUS(status) : (char)255;
    if (write(3, &done, 1) != 1) return 1;
  }
  return 0;
}
