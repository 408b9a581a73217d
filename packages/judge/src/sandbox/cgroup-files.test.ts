import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextJobName, reclaimUntilEmpty, SETTLED_CHARGE_BYTES, waitUntilSettled } from './cgroup-files.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cgroup-files-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A memory.stat whose file pages go away only after `reclaimsNeeded` reclaims (a read ahead still in flight). */
function slowGroup(reclaimsNeeded: number, shmem = 0) {
  const statFile = path.join(scratch, `memory.stat-${reclaimsNeeded}-${shmem}`);
  let reclaims = 0;
  const write = () => fs.writeFileSync(statFile, `cache ${reclaims >= reclaimsNeeded ? shmem : shmem + 8192}\nrss 0\nshmem ${shmem}\n`);
  write();
  return {
    statFile,
    get reclaims() {
      return reclaims;
    },
    async reclaim() {
      reclaims += 1;
      write();
    },
  };
}

describe('reclaimUntilEmpty', () => {
  it('reclaims once when the first reclaim leaves no file page', async () => {
    const group = slowGroup(1);
    await reclaimUntilEmpty(() => group.reclaim(), group.statFile, 'cache');
    expect(group.reclaims).toBe(1);
  });

  it('reclaims again while pages a late read brought in are still charged', async () => {
    const group = slowGroup(3);
    await reclaimUntilEmpty(() => group.reclaim(), group.statFile, 'cache');
    expect(group.reclaims).toBe(3);
  });

  it("does not count the run's shared memory as pages left", async () => {
    const group = slowGroup(1, 16384);
    await reclaimUntilEmpty(() => group.reclaim(), group.statFile, 'cache');
    expect(group.reclaims).toBe(1);
  });

  it('gives up after a bounded number of tries', async () => {
    const group = slowGroup(1000);
    await reclaimUntilEmpty(() => group.reclaim(), group.statFile, 'cache');
    expect(group.reclaims).toBe(7);
  });
});

describe('waitUntilSettled', () => {
  const MIB = 1024 * 1024;

  it('reads the charge once when an ordinary run left less than the threshold', async () => {
    let reads = 0;
    await waitUntilSettled(() => ((reads += 1), 300 * 1024));
    expect(reads).toBe(1);
  });

  it('waits while the kernel is still freeing what the run held, until it is down to the threshold', async () => {
    // 150 MiB of a /tmp's inodes and dentries, freed a slice at a time after the run's namespaces went.
    const charges = [150 * MIB, 90 * MIB, 40 * MIB, 2 * MIB, SETTLED_CHARGE_BYTES, 0];
    let reads = 0;
    await waitUntilSettled(() => charges[Math.min((reads += 1) - 1, charges.length - 1)] ?? 0);
    expect(reads).toBe(5);
  });

  it('gives up at its cap when the charge stays', async () => {
    const waited = await waitUntilSettled(() => 64 * MIB, 50);
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(1000);
  });

  it('takes a counter the kernel does not offer as nothing to wait for', async () => {
    const waited = await waitUntilSettled(() => {
      throw new Error('ENOENT');
    });
    expect(waited).toBeLessThan(1000);
  });
});

describe('nextJobName', () => {
  it('is random alone: no counter of the groups the judge made for other jobs', () => {
    // A counter at its end told a program (its box's group, in /proc/1/cgroup) how many tests other learners ran
    // since its last run (hostile review 22); pid 1's /proc is hidden now too, but the name keeps nothing to read.
    const names = Array.from({ length: 500 }, () => nextJobName());
    for (const name of names) expect(name).toMatch(/^job-[0-9a-f]{16}$/);
    expect(new Set(names).size).toBe(names.length);
  });
});
