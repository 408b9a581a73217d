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
    'group relative grid size-11 place-items-center rounded-xl transition-colors',
    focusRing,
    isActive
      ? 'bg-indigo-600 text-white shadow-sm'
      : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  );

function RailTooltip({ label }: { label: string }) {
  return (
    <span className="pointer-events-none absolute left-full ml-3 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 dark:bg-slate-700">
      {label}
    </span>
  );
}

/** The icon rail shown on large screens. */
export function NavRail({ onLogout, isLoggingOut }: NavRailProps) {
  const items = useNavItems();
  return (
    <aside className="z-30 hidden w-20 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
      <div className="sticky top-0 flex h-screen flex-col items-center py-4">
        <Logo showName={false} />
        <nav aria-label="App" className="mt-8 flex flex-1 flex-col items-center gap-2">
          {items.map(({ label, to, icon: Icon, isExactMatch }) => (
            <NavLink key={to} to={to} end={isExactMatch} aria-label={label} className={railLinkClasses}>
              <Icon className="size-5" aria-hidden="true" />
              <RailTooltip label={label} />
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-col items-center gap-2">
          <ThemeToggle />
          <button
            type="button"
            onClick={onLogout}
            disabled={isLoggingOut}
            aria-label="Logout"
            className={clsx(
              'group relative grid size-10 place-items-center rounded-lg text-slate-500 hover:bg-rose-50 hover:text-rose-600 dark:text-slate-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-400',
              focusRing,
            )}
          >
            <LogOut className="size-5" aria-hidden="true" />
            <RailTooltip label="Logout" />
          </button>
        </div>
      </div>
    </aside>
  );
}
