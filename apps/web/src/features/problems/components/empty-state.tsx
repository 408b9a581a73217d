import type { ReactNode } from 'react';
import { FileQuestion } from 'lucide-react';
import { Card } from '@/components/ui/card';

export function EmptyState({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <FileQuestion className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="text-slate-600 dark:text-slate-400">{message}</p>
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}
