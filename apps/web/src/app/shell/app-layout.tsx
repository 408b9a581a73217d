import { Suspense, useCallback, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { Menu } from 'lucide-react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { LoadingText } from '@/components/ui/loading-text';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useAuth } from '@/lib/auth-store';
import { useSessionActivity } from '@/lib/session-tracking';
import { NavRail } from '@/app/shell/nav-rail';
import { MobileMenu } from '@/app/shell/mobile-menu';
import { useLogoutAction } from '@/app/shell/use-logout-action';
import { paths } from '@/config/paths';

export function AppLayout() {
  const auth = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const { isLoggingOut, logoutAndLeave } = useLogoutAction();
  useSessionActivity(auth.status === 'signed-in');
  // The solve page is a workspace: it takes the whole window beside the navigation, with no page margins.
  const isWorkspace = useMatch(paths.app.solvePattern) !== null;

  return (
    <div className="min-h-screen lg:flex">
      <NavRail onLogout={logoutAndLeave} isLoggingOut={isLoggingOut} />
      <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
        <button
          type="button"
          onClick={() => setIsMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          className={clsx('grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800', focusRing)}
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Logo />
        <ThemeToggle className="ml-auto" />
      </header>
      <MobileMenu isOpen={isMenuOpen} onClose={closeMenu} onLogout={logoutAndLeave} isLoggingOut={isLoggingOut} />
      <main className="min-w-0 flex-1">
        <div className={isWorkspace ? undefined : 'mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8'}>
          <Suspense fallback={<LoadingText />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
