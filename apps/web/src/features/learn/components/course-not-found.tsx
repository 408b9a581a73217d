import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function CourseNotFound({ onBack }: { onBack: () => void }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <FileQuestion className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">Course Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        The course you&apos;re looking for doesn&apos;t exist or hasn&apos;t been created yet.
      </p>
      <Button className="mt-6" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Courses
      </Button>
    </Card>
  );
}
