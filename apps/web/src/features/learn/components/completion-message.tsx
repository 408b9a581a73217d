import { X } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import type { Course } from '@/features/learn/courses';

/** Shown on the catalogue after Complete on a course's last section. */
export function CompletionMessage({ course, onDismiss }: { course: Course; onDismiss: () => void }) {
  return (
    <div className="relative mb-8">
      <Banner tone="success" title={`Course completed: ${course.title}`}>
        You finished all {course.sections.length} sections. Its card now shows Completed; put it to work with the course&apos;s
        practice problems under Details → Practice.
      </Banner>
      <Button variant="ghost" size="sm" className="absolute top-2 right-2" onClick={onDismiss} aria-label="Dismiss the completion message">
        <X className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
