/* Between two tests the runner gives the box back as it was (box-helper.c, `runner`). */
#define _GNU_SOURCE
#include "box-helper.h"

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

/* What a test leaves behind, gone before the next one: /tmp emptied, System V objects removed. */
int wipe_box(void) {
  if (wipe_tmp() < 0) return -1;
  remove_ipc_objects();
  return 0;
}
