import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ReaderHeaderProps = { title: string; position: number; total: number; progress: number; onBack: () => void };

export function ReaderHeader({ title, position, total, progress, onBack }: ReaderHeaderProps) {
  return (
    <header className="mb-6">
      <div className="flex items-center justify-between gap-4">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Courses
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {position} of {total}
        </span>
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label="Course progress"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 ease-out dark:bg-indigo-400"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Progress: {progress}% complete</p>
    </header>
  );
}
