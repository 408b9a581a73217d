import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { Play, X } from 'lucide-react';
import { Button, focusRing } from '@/components/ui/button';
import { TabList, tabId, tabPanelId } from '@/components/ui/tabs';
import { ModalFrame } from '@/components/ui/modal-frame';
import type { Course } from '@/features/learn/courses';
import { LevelBadge } from '@/features/learn/components/badges';
import { CompletedBadge } from '@/features/learn/components/completed-badge';
import { CourseProgressMeter } from '@/features/learn/components/course-progress-meter';
import { CourseIcon } from '@/features/learn/components/course-icons';
import { OverviewTab, PracticeTab, TopicsTab } from '@/features/learn/components/course-details-tabs';

export type DetailsTab = 'overview' | 'topics' | 'practice';

const tabs: { id: DetailsTab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'topics', label: 'Topics' },
  { id: 'practice', label: 'Practice' },
];

type CourseDetailsModalProps = { course: Course; onClose: () => void; onStartLearning: (course: Course) => void };

export function CourseDetailsModal({ course, onClose, onStartLearning }: CourseDetailsModalProps) {
  const [activeTab, setActiveTab] = useState<DetailsTab>('overview');
  const baseId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <ModalFrame
      labelledBy={`${baseId}-title`}
      onClose={onClose}
      initialFocusRef={closeRef}
      className="flex max-h-[90vh] max-w-2xl flex-col"
    >
      <header className="flex items-start gap-4 border-b border-slate-200 p-6 dark:border-slate-800">
        <span className={clsx('grid size-11 shrink-0 place-items-center rounded-xl', course.bgColor, course.color)}>
          <CourseIcon name={course.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${baseId}-title`} className="text-xl font-bold text-slate-900 dark:text-white">
            {course.title}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <LevelBadge level={course.level} />
            <CompletedBadge course={course} />
            <span>{course.duration}</span>
          </div>
          <CourseProgressMeter course={course} />
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close"
          className={clsx('rounded-lg p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800', focusRing)}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <TabList
        tabs={tabs}
        selected={activeTab}
        onSelect={setActiveTab}
        label="Course details"
        idBase={baseId}
        className="flex gap-1 border-b border-slate-200 px-6 dark:border-slate-800"
        tabClassName={(isSelected) =>
          clsx(
            '-mb-px border-b-2 px-3 py-3 text-sm font-medium',
            isSelected
              ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )
        }
      />
      <div
        role="tabpanel"
        id={tabPanelId(baseId, activeTab)}
        aria-labelledby={tabId(baseId, activeTab)}
        className="overflow-y-auto p-6"
      >
        {activeTab === 'overview' && <OverviewTab course={course} />}
        {activeTab === 'topics' && <TopicsTab course={course} />}
        {activeTab === 'practice' && <PracticeTab course={course} />}
      </div>
      <footer className="flex justify-end gap-3 border-t border-slate-200 p-4 dark:border-slate-800">
        <Button onClick={() => onStartLearning(course)}>
          <Play className="size-4" aria-hidden="true" />
          Start Learning
        </Button>
      </footer>
    </ModalFrame>
  );
}
