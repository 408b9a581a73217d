import { lazy, Suspense, useEffect, useRef } from 'react';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import type { Course } from '@/features/learn/courses';
import { useCourseReader, type StartPosition } from '@/features/learn/use-course-reader';
import { practiceFor } from '@/features/learn/section-practice';
import { useSectionContent } from '@/features/learn/use-section-content';
import { ReaderFooter } from '@/features/learn/components/reader-footer';
import { ReaderHeader } from '@/features/learn/components/reader-header';
import { ReaderSidebar } from '@/features/learn/components/reader-sidebar';
import { SectionPracticeLinks } from '@/features/learn/components/section-practice-links';

/** The Markdown renderer and highlighter are only needed once a course is opened. */
const SectionMarkdown = lazy(async () => ({
  default: (await import('@/features/learn/components/section-markdown')).SectionMarkdown,
}));

type CourseReaderProps = {
  course: Course;
  start: StartPosition;
  onBack: () => void;
  onFinish?: () => void;
  /** The section named by the address, and how a move is reported back to it. */
  sectionId?: string;
  onSectionChange?: (sectionId: string) => void;
};

export function CourseReader({ course, start, onBack, onFinish = onBack, sectionId, onSectionChange }: CourseReaderProps) {
  const reader = useCourseReader(course, start, onFinish, { sectionId, onSectionChange });
  const content = useSectionContent(course, reader.currentIndex);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const section = reader.sections[reader.currentIndex];

  // A new section starts at the top of the page (header and progress in view), and
  // keyboard and screen-reader users land on its title.
  useEffect(() => {
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
    titleRef.current?.focus({ preventScroll: true });
  }, [reader.currentIndex]);

  return (
    <div>
      <ReaderHeader
        title={course.title}
        position={reader.currentIndex + 1}
        total={reader.sections.length}
        progress={reader.progress}
        onBack={onBack}
      />
      <div className="flex gap-8">
        <ReaderSidebar sections={reader.sections} currentIndex={reader.currentIndex} onJump={reader.jumpTo} />
        <article aria-labelledby="reader-section-title" className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 md:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="reader-section-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none dark:text-white">
            {section?.title}
          </h2>
          <div className="mt-4">
            {content.status === 'loading' && <LoadingText />}
            {content.status === 'error' && <Banner tone="error">Failed to load this section: {content.message}</Banner>}
            {content.status === 'ready' && (
              <Suspense fallback={<LoadingText />}>
                <SectionMarkdown markdown={content.markdown} />
              </Suspense>
            )}
            {content.status === 'ready' && section && <SectionPracticeLinks links={practiceFor(course.id, section.id)} />}
          </div>
          <ReaderFooter
            sections={reader.sections}
            currentIndex={reader.currentIndex}
            isFirst={reader.isFirst}
            isLast={reader.isLast}
            onPrevious={reader.previous}
            onNext={reader.next}
          />
        </article>
      </div>
    </div>
  );
}
