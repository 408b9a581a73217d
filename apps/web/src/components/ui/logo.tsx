import { Code2 } from 'lucide-react';
import clsx from 'clsx';
import { PRODUCT_NAME } from '@codepath/contract/constants';

type LogoProps = { showName?: boolean; isOnAccent?: boolean };

/** `isOnAccent` draws the mark for a coloured background, where the usual accent would vanish. */
export function Logo({ showName = true, isOnAccent = false }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold tracking-tight">
      <span
        className={clsx('grid size-8 place-items-center rounded-lg text-white', isOnAccent ? 'bg-white/20' : 'bg-indigo-600')}
        aria-hidden="true"
      >
        <Code2 className="size-5" />
      </span>
      {showName && (
        <span className={clsx('text-lg', isOnAccent ? 'text-white' : 'text-slate-900 dark:text-white')}>{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
