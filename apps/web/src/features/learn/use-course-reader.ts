import { useEffect, useRef, useState } from 'react';
import type { Course } from '@/features/learn/courses';
import { progressPercent, readCourseProgress, saveCourseProgress } from '@/features/learn/course-progress';

export type ReaderSection = { id: string; title: string; completed: boolean };

export type StartPosition = 'first' | 'last-read';

type ReaderState = { index: number; completedIds: ReadonlySet<string> };

type Place = {
  /** The section the address names; the reader follows it (Back and Forward included). */
  sectionId?: string | undefined;
  /** Told the section the learner moves to, so the address can follow. */
  onSectionChange?: ((sectionId: string) => void) | undefined;
};

/**
 * Spec §4 "Reader": Next completes and advances, Complete finishes, Previous and jumps only move.
 * Starting at 'first' opens with every section not completed; 'last-read' resumes saved progress.
 * With a `sectionId` the reader shows that section and reports each move through `onSectionChange`.
 */
export function useCourseReader(course: Course, start: StartPosition, onFinish: () => void, place: Place = {}) {
  const indexOf = (sectionId: string | undefined) => course.sections.findIndex((section) => section.id === sectionId);
  const [state, setState] = useState<ReaderState>(() => {
    const named = indexOf(place.sectionId);
    if (start === 'first') return { index: Math.max(0, named), completedIds: new Set() };
    const saved = readCourseProgress(course);
    return { index: named >= 0 ? named : saved.lastSectionIndex, completedIds: new Set(saved.completedSectionIds) };
  });
  // The address changed under the reader (Back, Forward, a link): it moves there, completing nothing.
  const [seenSectionId, setSeenSectionId] = useState(place.sectionId);
  if (place.sectionId !== seenSectionId) {
    setSeenSectionId(place.sectionId);
    const named = indexOf(place.sectionId);
    if (named >= 0 && named !== state.index) setState({ ...state, index: named });
  }

  // Wherever the learner moves, by the reader's buttons or the browser's Back, is the place to resume from
  // (not on opening: the account's progress may not have arrived yet, and must not be overwritten).
  const shownIndex = useRef(state.index);
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    const saved = readCourseProgress(course);
    if (saved.lastSectionIndex !== state.index) void saveCourseProgress(course, { completedSectionIds: [...state.completedIds], lastSectionIndex: state.index });
  }, [course, state]);

  const sections: ReaderSection[] = course.sections.map((section) => ({
    ...section,
    completed: state.completedIds.has(section.id),
  }));
  const lastIndex = sections.length - 1;
  const isFirst = state.index === 0;
  const isLast = state.index === lastIndex;

  const commit = (next: ReaderState) => {
    setState(next);
    // Saved here at once and sent to the account in the background.
    void saveCourseProgress(course, { completedSectionIds: [...next.completedIds], lastSectionIndex: next.index });
    const section = course.sections[next.index];
    if (section && next.index !== state.index) {
      setSeenSectionId(section.id);
      place.onSectionChange?.(section.id);
    }
  };

  const completeCurrent = () => {
    const current = course.sections[state.index];
    const completedIds = new Set(state.completedIds);
    if (current) completedIds.add(current.id);
    return completedIds;
  };

  const next = () => {
    if (isLast) {
      commit({ index: state.index, completedIds: completeCurrent() });
      onFinish();
      return;
    }
    commit({ index: state.index + 1, completedIds: completeCurrent() });
  };

  const previous = () => {
    if (state.index > 0) commit({ ...state, index: state.index - 1 });
  };

  const jumpTo = (index: number) => {
    if (index >= 0 && index <= lastIndex) commit({ ...state, index });
  };

  return {
    sections,
    currentIndex: state.index,
    isFirst,
    isLast,
    progress: progressPercent(state.completedIds.size, sections.length),
    next,
    previous,
    jumpTo,
  };
}
