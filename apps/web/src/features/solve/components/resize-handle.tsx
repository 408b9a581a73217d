import { Separator } from 'react-resizable-panels';

/** The spec's hit area: 15 px for a coarse pointer (touch), 5 px for a fine one (mouse). */
export const RESIZE_TARGET = { coarse: 15, fine: 5 };

export function ResizeHandle({ orientation, label }: { orientation: 'horizontal' | 'vertical'; label: string }) {
  return (
    <Separator
      aria-label={label}
      className={
        orientation === 'vertical'
          ? 'h-1 bg-slate-200 transition-colors hover:bg-indigo-400 focus-visible:bg-indigo-500 dark:bg-slate-800'
          : 'w-1 bg-slate-200 transition-colors hover:bg-indigo-400 focus-visible:bg-indigo-500 dark:bg-slate-800'
      }
    />
  );
}
