import clsx from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import type { ReaderSection } from '@/features/learn/use-course-reader';

type ReaderSidebarProps = { sections: ReaderSection[]; currentIndex: number; onJump: (index: number) => void };

/** Shown only from the large breakpoint, 80 units wide (spec §2.7). */
export function ReaderSidebar({ sections, currentIndex, onJump }: ReaderSidebarProps) {
  return (
    <nav aria-label="Course Sections" className="hidden w-80 shrink-0 lg:block">
      <div className="sticky top-6 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="px-2 text-sm font-semibold text-slate-900 dark:text-white">Course Sections</h2>
        <ol className="mt-3 space-y-1">
          {sections.map((section, index) => {
            const isCurrent = index === currentIndex;
            const Icon = section.completed ? CheckCircle2 : Circle;
            return (
              <li key={section.id}>
                <button
                  type="button"
                  onClick={() => onJump(index)}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={clsx(
                    'flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm',
                    focusRing,
                    isCurrent
                      ? 'bg-indigo-50 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )}
                >
                  <Icon
                    className={clsx('size-4 shrink-0', section.completed ? 'text-green-600 dark:text-green-400' : 'text-slate-400')}
                    aria-label={section.completed ? 'Done' : 'Not done'}
                  />
                  {section.title}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
