import { BookOpen, Play, StepForward } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Course } from '@/features/learn/courses';
import { hasStarted, progressPercent, useCourseProgress } from '@/features/learn/course-progress';

export type StartCourse = (course: Course, position: 'first' | 'last-read') => void;

type CourseActionsProps = {
  course: Course;
  detailsLabel: string;
  startLabel: string;
  size: 'md' | 'lg';
  onDetails: (course: Course) => void;
  onStart: StartCourse;
};

/** Details and Start; while a course is part-read, Continue in Start's place (Start over stays in the details). */
export function CourseActions({ course, detailsLabel, startLabel, size, onDetails, onStart }: CourseActionsProps) {
  const progress = useCourseProgress(course);
  const isPartRead =
    hasStarted(progress) && progressPercent(progress.completedSectionIds.length, course.sections.length) < 100;
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" size={size} onClick={() => onDetails(course)}>
        <BookOpen className="size-4" aria-hidden="true" />
        {detailsLabel}
      </Button>
      {isPartRead ? (
        <Button size={size} onClick={() => onStart(course, 'last-read')}>
          <StepForward className="size-4" aria-hidden="true" />
          Continue
        </Button>
      ) : (
        <Button size={size} onClick={() => onStart(course, 'first')}>
          <Play className="size-4" aria-hidden="true" />
          {startLabel}
        </Button>
      )}
    </div>
  );
}
