import { useState } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { SiteFooter } from '@/components/ui/site-footer';
import { useDocumentTitle } from '@/lib/use-document-title';
import { courses, findCourse } from '@/features/learn/courses';
import { resetCourseProgress } from '@/features/learn/course-progress';
import type { StartPosition } from '@/features/learn/use-course-reader';
import { CourseCatalogue } from '@/features/learn/components/course-catalogue';
import { CourseNotFound } from '@/features/learn/components/course-not-found';
import { CourseReader } from '@/features/learn/components/course-reader';

/** Spec §3 "Catalogue state": inactive means the catalogue; going back resets id 0 and an empty title. */
export type ReadingState = { isActive: boolean; courseId: number; courseTitle: string; start: StartPosition };

const notReading: ReadingState = { isActive: false, courseId: 0, courseTitle: '', start: 'first' };

type LearnPageProps = { initialReading?: ReadingState };

export default function LearnPage({ initialReading = notReading }: LearnPageProps) {
  const [reading, setReading] = useState<ReadingState>(initialReading);
  const backToCourses = () => setReading(notReading);
  useDocumentTitle(reading.isActive && reading.courseTitle ? reading.courseTitle : 'Learning Center');

  return (
    <div>
      {reading.isActive ? (
        <ReaderOrNotFound reading={reading} onBack={backToCourses} />
      ) : (
        <>
          <PageHeading title="Learning Center" subtitle="Master coding concepts through structured courses and hands-on practice" />
          <CourseCatalogue
            courses={courses}
            onStart={(course, start) => {
              if (start === 'first') resetCourseProgress(course);
              setReading({ isActive: true, courseId: course.id, courseTitle: course.title, start });
            }}
          />
        </>
      )}
      <div className="mt-12">
        <SiteFooter />
      </div>
    </div>
  );
}

function ReaderOrNotFound({ reading, onBack }: { reading: ReadingState; onBack: () => void }) {
  const course = findCourse(reading.courseId);
  if (!course) return <CourseNotFound onBack={onBack} />;
  return <CourseReader key={course.id} course={course} start={reading.start} onBack={onBack} />;
}
