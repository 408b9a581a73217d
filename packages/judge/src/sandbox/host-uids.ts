import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { SANDBOX_UID } from './bwrap-args.ts';

/**
 * The host uid a job's sandboxes run as, when the judge runs as root: one of its
 * own per job (inside, every program is still uid 65534). The kernel keeps some
 * counters per host user, outside every namespace: pipe buffer pages, descriptors
 * in flight over unix sockets, pending signals, processes. Were every sandbox the
 * same user, one learner's program could fill such a counter and another's, at
 * the same time, read it back (a pipe that comes out smaller, a descriptor that
 * cannot be sent). A uid is taken when a job's folder is made and given back
 * once every process of the job has ended.
 *
 * Each judge process takes its uids from a window of its own, chosen at random in
 * a range no ordinary account uses, and at random within it: a program can read
 * its host uid (the owner its tmpfs mounts show in mountinfo), and the number then
 * says nothing of the judge's pid or of how many jobs run. Two judges whose
 * windows meet would at worst share a user, as every sandbox did before.
 */
const FIRST_UID = 2_100_000_000;
const WINDOW = 1024;
const WINDOWS = 2048;

const windowStart = FIRST_UID + randomInt(WINDOWS) * WINDOW;
const taken = new Set<number>();

export function takeHostUid(): number {
  if (taken.size >= WINDOW) throw new Error(`all ${WINDOW} sandbox uids of this judge are in use`);
  for (;;) {
    const uid = windowStart + randomInt(WINDOW);
    if (!taken.has(uid)) {
      taken.add(uid);
      return uid;
    }
  }
}

export function giveBackHostUid(uid: number): void {
  taken.delete(uid);
}

/** The uids a judge process takes from: tests check a sandbox runs as one of them. */
export function isSandboxHostUid(uid: number): boolean {
  return uid >= FIRST_UID && uid < FIRST_UID + WINDOW * WINDOWS;
}

/** As root, the job's own host uid (its folder's owner); for a folder of root's, the shared sandbox uid. */
export function runAsUidFor(workDirHost: string): number {
  const owner = fs.statSync(workDirHost).uid;
  return owner !== 0 ? owner : SANDBOX_UID;
}
