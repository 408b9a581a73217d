import fs from 'node:fs';
import path from 'node:path';
import {
  baseDir,
  chownJoinFiles,
  judgeGroupDir,
  keyedValue,
  killPidsUntilEmpty,
  nextJobName,
  openCounters,
  ownCgroupPaths,
  readNumber,
  reclaimUntilEmpty,
  removeAbandonedGroups,
  removeDirs,
  tryWrite,
  waitUntilSettled,
  type CgroupManager,
} from './cgroup-files.ts';

/** memory ≤ memory+swap must hold at every step, so the order of the two writes depends on the direction. */
function setMemoryLimit(memDir: string, bytes: number): void {
  const limitFile = path.join(memDir, 'memory.limit_in_bytes');
  const swapFile = path.join(memDir, 'memory.memsw.limit_in_bytes');
  const hasSwapAccounting = fs.existsSync(swapFile);
  if (hasSwapAccounting && readNumber(swapFile) < bytes) fs.writeFileSync(swapFile, String(bytes));
  fs.writeFileSync(limitFile, String(bytes));
  // No swap: memory+swap capped at the same figure.
  if (hasSwapAccounting) fs.writeFileSync(swapFile, String(bytes));
}

/**
 * Socket buffers a run may hold. On v1 the kernel charges TCP's (and, once the
 * group has a TCP limit, every protocol's socket memory) to a counter of its own,
 * apart from the memory limit, and only when that counter has a limit: without
 * one a run could queue hundreds of MiB in loopback connections, outside its
 * memory limit, and push the TCP memory every socket on the host shares towards
 * pressure. (v2 charges socket buffers to the memory limit itself.)
 */
const SOCKET_BUFFER_BYTES = 16 * 1024 * 1024;

function setSocketBufferLimit(memDir: string, memoryBytes: number): void {
  const file = path.join(memDir, 'memory.kmem.tcp.limit_in_bytes');
  if (fs.existsSync(file)) fs.writeFileSync(file, String(Math.min(memoryBytes, SOCKET_BUFFER_BYTES)));
}

export function createV1Manager(root: string): CgroupManager | undefined {
  const own = ownCgroupPaths();
  const memory = baseDir(path.join(root, 'memory'), own.get('memory'));
  const pids = baseDir(path.join(root, 'pids'), own.get('pids'));
  const cpuacct = baseDir(path.join(root, 'cpuacct'), own.get('cpuacct'));
  if (!memory || !pids || !cpuacct) return undefined;
  removeAbandonedGroups([memory, pids, cpuacct]);
  const [memoryGroups, pidsGroups, cpuGroups] = [memory, pids, cpuacct].map(judgeGroupDir) as [string, string, string];
  return {
    mode: 'v1',
    create(limits, ownerUid) {
      const name = nextJobName();
      const memDir = path.join(memoryGroups, name);
      const pidsDir = path.join(pidsGroups, name);
      const cpuDir = path.join(cpuGroups, name);
      const dirs = [memDir, pidsDir, cpuDir];
      for (const dir of dirs) fs.mkdirSync(dir);
      setMemoryLimit(memDir, limits.memoryBytes);
      setSocketBufferLimit(memDir, limits.memoryBytes);
      fs.writeFileSync(path.join(pidsDir, 'pids.max'), String(limits.processes));
      // Writing 0 to `tasks` moves just the calling thread (the launcher is single-threaded) and,
      // unlike a write to cgroup.procs, does not wait for an RCU grace period (~10 ms).
      const joinFiles = dirs.map((dir) => path.join(dir, 'tasks'));
      chownJoinFiles(joinFiles, ownerUid);
      const usageFile = path.join(cpuDir, 'cpuacct.usage');
      const peakFile = path.join(memDir, 'memory.max_usage_in_bytes');
      const oomFile = path.join(memDir, 'memory.oom_control');
      const failFile = path.join(memDir, 'memory.failcnt');
      const chargeFile = path.join(memDir, 'memory.usage_in_bytes');
      const counters = openCounters([usageFile, peakFile, oomFile, failFile, chargeFile]);
      return {
        joins: joinFiles.map((file) => ({ file, value: '0' as const })),
        readUsage() {
          return {
            cpuNs: Number(counters.read(usageFile).trim()),
            // v1 charges in batches and can record a page or so past the limit: no program holds more than it.
            peakBytes: Math.min(Number(counters.read(peakFile).trim()), limits.memoryBytes),
            isOomKilled: keyedValue(counters.read(oomFile), 'oom_kill') > 0,
            hasHitMemoryLimit: Number(counters.read(failFile).trim()) > 0,
          };
        },
        async killAll() {
          await killPidsUntilEmpty(path.join(pidsDir, 'cgroup.procs'));
          await killPidsUntilEmpty(path.join(memDir, 'cgroup.procs'));
        },
        async dropCaches() {
          // Reclaims everything charged to the group (its processes are gone): file pages, dentries, inodes.
          await reclaimUntilEmpty(() => tryWrite(path.join(memDir, 'memory.force_empty'), '0'), path.join(memDir, 'memory.stat'), 'cache');
        },
        async settle() {
          // What the test's namespaces held (its /tmp, pipes, mounts): kernel memory counts in v1's usage too.
          await waitUntilSettled(() => Number(counters.read(chargeFile)));
        },
        async remove() {
          // Removing a v1 memory group moves what it is still charged (its page cache, unless dropped) to the parent.
          counters.close();
          await removeDirs(dirs);
        },
      };
    },
  };
}
