import { useSyncExternalStore } from 'react';
import { COURSE_SECTION_IDS, type CourseProgressRecord } from '@codepath/contract/learning';
import { getAuthState } from '@/lib/auth-store';
import { saveCourseProgressOnServer } from '@/features/learn/api/save-course-progress';
import type { Course } from '@/features/learn/courses';
import { mergeProgress, type StoredCourseProgress, type StoredProgress } from '@/features/learn/merge-progress';

/**
 * Reading progress per course. The server holds it per account (GET/PUT /api/learn/progress);
 * this browser keeps a copy in local storage, per learner, so the reader works offline and
 * never waits on the network. Every save lands here first and is then sent; what could not
 * be sent is merged on the next visit (merge-progress.ts).
 */
export type CourseProgress = { completedSectionIds: readonly string[]; lastSectionIndex: number };

/** Progress kept before it was stored per learner; adopted by the first learner who opens the courses here. */
export const PROGRESS_STORAGE_KEY = 'learn_progress';

const emptyProgress: CourseProgress = { completedSectionIds: [], lastSectionIndex: 0 };
const listeners = new Set<() => void>();
const sendQueues = new Map<string, Promise<void>>();

function currentUserId(): string | undefined {
  return getAuthState().user?.id;
}

export function progressStorageKey(userId = currentUserId()): string {
  return userId ? `${PROGRESS_STORAGE_KEY}:${userId}` : PROGRESS_STORAGE_KEY;
}

function isStoredProgress(value: unknown): value is CourseProgress & Partial<StoredCourseProgress> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredCourseProgress>;
  return (
    Array.isArray(candidate.completedSectionIds) &&
    candidate.completedSectionIds.every((id) => typeof id === 'string') &&
    Number.isInteger(candidate.lastSectionIndex)
  );
}

function parse(text: string | null): StoredProgress {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed)
        .filter((entry): entry is [string, CourseProgress & Partial<StoredCourseProgress>] => isStoredProgress(entry[1]))
        .map(([courseId, value]) => [
          courseId,
          {
            completedSectionIds: value.completedSectionIds,
            lastSectionIndex: value.lastSectionIndex,
            updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0,
            // Entries without the flag predate the server copy and still have to be sent.
            isPending: value.isPending !== false,
          },
        ]),
    );
  } catch {
    // Anything unreadable counts as no progress rather than breaking the page.
    return {};
  }
}

function readAll(): StoredProgress {
  return parse(localStorage.getItem(progressStorageKey()));
}

function writeAll(all: StoredProgress): void {
  localStorage.setItem(progressStorageKey(), JSON.stringify(all));
  listeners.forEach((notify) => notify());
}

/** Only ids and positions that still exist in the course are trusted. */
export function readCourseProgress(course: Course): CourseProgress {
  const stored = readAll()[String(course.id)];
  if (!stored) return emptyProgress;
  const knownIds = new Set(course.sections.map((section) => section.id));
  const isKnownIndex = stored.lastSectionIndex >= 0 && stored.lastSectionIndex < course.sections.length;
  return {
    completedSectionIds: stored.completedSectionIds.filter((id) => knownIds.has(id)),
    lastSectionIndex: isKnownIndex ? stored.lastSectionIndex : 0,
  };
}

/** Sends one course's pending progress; saves of one course go one after another, the latest state each time. */
function sendPending(courseId: string): Promise<void> {
  const userId = currentUserId();
  if (!userId) return Promise.resolve();
  const previous = sendQueues.get(courseId) ?? Promise.resolve();
  const next = previous.then(async () => {
    const entry = parse(localStorage.getItem(progressStorageKey(userId)))[courseId];
    if (!entry?.isPending) return;
    const sectionIds: readonly string[] = COURSE_SECTION_IDS[Number(courseId) as keyof typeof COURSE_SECTION_IDS] ?? [];
    if (sectionIds.length === 0) return;
    // A hand-edited or outdated copy must not be refused forever: send only what the course has.
    const completedSectionIds = entry.completedSectionIds.filter((id) => sectionIds.includes(id));
    const lastSectionIndex = entry.lastSectionIndex >= 0 && entry.lastSectionIndex < sectionIds.length ? entry.lastSectionIndex : 0;
    try {
      await saveCourseProgressOnServer(Number(courseId), { completedSectionIds, lastSectionIndex });
    } catch {
      // Offline or refused: it stays pending here and is merged on the next visit.
      return;
    }
    if (currentUserId() !== userId) return;
    const all = readAll();
    const latest = all[courseId];
    if (latest && latest.updatedAt === entry.updatedAt) writeAll({ ...all, [courseId]: { ...latest, isPending: false } });
  });
  sendQueues.set(courseId, next);
  return next;
}

export function saveCourseProgress(course: Course, progress: CourseProgress): Promise<void> {
  const all = readAll();
  const previous = all[String(course.id)];
  const updatedAt = Math.max(Date.now(), (previous?.updatedAt ?? 0) + 1);
  writeAll({ ...all, [String(course.id)]: { ...progress, updatedAt, isPending: true } });
  return sendPending(String(course.id));
}

/** "Start over": the course's progress is emptied here and on the server. */
export function resetCourseProgress(course: Course): Promise<void> {
  return saveCourseProgress(course, emptyProgress);
}

/** Takes in the server's progress (next visit, new device) and sends what only this browser knew. */
export async function mergeServerProgress(records: readonly CourseProgressRecord[]): Promise<void> {
  const userId = currentUserId();
  let local = readAll();
  const legacyText = userId ? localStorage.getItem(PROGRESS_STORAGE_KEY) : null;
  if (legacyText !== null) {
    local = { ...parse(legacyText), ...local };
    localStorage.removeItem(PROGRESS_STORAGE_KEY);
  }
  const merged = mergeProgress(local, records);
  writeAll(merged);
  await Promise.all(Object.keys(merged).filter((courseId) => merged[courseId]?.isPending).map(sendPending));
}

export function progressPercent(completedCount: number, total: number): number {
  return total === 0 ? 0 : Math.round((completedCount / total) * 100);
}

export function hasStarted(progress: CourseProgress): boolean {
  return progress.completedSectionIds.length > 0 || progress.lastSectionIndex > 0;
}

export function isCompleted(course: Course, progress: CourseProgress): boolean {
  return progressPercent(progress.completedSectionIds.length, course.sections.length) === 100;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Re-renders cards, details and reader on every save; the snapshot is the raw string so it stays stable. */
export function useCourseProgress(course: Course): CourseProgress {
  useSyncExternalStore(subscribe, () => localStorage.getItem(progressStorageKey()));
  return readCourseProgress(course);
}
