import { Link } from 'react-router';
import { CheckCircle2, ExternalLink, Lightbulb } from 'lucide-react';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Course } from '@/features/learn/courses';
import { DifficultyBadge, TechniqueTag } from '@/features/learn/components/badges';
import { CourseIcon } from '@/features/learn/components/course-icons';

export function OverviewTab({ course }: { course: Course }) {
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">{course.description}</p>
      <section>
        <h3 className="font-semibold text-slate-900 dark:text-white">Key Concepts</h3>
        <ul className="mt-3 space-y-2">
          {course.keyConcepts.map((concept) => (
            <li key={concept} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden="true" />
              {concept}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-500/30 dark:bg-amber-500/10">
        <h3 className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-200">
          <Lightbulb className="size-4" aria-hidden="true" />
          Takeaway Technique
        </h3>
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-100">{course.takeaway}</p>
      </section>
    </div>
  );
}

export function TopicsTab({ course }: { course: Course }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900 dark:text-white">
        What you&apos;ll cover
        {course.languages && (
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">(in all 3 languages)</span>
        )}
      </h3>
      <ol className="mt-3 space-y-2">
        {course.topics.map((topic, index) => (
          <li key={topic.title} className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold dark:bg-slate-800">
              {index + 1}
            </span>
            {topic.icon && <CourseIcon name={topic.icon} className={`size-4 ${course.color}`} />}
            {topic.title}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PracticeTab({ course }: { course: Course }) {
  return (
    <ul className="space-y-3">
      {course.practiceProblems.map((problem) => (
        <li
          key={problem.slug}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{problem.title}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <DifficultyBadge difficulty={problem.difficulty} />
              {problem.technique && <TechniqueTag technique={problem.technique} />}
              {problem.languages && (
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {problem.languages.map((language) => LANGUAGE_LABELS[language]).join(', ')}
                </span>
              )}
            </div>
          </div>
          <Link
            to={paths.app.solve(problem.slug)}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`Solve ${problem.title}`}
          >
            Solve
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
