import { useSyncExternalStore } from 'react';
import type { Course } from '@/features/learn/courses';

/**
 * Reading progress per course, kept in local storage so it survives leaving the page
 * (the spec's reader forgets it; the Learning Center issue asks to keep it).
 */
export type CourseProgress = { completedSectionIds: readonly string[]; lastSectionIndex: number };

export const PROGRESS_STORAGE_KEY = 'learn_progress';

type StoredProgress = Record<string, CourseProgress>;

const emptyProgress: CourseProgress = { completedSectionIds: [], lastSectionIndex: 0 };
const listeners = new Set<() => void>();

function isCourseProgress(value: unknown): value is CourseProgress {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CourseProgress>;
  return (
    Array.isArray(candidate.completedSectionIds) &&
    candidate.completedSectionIds.every((id) => typeof id === 'string') &&
    Number.isInteger(candidate.lastSectionIndex)
  );
}

/** Anything unreadable in storage counts as no progress rather than breaking the page. */
function readAll(): StoredProgress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isCourseProgress(value)));
  } catch {
    return {};
  }
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

export function saveCourseProgress(course: Course, progress: CourseProgress): void {
  const all = readAll();
  all[String(course.id)] = progress;
  localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(all));
  listeners.forEach((notify) => notify());
}

/** Start begins a course afresh (spec: "all not completed"), so its saved progress goes. */
export function resetCourseProgress(course: Course): void {
  const all = readAll();
  delete all[String(course.id)];
  localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(all));
  listeners.forEach((notify) => notify());
}

export function progressPercent(completedCount: number, total: number): number {
  return total === 0 ? 0 : Math.round((completedCount / total) * 100);
}

export function hasStarted(progress: CourseProgress): boolean {
  return progress.completedSectionIds.length > 0 || progress.lastSectionIndex > 0;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Re-renders course cards when the reader saves; the snapshot is the raw string so it stays stable. */
export function useCourseProgress(course: Course): CourseProgress {
  useSyncExternalStore(subscribe, () => localStorage.getItem(PROGRESS_STORAGE_KEY));
  return readCourseProgress(course);
}
