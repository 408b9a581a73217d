import { Code2 } from 'lucide-react';
import { PRODUCT_NAME } from '@codepath/contract/constants';

export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold tracking-tight">
      <span className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-white" aria-hidden="true">
        <Code2 className="size-5" />
      </span>
      {showName && <span className="text-lg text-slate-900 dark:text-white">{PRODUCT_NAME}</span>}
    </span>
  );
}
