import { useId, useRef } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal-frame';

type ConfirmDialogProps = {
  title: string;
  message: string;
  /** A second line below the question, e.g. what exactly the choice gives. */
  note?: string | undefined;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question; Escape or the backdrop cancel, focus starts on the safe choice. */
export function ConfirmDialog({ title, message, note, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <ModalFrame
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      className="max-w-md p-6"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <ShieldAlert className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p id={messageId} className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
            {message}
          </p>
          {note && (
            <p className="mt-2 text-sm leading-6 font-medium text-slate-800 dark:text-slate-200" data-testid="confirm-note">
              {note}
            </p>
          )}
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalFrame>
  );
}
