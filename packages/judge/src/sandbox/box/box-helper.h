/* Shared by the box helper's three roles (box-helper.c). */
#ifndef BOX_HELPER_H
#define BOX_HELPER_H
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
void close_others(const int *kept, int count);
int fail(const char *what);
int wipe_box(void);
int run_runner(void);
int run_test(int argc, char **argv);

#endif
