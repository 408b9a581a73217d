import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { LogOut, X } from 'lucide-react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useNavItems } from '@/app/shell/nav-items';

type MobileMenuProps = { isOpen: boolean; onClose: () => void; onLogout: () => void; isLoggingOut: boolean };

const menuLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
    focusRing,
    isActive
      ? 'bg-indigo-600 text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  );

/** The slide-out menu below the large breakpoint. */
export function MobileMenu({ isOpen, onClose, onLogout, isLoggingOut }: MobileMenuProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const items = useNavItems();

  useEffect(() => {
    if (!isOpen) return;
    closeButtonRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  return (
    <div className={clsx('fixed inset-0 z-40 lg:hidden', !isOpen && 'pointer-events-none')} aria-hidden={!isOpen}>
      <div
        className={clsx('absolute inset-0 bg-slate-950/60 transition-opacity', isOpen ? 'opacity-100' : 'opacity-0')}
        onClick={onClose}
      />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!isOpen}
        className={clsx(
          'absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl transition-transform dark:bg-slate-900',
          isOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex items-center justify-between">
          <Logo />
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className={clsx('grid size-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800', focusRing)}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="App menu" className="mt-6 flex flex-1 flex-col gap-1">
          {items.map(({ label, to, icon: Icon, isExactMatch }) => (
            <NavLink key={to} to={to} end={isExactMatch} onClick={onClose} className={menuLinkClasses}>
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className={clsx(
            'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-500/10',
            focusRing,
          )}
        >
          <LogOut className="size-5" aria-hidden="true" />
          Logout
        </button>
      </div>
    </div>
  );
}
