/**
 * The fairness rule of every judging queue: a learner may start a job when they
 * hold fewer than half of the slots, or when starting it still leaves a slot free
 * for somebody else. So one learner's compile bombs never take the last slot from
 * another learner's `print(1)`, while a learner alone on a big machine still uses
 * all but one of its slots.
 */
export function mayStart(ownerActive: number, totalActive: number, slots: number): boolean {
  if (totalActive >= slots) return false;
  return ownerActive < Math.max(1, Math.floor(slots / 2)) || totalActive + 1 < slots;
}

/**
 * Background jobs (verifying packages, rejudging) never delay a learner: they start
 * only after every waiting run and submission (the queues' order), never take the
 * last free slot of a machine with more than one, and hold at most half the slots
 * together (at least one). `backgroundActive` counts them all as one owner.
 */
export function mayStartBackground(backgroundActive: number, totalActive: number, slots: number): boolean {
  if (totalActive >= slots) return false;
  if (slots === 1) return true;
  return totalActive + 1 < slots && backgroundActive < Math.max(1, Math.floor(slots / 2));
}
