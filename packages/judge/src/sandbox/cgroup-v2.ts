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
  reclaimUntilEmpty,
  removeAbandonedGroups,
  removeDirs,
  tryWrite,
  waitUntilSettled,
  type CgroupManager,
} from './cgroup-files.ts';

export function createV2Manager(root: string): CgroupManager | undefined {
  const own = ownCgroupPaths().get('');
  const base = baseDir(root, own);
  if (!base) return undefined;
  removeAbandonedGroups([base]);
  const groups = judgeGroupDir(base);
  try {
    // The judge's group holds no process, only groups: its children get the controllers.
    for (const dir of [base, groups]) fs.writeFileSync(path.join(dir, 'cgroup.subtree_control'), '+memory +pids +cpu');
  } catch {
    return undefined;
  }
  return {
    mode: 'v2',
    create(limits, ownerUid) {
      const dir = path.join(groups, nextJobName());
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'memory.max'), String(limits.memoryBytes));
      fs.writeFileSync(path.join(dir, 'memory.swap.max'), '0');
      fs.writeFileSync(path.join(dir, 'pids.max'), String(limits.processes));
      const procsFile = path.join(dir, 'cgroup.procs');
      chownJoinFiles([procsFile], ownerUid);
      const [eventsFile, cpuFile, peakFile, chargeFile] = ['memory.events', 'cpu.stat', 'memory.peak', 'memory.current'].map((name) => path.join(dir, name)) as [string, string, string, string];
      const counters = openCounters([eventsFile, cpuFile, peakFile, chargeFile]);
      return {
        joins: [{ file: procsFile, value: '$$' }],
        readUsage() {
          const events = counters.read(eventsFile);
          return {
            cpuNs: keyedValue(counters.read(cpuFile), 'usage_usec') * 1000,
            peakBytes: Number(counters.read(peakFile).trim()),
            isOomKilled: keyedValue(events, 'oom_kill') > 0,
            hasHitMemoryLimit: keyedValue(events, 'max') > 0,
          };
        },
        async killAll() {
          try {
            fs.writeFileSync(path.join(dir, 'cgroup.kill'), '1');
          } catch {
            // Kernels before 5.14 lack cgroup.kill; kill one by one.
          }
          await killPidsUntilEmpty(path.join(dir, 'cgroup.procs'));
        },
        async dropCaches() {
          // Proactive reclaim of all the group is charged (kernels from 5.19): file pages, dentries, inodes.
          const reclaim = async () => {
            const charged = Number(await fs.promises.readFile(path.join(dir, 'memory.current'), 'utf8').catch(() => '0'));
            if (charged > 0) await tryWrite(path.join(dir, 'memory.reclaim'), String(charged));
          };
          await reclaimUntilEmpty(reclaim, path.join(dir, 'memory.stat'), 'file');
        },
        async settle() {
          // What the test's namespaces held: its /tmp, pipes, mounts.
          await waitUntilSettled(() => Number(counters.read(chargeFile)));
        },
        async remove() {
          counters.close();
          await removeDirs([dir]);
        },
      };
    },
  };
}

