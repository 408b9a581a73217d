import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Launcher } from '../supervise.ts';
import { createClientPool } from './client-pool.ts';

// A stand-in for the box helper: a client that waits on its stdin, as `box-helper run` does.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'client-pool-'));
const helperPath = path.join(scratch, 'waiting-client');
fs.writeFileSync(helperPath, '#!/bin/sh\ncat > /dev/null\n', { mode: 0o755 });
/** Ends a client as its box's close would: its whole process group. */
const kill = (client: Launcher) => client.child.pid !== undefined && process.kill(-client.child.pid, 'SIGKILL');

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** This process's children started from the stand-in, still running. */
function waitingClients(): number {
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return /^PPid:\s+(\d+)$/m.exec(status)?.[1] === String(process.pid) && /^State:\s+[^Z]/m.test(status) && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(helperPath);
    } catch {
      return false;
    }
  }).length;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the boxes’ clients started ahead', () => {
  it('are started while no test runs, never while one does, and ended when the pool closes', async () => {
    const pool = createClientPool(helperPath, 3);
    try {
      await expect.poll(waitingClients, { timeout: 5_000 }).toBe(3);
      pool.testStarted();
      const taken = [await pool.take(), await pool.take()].map(({ client, isNew }) => (expect(isNew).toBe(false), client));
      await pause(200);
      // Two taken while a test runs: none started in their place until no test has run for a moment.
      expect(waitingClients()).toBe(3);
      for (const client of taken) kill(client);
      await Promise.all(taken.map((client) => client.ended));
      expect(waitingClients()).toBe(1);
      pool.testEnded();
      await expect.poll(waitingClients, { timeout: 5_000 }).toBe(3);
    } finally {
      await pool.close();
    }
    expect(waitingClients()).toBe(0);
  }, 30_000);

  it('start one at once when none is ready, and replace one that ended while it waited', async () => {
    const pool = createClientPool(helperPath, 1);
    try {
      await expect.poll(waitingClients, { timeout: 5_000 }).toBe(1);
      pool.testStarted();
      const first = await pool.take();
      const second = await pool.take();
      // The one ready, then one started at once: its own stdio is as new as its test.
      expect([first.isNew, second.isNew]).toEqual([false, true]);
      expect(second.client.child.pid).not.toBe(first.client.child.pid);
      expect(second.client.hasEnded).toBe(false);
      for (const { client } of [first, second]) kill(client);
      await Promise.all([first.client.ended, second.client.ended]);
      pool.testEnded();
      await expect.poll(waitingClients, { timeout: 5_000 }).toBe(1);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
