import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { SiteFooter } from '@/components/ui/site-footer';
import { useDocumentTitle } from '@/lib/use-document-title';
import { courses, findCourse, type Course } from '@/features/learn/courses';
import { hasStarted, readCourseProgress, resetCourseProgress } from '@/features/learn/course-progress';
import type { StartPosition } from '@/features/learn/use-course-reader';
import { useProgressSync } from '@/features/learn/use-progress-sync';
import { CompletionMessage } from '@/features/learn/components/completion-message';
import { CourseCatalogue } from '@/features/learn/components/course-catalogue';
import { CourseNotFound } from '@/features/learn/components/course-not-found';
import { CourseReader } from '@/features/learn/components/course-reader';
import { StartChoiceDialog } from '@/features/learn/components/start-choice-dialog';

/** Spec §3 "Catalogue state": inactive means the catalogue; going back resets id 0 and an empty title. */
export type ReadingState = { isActive: boolean; courseId: number; courseTitle: string; start: StartPosition };

const notReading: ReadingState = { isActive: false, courseId: 0, courseTitle: '', start: 'first' };

type LearnPageProps = { initialReading?: ReadingState };

export default function LearnPage({ initialReading = notReading }: LearnPageProps) {
  const [reading, setReading] = useState<ReadingState>(initialReading);
  const [askingAbout, setAskingAbout] = useState<Course | undefined>();
  const [completedCourse, setCompletedCourse] = useState<Course | undefined>();
  const syncStatus = useProgressSync();
  const backToCourses = () => setReading(notReading);
  useDocumentTitle(reading.isActive && reading.courseTitle ? reading.courseTitle : 'Learning Center');

  const open = (course: Course, start: StartPosition) => {
    setAskingAbout(undefined);
    setCompletedCourse(undefined);
    setReading({ isActive: true, courseId: course.id, courseTitle: course.title, start });
  };

  const startOver = (course: Course) => {
    void resetCourseProgress(course);
    open(course, 'first');
  };

  // Start on a course already begun asks whether to continue or start over.
  const start = (course: Course, position: StartPosition) => {
    if (position === 'first' && hasStarted(readCourseProgress(course))) setAskingAbout(course);
    else open(course, position);
  };

  return (
    <div>
      {reading.isActive ? (
        <ReaderOrNotFound
          reading={reading}
          onBack={backToCourses}
          onFinish={(course) => {
            setCompletedCourse(course);
            backToCourses();
          }}
        />
      ) : (
        <>
          <PageHeading title="Learning Center" subtitle="Master coding concepts through structured courses and hands-on practice" />
          {completedCourse && <CompletionMessage course={completedCourse} onDismiss={() => setCompletedCourse(undefined)} />}
          {syncStatus === 'offline' && (
            <Banner tone="warning" className="mb-8">
              Your progress could not be loaded from your account, so the progress saved on this device is shown. It is
              merged with your account on your next visit.
            </Banner>
          )}
          {syncStatus === 'loading' ? <LoadingText /> : <CourseCatalogue courses={courses} onStart={start} />}
        </>
      )}
      {askingAbout && (
        <StartChoiceDialog
          course={askingAbout}
          onContinue={() => open(askingAbout, 'last-read')}
          onStartOver={() => startOver(askingAbout)}
          onCancel={() => setAskingAbout(undefined)}
        />
      )}
      <div className="mt-12">
        <SiteFooter />
      </div>
    </div>
  );
}

type ReaderOrNotFoundProps = { reading: ReadingState; onBack: () => void; onFinish: (course: Course) => void };

function ReaderOrNotFound({ reading, onBack, onFinish }: ReaderOrNotFoundProps) {
  const course = findCourse(reading.courseId);
  if (!course) return <CourseNotFound onBack={onBack} />;
  return <CourseReader key={course.id} course={course} start={reading.start} onBack={onBack} onFinish={() => onFinish(course)} />;
}
