import { useId, useRef } from 'react';
import { BookOpen, RotateCcw, StepForward } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal-frame';
import type { Course } from '@/features/learn/courses';
import { isCompleted, progressPercent, readCourseProgress } from '@/features/learn/course-progress';

type StartChoiceDialogProps = {
  course: Course;
  onContinue: () => void;
  onStartOver: () => void;
  onCancel: () => void;
};

/** Start on a course already begun asks first: continuing keeps the progress, starting over empties it. */
export function StartChoiceDialog({ course, onContinue, onStartOver, onCancel }: StartChoiceDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const progress = readCourseProgress(course);
  const done = progress.completedSectionIds.length;
  const total = course.sections.length;
  const position = progress.lastSectionIndex + 1;

  return (
    <ModalFrame labelledBy={titleId} describedBy={messageId} onClose={onCancel} initialFocusRef={continueRef} className="max-w-md p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
          <BookOpen className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {isCompleted(course, progress) ? `You have completed ${course.title}` : `You have already begun ${course.title}`}
          </h2>
          <p id={messageId} className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
            {done} of {total} sections done ({progressPercent(done, total)}% complete), last read: section {position} of {total}.
            Continue where you left off, or start over from the first section with no section done?
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Start over
        </Button>
        <Button ref={continueRef} onClick={onContinue}>
          <StepForward className="size-4" aria-hidden="true" />
          Continue
        </Button>
      </div>
    </ModalFrame>
  );
}
