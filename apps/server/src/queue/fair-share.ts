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
