/** Shown when a problem's package has no hints.md and no AI answers. */
export const NO_MANUAL_HINTS =
  'This problem has no written hints. Work through the first example by hand, then write down the steps you took: they are your algorithm.';

/**
 * Which manual hint each learner sees next on each problem: hints are handed out in
 * order, and after the last one the last one is repeated.
 *
 * Kept in this process's memory: after a restart, or on another server behind the
 * same load balancer, a learner starts again from the first hint.
 */
export class ManualHintCursor {
  private readonly shownCounts = new Map<string, number>();

  next(userId: string, problemSlug: string, hints: readonly string[]): string {
    const key = `${userId}\u0000${problemSlug}`;
    const shown = this.shownCounts.get(key) ?? 0;
    const hint = hints[Math.min(shown, hints.length - 1)];
    if (hint === undefined) return NO_MANUAL_HINTS;
    this.shownCounts.set(key, Math.min(shown + 1, hints.length));
    return hint;
  }
}
