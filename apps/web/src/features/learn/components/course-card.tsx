import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Course } from '@/features/learn/courses';
import { cardTopics } from '@/features/learn/course-topics';
import { LevelBadge } from '@/features/learn/components/badges';
import { CompletedBadge } from '@/features/learn/components/completed-badge';
import { CourseActions, type StartCourse } from '@/features/learn/components/course-actions';
import { CourseIcon } from '@/features/learn/components/course-icons';
import { CourseProgressMeter } from '@/features/learn/components/course-progress-meter';

type CourseCardProps = { course: Course; onDetails: (course: Course) => void; onStart: StartCourse };

export function CourseCard({ course, onDetails, onStart }: CourseCardProps) {
  const titleId = `course-${course.id}-title`;
  const topics = cardTopics(course.topics);
  return (
    <Card className="flex flex-col p-6" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between">
        <span className={clsx('grid size-11 place-items-center rounded-xl', course.bgColor, course.color)}>
          <CourseIcon name={course.icon} className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          <CompletedBadge course={course} />
          <LevelBadge level={course.level} />
        </div>
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {course.title}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{course.description}</p>
      <p className="mt-3 inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
        <Clock className="size-3.5" aria-hidden="true" />
        {course.duration}
      </p>
      {course.languages && (
        <p className="mt-2 text-xs font-medium text-slate-700 dark:text-slate-300">
          Languages: {course.languages.join(', ')}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Topics">
        {topics.labels.map((label) => (
          <li
            key={label}
            className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {label}
          </li>
        ))}
        {topics.hiddenCount > 0 && (
          <li className="px-1 py-1 text-xs text-slate-600 dark:text-slate-400">+{topics.hiddenCount} more</li>
        )}
      </ul>
      <CourseProgressMeter course={course} />
      <div className="mt-auto pt-6">
        <CourseActions
          course={course}
          detailsLabel="Details"
          startLabel="Start"
          size="md"
          onDetails={onDetails}
          onStart={onStart}
        />
      </div>
    </Card>
  );
}
