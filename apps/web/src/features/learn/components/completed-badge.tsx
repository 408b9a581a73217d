import { BadgeCheck } from 'lucide-react';
import type { Course } from '@/features/learn/courses';
import { isCompleted, useCourseProgress } from '@/features/learn/course-progress';

/** "Completed" once every section of the course is done, wherever it was read. */
export function CompletedBadge({ course }: { course: Course }) {
  const progress = useCourseProgress(course);
  if (!isCompleted(course, progress)) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Completed
    </span>
  );
}
