import clsx from 'clsx';
import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ReaderSection } from '@/features/learn/use-course-reader';

type ReaderFooterProps = {
  sections: ReaderSection[];
  currentIndex: number;
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

function dotState(section: ReaderSection, index: number, currentIndex: number): 'current' | 'done' | 'upcoming' {
  if (index === currentIndex) return 'current';
  return section.completed ? 'done' : 'upcoming';
}

const dotClasses = {
  current: 'w-6 bg-indigo-600 dark:bg-indigo-400',
  done: 'w-2 bg-green-500',
  upcoming: 'w-2 bg-slate-300 dark:bg-slate-700',
};

export function ReaderFooter({ sections, currentIndex, isFirst, isLast, onPrevious, onNext }: ReaderFooterProps) {
  return (
    <footer className="mt-10 flex items-center justify-between gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
      <Button variant="secondary" onClick={onPrevious} disabled={isFirst}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <ol className="flex flex-wrap justify-center gap-1.5" aria-label="Sections">
        {sections.map((section, index) => {
          const state = dotState(section, index, currentIndex);
          return (
            <li
              key={section.id}
              data-state={state}
              aria-label={`${section.title}: ${state}`}
              className={clsx('h-2 rounded-full transition-all duration-300', dotClasses[state])}
            />
          );
        })}
      </ol>
      <Button onClick={onNext}>
        {isLast ? 'Complete' : 'Next'}
        {isLast ? <Check className="size-4" aria-hidden="true" /> : <ChevronRight className="size-4" aria-hidden="true" />}
      </Button>
    </footer>
  );
}
