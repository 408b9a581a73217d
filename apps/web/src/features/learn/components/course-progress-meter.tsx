import type { Course } from '@/features/learn/courses';
import { progressPercent, useCourseProgress } from '@/features/learn/course-progress';

/** Saved reading progress on a course card; nothing is shown before the first section is read. */
export function CourseProgressMeter({ course }: { course: Course }) {
  const progress = useCourseProgress(course);
  const percent = progressPercent(progress.completedSectionIds.length, course.sections.length);
  if (percent === 0) return null;
  return (
    <div className="mt-4">
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>Your progress</span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label={`${course.title} progress`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
