import { Link, NavLink, Outlet } from 'react-router';
import clsx from 'clsx';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { SiteFooter } from '@/components/ui/site-footer';
import { buttonClasses, focusRing } from '@/components/ui/button';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-2 py-1 text-sm font-medium transition-colors sm:px-3',
    focusRing,
    isActive
      ? 'text-indigo-700 dark:text-indigo-300'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
  );

export function PublicLayout() {
  const isSignedIn = useAuth().status === 'signed-in';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
          <Link to={paths.home} className={clsx('rounded-lg', focusRing)} aria-label="CodePath home">
            <span className="sm:hidden">
              <Logo showName={false} />
            </span>
            <span className="hidden sm:inline">
              <Logo />
            </span>
          </Link>
          <nav aria-label="Main" className="flex flex-1 items-center gap-1">
            <NavLink to={paths.features} className={navLinkClasses}>
              Features
            </NavLink>
            <NavLink to={paths.about} className={navLinkClasses}>
              About
            </NavLink>
          </nav>
          <ThemeToggle />
          {isSignedIn ? (
            <Link to={paths.app.dashboard} className={buttonClasses('primary', 'sm')}>
              Dashboard
            </Link>
          ) : (
            <Link to={paths.login} className={buttonClasses('primary', 'sm')}>
              Sign In
            </Link>
          )}
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
