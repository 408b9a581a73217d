import { NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useNavItems } from '@/app/shell/nav-items';

type NavRailProps = { onLogout: () => void; isLoggingOut: boolean };

const railLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex w-[4.5rem] flex-col items-center gap-1 rounded-xl px-1 py-2 text-[11px] leading-none font-medium transition-colors',
    focusRing,
    isActive
      ? 'bg-indigo-600 text-white shadow-sm'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  );

/** The icon rail shown on large screens, each icon with its name under it. */
export function NavRail({ onLogout, isLoggingOut }: NavRailProps) {
  const items = useNavItems();
  return (
    <aside className="z-30 hidden w-20 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
      <div className="sticky top-0 flex h-screen flex-col items-center py-4">
        <Logo showName={false} />
        <nav aria-label="App" className="mt-6 flex flex-1 flex-col items-center gap-1">
          {items.map(({ label, to, icon: Icon, isExactMatch }) => (
            <NavLink key={to} to={to} end={isExactMatch} className={railLinkClasses}>
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-col items-center gap-2">
          <ThemeToggle />
          <button
            type="button"
            onClick={onLogout}
            disabled={isLoggingOut}
            className={clsx(
              'flex w-[4.5rem] flex-col items-center gap-1 rounded-lg px-1 py-2 text-[11px] leading-none font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-600 dark:text-slate-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-400',
              focusRing,
            )}
          >
            <LogOut className="size-5" aria-hidden="true" />
            Logout
          </button>
        </div>
      </div>
    </aside>
  );
}
