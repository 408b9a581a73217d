import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalFrameProps = {
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  /** Receives focus when the dialog opens; focus returns to the opener when it closes. */
  initialFocusRef: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * The backdrop and frame every modal shares: Escape or a click on the backdrop
 * closes it, and Tab cycles through the dialog's own controls only.
 */
export function ModalFrame({ labelledBy, describedBy, role = 'dialog', onClose, initialFocusRef, className, children }: ModalFrameProps) {
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    initialFocusRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, [initialFocusRef]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  function keepFocusInside(event: React.KeyboardEvent) {
    if (event.key !== 'Tab' || !frameRef.current) return;
    const focusable = [...frameRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <div className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm" onClick={onClose} aria-hidden="true" />
      <div
        ref={frameRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={keepFocusInside}
        className={clsx('relative w-full rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-900', className)}
      >
        {children}
      </div>
    </div>
  );
}
