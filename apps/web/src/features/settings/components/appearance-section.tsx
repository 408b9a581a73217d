import { Palette } from 'lucide-react';
import clsx from 'clsx';
import { setTheme, useTheme } from '@/lib/theme';
import { focusRing } from '@/components/ui/button';
import { SettingsSection } from '@/features/settings/components/settings-section';

export function AppearanceSection() {
  const isDark = useTheme() === 'dark';
  return (
    <SettingsSection icon={Palette} title="Appearance" description="Choose how CodePath looks to you.">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="dark-mode-label" className="font-medium text-slate-900 dark:text-white">
            Dark Mode
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Easier on the eyes in low light.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isDark}
          aria-labelledby="dark-mode-label"
          onClick={() => setTheme(isDark ? 'light' : 'dark')}
          className={clsx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
            focusRing,
            isDark ? 'bg-indigo-600' : 'bg-slate-300',
          )}
        >
          <span
            className={clsx(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              isDark ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
    </SettingsSection>
  );
}
