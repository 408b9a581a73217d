import { CheckCircle2, Clock, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import { Card } from '@/components/ui/card';
import type { Course } from '@/features/learn/courses';
import { LevelBadge } from '@/features/learn/components/badges';
import { CompletedBadge } from '@/features/learn/components/completed-badge';
import { CourseActions, type StartCourse } from '@/features/learn/components/course-actions';
import { CourseIcon } from '@/features/learn/components/course-icons';
import { CourseProgressMeter } from '@/features/learn/components/course-progress-meter';

export const FEATURED_TAGS = ['Problem Analysis', 'Pattern Recognition', 'Brute Force', 'Optimization'] as const;

export const FEATURED_LEARNING_POINTS = [
  'Understanding problem statements',
  'Dry-running and input analysis',
  'Pattern recognition (Two Pointers, Sliding Window)',
  'Breaking down complex problems',
] as const;

type FeaturedCourseCardProps = { course: Course; onDetails: (course: Course) => void; onStart: StartCourse };

export function FeaturedCourseCard({ course, onDetails, onStart }: FeaturedCourseCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="grid gap-8 p-6 md:grid-cols-2 md:p-8">
        <div>
          <div className="flex items-center gap-3">
            <span className={clsx('grid size-12 place-items-center rounded-xl', course.bgColor, course.color)}>
              <CourseIcon name={course.icon} className="size-6" />
            </span>
            <div>
              <p className="flex items-center gap-1 text-sm font-medium text-indigo-600 dark:text-indigo-400">
                <Sparkles className="size-4" aria-hidden="true" />
                Perfect for beginners
              </p>
              <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
                {course.title}
              </h2>
            </div>
          </div>
          <p className="mt-4 text-slate-600 dark:text-slate-400">{course.description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <LevelBadge level={course.level} />
            <CompletedBadge course={course} />
            <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
              <Clock className="size-3.5" aria-hidden="true" />
              {course.duration}
            </span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {FEATURED_TAGS.map((tag) => (
              <li
                key={tag}
                className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tag}
              </li>
            ))}
          </ul>
          <CourseProgressMeter course={course} />
          <div className="mt-6">
            <CourseActions
              course={course}
              detailsLabel="View Details"
              startLabel="Start Learning"
              size="lg"
              onDetails={onDetails}
              onStart={onStart}
            />
          </div>
        </div>
        <div className="rounded-xl bg-slate-50 p-6 dark:bg-slate-950/60">
          <h3 className="font-semibold text-slate-900 dark:text-white">What you&apos;ll learn</h3>
          <ul className="mt-4 space-y-3">
            {FEATURED_LEARNING_POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
