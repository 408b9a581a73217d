import { useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal-frame';

type ModalDialogProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
};

/** A modal with a title, a close control, a scrolling body and an optional footer. */
export function ModalDialog({ title, onClose, children, footer, size = 'md' }: ModalDialogProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      labelledBy={titleId}
      onClose={onClose}
      initialFocusRef={closeRef}
      className={clsx('flex max-h-[85vh] flex-col', size === 'md' ? 'max-w-2xl' : 'max-w-3xl')}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose} aria-label="Close">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="overflow-y-auto px-6 py-4 text-slate-700 dark:text-slate-300">{children}</div>
      {footer && <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4 dark:border-slate-800">{footer}</div>}
    </ModalFrame>
  );
}
