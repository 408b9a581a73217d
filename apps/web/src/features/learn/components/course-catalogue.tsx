import { useState } from 'react';
import type { Course } from '@/features/learn/courses';
import { featuredCourse } from '@/features/learn/courses';
import type { StartCourse } from '@/features/learn/components/course-actions';
import { CourseCard } from '@/features/learn/components/course-card';
import { CourseDetailsModal } from '@/features/learn/components/course-details-modal';
import { FeaturedCourseCard } from '@/features/learn/components/featured-course-card';

type CourseCatalogueProps = { courses: readonly Course[]; onStart: StartCourse };

export function CourseCatalogue({ courses, onStart }: CourseCatalogueProps) {
  const [selectedCourse, setSelectedCourse] = useState<Course | undefined>();
  const featured = featuredCourse(courses);

  // Start Learning in the details is Start: it asks first when the course is already begun.
  const startFromDetails = (course: Course) => {
    setSelectedCourse(undefined);
    onStart(course, 'first');
  };

  return (
    <>
      {featured && (
        <section aria-label="Featured Course" className="mb-12">
          <FeaturedCourseCard course={featured} onDetails={setSelectedCourse} onStart={onStart} />
        </section>
      )}
      <section aria-labelledby="all-courses-heading">
        <h2 id="all-courses-heading" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
          All Courses
        </h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} onDetails={setSelectedCourse} onStart={onStart} />
          ))}
        </div>
      </section>
      {selectedCourse && (
        <CourseDetailsModal
          course={selectedCourse}
          onClose={() => setSelectedCourse(undefined)}
          onStartLearning={startFromDetails}
        />
      )}
    </>
  );
}
