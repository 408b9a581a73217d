import fs from 'node:fs';
import path from 'node:path';
import type { ResourceLimits } from './limits.ts';

/**
 * Per-job control groups: they bound memory and process count of the whole
 * process tree, measure its CPU time and peak memory, and let us kill every
 * process of a job, however it forked. cgroup v2 where the machine has it,
 * else v1 with the memory, pids and cpuacct controllers.
 */
export type CgroupMode = 'v2' | 'v1';

export interface CgroupUsage {
  cpuNs: number;
  peakBytes: number;
  /** The kernel killed a process of the job for exceeding its memory limit. */
  isOomKilled: boolean;
  /** Memory use reached the limit at least once (allocation had to reclaim or fail). */
  hasHitMemoryLimit: boolean;
}

export interface JobCgroup {
  /** Files the launcher writes its own pid into before it starts the program. */
  readonly procsFiles: string[];
  readUsage(): CgroupUsage;
  killAll(): Promise<void>;
  remove(): Promise<void>;
}

export interface CgroupManager {
  readonly mode: CgroupMode;
  create(limits: ResourceLimits, ownerUid: number | undefined): JobCgroup;
}

const ROOT = '/sys/fs/cgroup';
const GROUP_NAME = 'codepath-judge';
let jobCounter = 0;

function readText(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

function readNumber(file: string): number {
  return Number(readText(file).trim());
}

function keyedValue(text: string, key: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${key} `));
  return line ? Number(line.slice(key.length + 1)) : 0;
}

/** Our own position in each hierarchy, from /proc/self/cgroup ("id:controllers:path"). */
function ownCgroupPaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of readText('/proc/self/cgroup').split('\n')) {
    const [, controllers, cgPath] = line.split(':');
    if (controllers === undefined || cgPath === undefined) continue;
    for (const name of controllers.split(',')) paths.set(name, cgPath);
  }
  return paths;
}

function nextJobName(): string {
  jobCounter += 1;
  return `job-${process.pid}-${jobCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

function isWritableDir(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Prefer a place under our own group (inherits the host's limits on us), else the hierarchy root. */
function baseDir(mount: string, ownPath: string | undefined): string | undefined {
  const candidates = [ownPath ? path.join(mount, ownPath) : undefined, mount];
  for (const dir of candidates) {
    if (dir === undefined || !isWritableDir(dir)) continue;
    const base = path.join(dir, GROUP_NAME);
    try {
      fs.mkdirSync(base, { recursive: true });
      return base;
    } catch {
      continue;
    }
  }
  return undefined;
}

async function waitMs(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

function listPids(procsFile: string): number[] {
  try {
    return readText(procsFile)
      .split('\n')
      .filter((l) => l.length > 0)
      .map(Number);
  } catch {
    return [];
  }
}

async function killPidsUntilEmpty(procsFile: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const pids = listPids(procsFile);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await waitMs(5);
  }
}

async function removeDirs(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        fs.rmdirSync(dir);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
        await waitMs(10);
      }
    }
  }
}

function chownProcsFiles(files: string[], ownerUid: number | undefined): void {
  if (ownerUid === undefined) return;
  for (const file of files) fs.chownSync(file, ownerUid, ownerUid);
}

function createV1Manager(): CgroupManager | undefined {
  const own = ownCgroupPaths();
  const bases: Record<'memory' | 'pids' | 'cpuacct', string | undefined> = {
    memory: baseDir(path.join(ROOT, 'memory'), own.get('memory')),
    pids: baseDir(path.join(ROOT, 'pids'), own.get('pids')),
    cpuacct: baseDir(path.join(ROOT, 'cpuacct'), own.get('cpuacct')),
  };
  const { memory, pids, cpuacct } = bases;
  if (!memory || !pids || !cpuacct) return undefined;
  return {
    mode: 'v1',
    create(limits, ownerUid) {
      const name = nextJobName();
      const memDir = path.join(memory, name);
      const pidsDir = path.join(pids, name);
      const cpuDir = path.join(cpuacct, name);
      const dirs = [memDir, pidsDir, cpuDir];
      for (const dir of dirs) fs.mkdirSync(dir);
      fs.writeFileSync(path.join(memDir, 'memory.limit_in_bytes'), String(limits.memoryBytes));
      try {
        // No swap: memory+swap capped at the same figure (absent when swap accounting is off).
        fs.writeFileSync(path.join(memDir, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
      } catch {
        // Without swap accounting the memory limit alone applies.
      }
      fs.writeFileSync(path.join(pidsDir, 'pids.max'), String(limits.processes));
      const procsFiles = dirs.map((dir) => path.join(dir, 'cgroup.procs'));
      chownProcsFiles(procsFiles, ownerUid);
      return {
        procsFiles,
        readUsage() {
          const oomControl = readText(path.join(memDir, 'memory.oom_control'));
          return {
            cpuNs: readNumber(path.join(cpuDir, 'cpuacct.usage')),
            peakBytes: readNumber(path.join(memDir, 'memory.max_usage_in_bytes')),
            isOomKilled: keyedValue(oomControl, 'oom_kill') > 0,
            hasHitMemoryLimit: readNumber(path.join(memDir, 'memory.failcnt')) > 0,
          };
        },
        async killAll() {
          await killPidsUntilEmpty(path.join(pidsDir, 'cgroup.procs'));
          await killPidsUntilEmpty(path.join(memDir, 'cgroup.procs'));
        },
        async remove() {
          await removeDirs(dirs);
        },
      };
    },
  };
}

function createV2Manager(): CgroupManager | undefined {
  const own = ownCgroupPaths().get('');
  const base = baseDir(ROOT, own);
  if (!base) return undefined;
  try {
    fs.writeFileSync(path.join(base, 'cgroup.subtree_control'), '+memory +pids +cpu');
  } catch {
    return undefined;
  }
  return {
    mode: 'v2',
    create(limits, ownerUid) {
      const dir = path.join(base, nextJobName());
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'memory.max'), String(limits.memoryBytes));
      fs.writeFileSync(path.join(dir, 'memory.swap.max'), '0');
      fs.writeFileSync(path.join(dir, 'pids.max'), String(limits.processes));
      const procsFiles = [path.join(dir, 'cgroup.procs')];
      chownProcsFiles(procsFiles, ownerUid);
      return {
        procsFiles,
        readUsage() {
          const events = readText(path.join(dir, 'memory.events'));
          return {
            cpuNs: keyedValue(readText(path.join(dir, 'cpu.stat')), 'usage_usec') * 1000,
            peakBytes: readNumber(path.join(dir, 'memory.peak')),
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
        async remove() {
          await removeDirs([dir]);
        },
      };
    },
  };
}

/** The cgroup flavour this machine offers us, or undefined when none is writable. */
export function detectCgroups(): CgroupManager | undefined {
  const isV2Only = fs.existsSync(path.join(ROOT, 'cgroup.controllers'));
  if (isV2Only) return createV2Manager();
  if (fs.existsSync(path.join(ROOT, 'memory', 'memory.limit_in_bytes'))) return createV1Manager();
  return undefined;
}
