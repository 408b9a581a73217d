import { Moon, Sun } from 'lucide-react';
import clsx from 'clsx';
import { toggleTheme, useTheme } from '@/lib/theme';
import { focusRing } from '@/components/ui/button';

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={clsx(
        'grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
        focusRing,
        className,
      )}
    >
      {theme === 'dark' ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </button>
  );
}
