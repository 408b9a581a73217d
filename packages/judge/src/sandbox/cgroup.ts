import fs from 'node:fs';
import path from 'node:path';
import { CGROUP_ROOT, type CgroupManager } from './cgroup-files.ts';
import { createV1Manager } from './cgroup-v1.ts';
import { createV2Manager } from './cgroup-v2.ts';

/**
 * Per-job control groups bound memory and process count of the whole process
 * tree, measure its CPU time and peak memory, and let us kill every process of
 * a job, however it forked. cgroup v2 where the machine has it, else v1 with the
 * memory, pids and cpuacct controllers; undefined when none is writable.
 */
export function detectCgroups(root = CGROUP_ROOT): CgroupManager | undefined {
  // One manager per hierarchy and process, so every judge shares its pool of reusable groups.
  if (!managers.has(root)) managers.set(root, createManager(root));
  return managers.get(root);
}

const managers = new Map<string, CgroupManager | undefined>();

function createManager(root: string): CgroupManager | undefined {
  const isV2Only = fs.existsSync(path.join(root, 'cgroup.controllers'));
  if (isV2Only) return createV2Manager(root);
  if (fs.existsSync(path.join(root, 'memory', 'memory.limit_in_bytes'))) return createV1Manager(root);
  return undefined;
}
