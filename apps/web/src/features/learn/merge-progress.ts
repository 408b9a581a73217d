import type { CourseProgressRecord } from '@codepath/contract/learning';

/** One course's progress as this browser keeps it; `isPending` until the server has stored it. */
export type StoredCourseProgress = {
  completedSectionIds: readonly string[];
  lastSectionIndex: number;
  /** Milliseconds since the epoch of the last change. */
  updatedAt: number;
  isPending: boolean;
};

export type StoredProgress = Record<string, StoredCourseProgress>;

function fromServer(record: CourseProgressRecord): StoredCourseProgress {
  return {
    completedSectionIds: record.completedSectionIds,
    lastSectionIndex: record.lastSectionIndex,
    updatedAt: Date.parse(record.updatedAt),
    isPending: false,
  };
}

/**
 * Joins what the server holds with what this browser kept, course by course:
 * - a change already stored on the server yields to the server (another device may have moved on);
 * - a change made here and not yet stored (offline, a failed save) wins when it is newer;
 *   when the server's is newer, the server's wins but sections read here stay completed,
 *   so reading done offline is never lost.
 * Entries still `isPending` afterwards are the ones to send.
 */
export function mergeProgress(local: StoredProgress, server: readonly CourseProgressRecord[]): StoredProgress {
  const merged: StoredProgress = {};
  const serverById = new Map(server.map((record) => [String(record.courseId), record]));
  for (const courseId of new Set([...Object.keys(local), ...serverById.keys()])) {
    const mine = local[courseId];
    const record = serverById.get(courseId);
    const theirs = record ? fromServer(record) : undefined;
    if (!mine || !theirs) {
      // Only on the server; or only here, which the server must learn about.
      merged[courseId] = theirs ?? { ...mine!, isPending: true };
    } else if (!mine.isPending || mine.updatedAt >= theirs.updatedAt) {
      merged[courseId] = mine.isPending ? mine : theirs;
    } else {
      const readHereOnly = mine.completedSectionIds.filter((id) => !theirs.completedSectionIds.includes(id));
      merged[courseId] =
        readHereOnly.length === 0
          ? theirs
          : { ...theirs, completedSectionIds: [...theirs.completedSectionIds, ...readHereOnly], isPending: true };
    }
  }
  return merged;
}
