import { useEffect, useState } from 'react';
import type { Course } from '@/features/learn/courses';
import { loadSectionContent } from '@/features/learn/section-content';

export type SectionContentState =
  | { status: 'loading' }
  | { status: 'ready'; markdown: string }
  | { status: 'error'; message: string };

type LoadedSection = { key: string; state: SectionContentState };

/** Loads one section's Markdown chunk; a late answer for a section already left is dropped. */
export function useSectionContent(course: Course, sectionIndex: number): SectionContentState {
  const key = `${course.id}:${sectionIndex}`;
  const [loaded, setLoaded] = useState<LoadedSection | undefined>();

  useEffect(() => {
    let isCurrent = true;
    loadSectionContent(course, sectionIndex).then(
      (markdown) => isCurrent && setLoaded({ key, state: { status: 'ready', markdown } }),
      (error: unknown) =>
        isCurrent &&
        setLoaded({ key, state: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [course, sectionIndex, key]);

  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
